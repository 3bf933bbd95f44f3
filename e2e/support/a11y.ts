import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const checkedStandards = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Until the page's finite animations (a dialog fading in, the points popup sliding in or out) have run and a
 * moment has passed with none starting. Endless ones (spinners) are not awaited.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = () =>
      document.getAnimations().filter((animation) => animation.playState !== 'finished' && Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    for (let round = 0; round < 10; round += 1) {
      await Promise.all(finite().map((animation) => animation.finished.catch(() => undefined)));
      await new Promise((settled) => setTimeout(settled, 200));
      if (finite().length === 0) return;
    }
  });
}

async function seriousViolations(page: Page): Promise<string[]> {
  await settle(page);
  const results = await new AxeBuilder({ page }).withTags(checkedStandards).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

/**
 * No serious or critical axe violation on what the page shows now, dialogs included. axe measures contrast
 * on the colours of the moment, and a half-faded dialog is not what a student reads: the page settles first,
 * and a violation must still be there once it has settled again (the points popup closes on its own timer,
 * which can start while axe reads the page).
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const first = await seriousViolations(page);
  if (first.length === 0) return;
  await page.waitForTimeout(500);
  expect(await seriousViolations(page)).toEqual([]);
}
