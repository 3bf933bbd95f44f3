import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const checkedStandards = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * No serious or critical axe violation on what the page shows now, dialogs included. Finite animations
 * (a dialog fading in, the points popup sliding) finish first: axe measures contrast on the colours of
 * the moment, and a half-faded dialog is not what a student reads. Endless ones (spinners) are not awaited.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(checkedStandards).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
}
