import { expect, test, type Page } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/a11y';

const DEMO = { email: 'demo@bloom.local', password: 'BloomDemo2026!' };

async function signIn(page: Page, { isMenuExpected = false } = {}) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard');
  // An open menu (a modal) hides the page from the accessibility tree.
  if (!isMenuExpected) await expect(page.getByRole('heading', { level: 1, name: /Welcome, Demo!/ })).toBeVisible();
}

/** The phone's first-visit menu is tested on its own; elsewhere it would cover what a test clicks. */
async function skipFirstVisitMenu(page: Page) {
  await page.addInitScript(() => localStorage.setItem('firstDashboardVisit', 'true'));
}

/** The tour's tooltip: joyride renders it as an alert dialog. */
const tooltip = (page: Page) => page.getByRole('alertdialog');

test.describe('the application shell', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    if (!testInfo.title.startsWith('phones get')) await skipFirstVisitMenu(page);
  });

  test('header badges show the live numbers', async ({ page }) => {
    await signIn(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /^\d+ session credits, buy credits$/ })).toBeVisible();
    await expect(header.getByRole('link', { name: /^\d+ points, view rewards$/ })).toBeVisible();
    await expect(header.getByRole('link', { name: /^L\d+, level \d+/ })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Your profile' })).toHaveAttribute('href', '/profile');

    // The dashboard tiles carry the same live numbers.
    const tiles = page.getByRole('region', { name: 'Your progress' });
    for (const label of ['Lifetime Points', 'Stories Posted', 'Available Session Credits', 'Total Referrals']) {
      await expect(tiles.getByRole('link', { name: new RegExp(`^\\d+ ${label}$`) })).toBeVisible();
    }
  });

  test("Help's 'Take Guided Tour' restarts the tour, which skips the matched coaches the demo's past sessions replace", async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Help' }).click();
    const help = page.getByRole('dialog', { name: 'Need Help?' });
    await expect(help).toBeVisible();
    await expect(help.getByRole('link', { name: /Submit Support Ticket/ })).toHaveAttribute('target', '_blank');
    await help.getByRole('button', { name: 'Take Guided Tour' }).click();
    await expect(help).toBeHidden();

    await expect(tooltip(page)).toContainText('Welcome to Bloom!');
    await expect(page.evaluate(() => localStorage.getItem('dashboardTourInProgress'))).resolves.toBe('true');
    await tooltip(page).getByRole('button', { name: 'Next (Step 1 of 6)' }).click();
    await expect(tooltip(page)).toContainText('Find your coach');
    await expect(page.evaluate(() => localStorage.getItem('dashboardTourStep'))).resolves.toBe('1');
    // The demo student has past sessions, so the dashboard shows them instead of the matched coaches:
    // that step has no target and the tour goes straight on to /community.
    await expect(page.getByRole('heading', { name: 'Previous Sessions' })).toBeVisible();
    await tooltip(page).getByRole('button', { name: 'Next (Step 2 of 6)' }).click();
    await page.waitForURL('**/community');
    await expect(tooltip(page)).toContainText('Peer community', { timeout: 10_000 });

    const paused = page.waitForRequest((request) => request.method() === 'PATCH' && /\/api\/student-profiles\/\d+\/$/.test(request.url()));
    await tooltip(page).getByRole('button', { name: 'Skip Tour' }).click();
    await expect(tooltip(page)).toBeHidden();
    expect((await paused).postDataJSON()).toMatchObject({ is_paused: true });
    await expect(page.evaluate(() => localStorage.getItem('dashboardTourCompleted'))).resolves.toBe('true');
  });

  test('logout ends the sign-in on the server and goes to /login', async ({ page, isMobile, request }) => {
    await signIn(page);
    const access = await page.evaluate(() => localStorage.getItem('accessToken'));
    expect(access).toBeTruthy();
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    const loggedOut = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/logout/'));
    await page.getByRole('button', { name: 'Logout' }).click();
    expect((await loggedOut).headers().authorization).toBe(`Bearer ${access}`);
    await page.waitForURL('**/login');
    await expect(page.evaluate(() => localStorage.getItem('accessToken'))).resolves.toBeNull();
    // The logout call is a keepalive request that outlives the page's reload, so Chromium may not report
    // its response to the page; its effect on the server is what counts.
    await expect
      .poll(async () => (await request.get('/api/student-profiles/', { headers: { Authorization: `Bearer ${access}` } })).status())
      .toBe(401);
  });

  test('phones get a five-item bottom bar and a toggle menu', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone layout');
    await signIn(page, { isMenuExpected: true });
    // The first phone visit opens the menu by itself, once per browser.
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();

    const bar = page.getByRole('navigation', { name: 'Shortcuts' });
    await expect(bar.getByRole('link')).toHaveText(['Resources', 'Community', 'Dashboard', 'Find Coaches', 'Rewards']);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('link', { name: 'Find Coaches' })).toBeVisible();
    await menu.getByRole('link', { name: 'Community' }).click();
    await page.waitForURL('**/community');
    await expect(menu).toBeHidden();

    await page.reload();
    await bar.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Welcome, Demo!/ })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(menu).toBeHidden();
  });

  test('desktop shows the side navigation and no bottom bar', async ({ page, isMobile }) => {
    test.skip(isMobile, 'desktop layout');
    await signIn(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Find Coaches' })).toHaveAttribute('href', '/coach-matching');
    await expect(page.getByRole('navigation', { name: 'Shortcuts' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });

  test('the dashboard has no serious or critical accessibility violation', async ({ browser, baseURL, isMobile, viewport }) => {
    const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch: isMobile });
    const page = await context.newPage();
    // Keep the first-visit menu and the tour out of the way: the page itself is what is checked.
    await page.addInitScript(() => {
      localStorage.setItem('firstDashboardVisit', 'true');
      localStorage.setItem('dashboardTourCompleted', 'true');
    });
    await signIn(page);
    await expect(page.getByRole('region', { name: 'Your progress' }).getByRole('link', { name: /Lifetime Points/ })).toHaveText(/\d/);
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });
});
