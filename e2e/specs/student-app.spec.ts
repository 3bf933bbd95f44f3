import { expect, test, type APIRequestContext, type Page } from '../support/fixtures';
import { DEMO_STUDENT, logInThroughApi, putSessionInBrowser, registerVerifiedStudent, uniqueEmail, type StudentSession } from '../support/accounts';
import { completeOnboardingThroughApi, skipShellIntroductions } from '../support/onboarding-helpers';
import { expectNoSeriousA11yViolations } from '../support/a11y';

/** The demo school's resource page and the provider's blog are other sites: answered here, as those sites would. */
const FRAMED_SITES = /^https:\/\/(wellness\.example\.edu|bloom\.college)\//;

async function answerFramedSites(page: Page) {
  await page.route(FRAMED_SITES, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>Framed</title><h1>Framed page</h1><p>${new URL(route.request().url()).pathname}</p>` }),
  );
}

/** Signs the page in as this student, with the shell's first-visit menu and tour out of the way. */
async function signIn(page: Page, session: StudentSession) {
  await skipShellIntroductions(page);
  await putSessionInBrowser(page, session);
  await answerFramedSites(page);
}

const signInAsDemo = async (page: Page, request: APIRequestContext) => signIn(page, await logInThroughApi(request, DEMO_STUDENT.email, DEMO_STUDENT.password));

/**
 * A new, onboarded student. With `addsSchool`, they add their own school during onboarding (as 'Add Your
 * School' does); it waits for review and has no resource link yet.
 */
async function newStudent(request: APIRequestContext, { addsSchool = false } = {}): Promise<StudentSession> {
  const session = await registerVerifiedStudent(request, { email: uniqueEmail('app', 'example.org') });
  if (addsSchool) {
    const created = await request.post('/api/schools/create/', {
      headers: { Authorization: `Bearer ${session.access}` },
      data: { school_name: `Lakeview College ${Date.now().toString(36)}` },
    });
    expect(created.status()).toBe(201);
  }
  await completeOnboardingThroughApi(request, session);
  return session;
}

test.describe('feature votes on the dashboard', () => {
  test("desktop: '+1 This!', then 'Voted!' with a thank-you, the count one higher and kept after a reload", async ({ page, request, isMobile }) => {
    test.skip(isMobile, 'the Coming Soon cards are hidden on small screens (checked below)');
    await signIn(page, await newStudent(request));
    await page.goto('/dashboard');

    const card = page.getByRole('region', { name: 'Weekly Goal Tracking' });
    await expect(card.getByText('Coming Soon')).toBeVisible();
    const count = card.getByText(/students want this/);
    await expect(count).toBeVisible();
    const before = Number((await count.textContent())!.match(/\d+/)![0]);
    expect(before).toBeGreaterThanOrEqual(50);

    await card.getByRole('button', { name: '+1 This!' }).click();
    await expect(card.getByRole('button', { name: 'Voted!' })).toBeDisabled();
    await expect(card.getByText('Thanks for your vote!')).toBeVisible();
    await expect(count).toHaveText(`${before + 1} students want this`);

    await page.reload();
    await expect(page.getByRole('region', { name: 'Weekly Goal Tracking' }).getByRole('button', { name: 'Voted!' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'AI Personal Goal Insights' }).getByRole('button', { name: '+1 This!' })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
  });

  test('phone: the Coming Soon cards are not shown', async ({ page, request, isMobile }) => {
    test.skip(!isMobile, 'phone layout');
    await signInAsDemo(page, request);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /Welcome, Demo!/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Student Wins Spotlight' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Weekly Goal Tracking' })).toBeHidden();
    await expect(page.getByRole('button', { name: '+1 This!' })).toHaveCount(0);
  });
});

test.describe('campus resources and resources', () => {
  test("/campus-resources frames the school's resource page, allowed by the page's frame-src", async ({ page, request }) => {
    await signInAsDemo(page, request);
    const response = await page.goto('/campus-resources');
    expect(response!.headers()['content-security-policy']).toMatch(/frame-src [^;]*https:\/\/wellness\.example\.edu/);
    expect(response!.headers()['content-security-policy']).not.toMatch(/frame-src [^;]*https:(\s|;)/);

    await expect(page.getByRole('heading', { level: 1, name: 'Campus Resources' })).toBeVisible();
    const frame = page.frameLocator('iframe[title="Bloom Demo University student resources"]');
    await expect(frame.getByRole('heading', { name: 'Framed page' })).toBeVisible();
    await expect(frame.getByText('/bloom-demo')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Open in a new tab/ })).toHaveAttribute('href', 'https://wellness.example.edu/bloom-demo');
    await expectNoSeriousA11yViolations(page);
  });

  test("/campus-resources without a link says 'No College Resources Available' and asks to check back later", async ({ page, request }) => {
    await signIn(page, await newStudent(request, { addsSchool: true }));
    await page.goto('/campus-resources');
    await expect(page.getByText('No College Resources Available')).toBeVisible();
    await expect(page.getByText(/^Lakeview College .* has not shared its student resources with Bloom yet\. Please check back later\.$/)).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('/resources shows the blog in a lazily loaded frame', async ({ page, request }) => {
    await signInAsDemo(page, request);
    await page.goto('/resources');
    const iframe = page.locator('iframe[title="Bloom blog"]');
    await expect(iframe).toHaveAttribute('loading', 'lazy');
    await expect(iframe).toHaveAttribute('src', /^https:\/\/bloom\.college\//);
    await expect(page.frameLocator('iframe[title="Bloom blog"]').getByRole('heading', { name: 'Framed page' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('sample screens', () => {
  test.beforeEach(async ({ page, request }) => {
    await signInAsDemo(page, request);
  });

  test('/coaching-plan: examples, and ticking a task moves completion, points and tasks', async ({ page }) => {
    await page.goto('/coaching-plan');
    await expect(page.getByText('This is an example plan')).toBeVisible();
    const completion = page.getByRole('listitem').filter({ hasText: 'Completion' });
    await expect(completion).toContainText('33%');
    await page.getByRole('checkbox', { name: 'Evening wind-down' }).check();
    await expect(completion).toContainText('50%');
    await expect(page.getByRole('listitem').filter({ hasText: 'Tasks completed' })).toContainText('3 of 6');
    await expect(page.getByRole('heading', { name: 'More than halfway there' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Evening wind-down' }).uncheck();
    await expect(completion).toContainText('33%');
    await expect(page.getByRole('progressbar', { name: 'Sleep seven hours or more' })).toHaveAttribute('aria-valuenow', '4');
    await expectNoSeriousA11yViolations(page);
  });

  test('/messages: search, open a thread, Enter sends, Shift+Enter adds a line, the coach answers after 2 s', async ({ page, isMobile }) => {
    await page.goto('/messages');
    await expect(page.getByText('These conversations are examples')).toBeVisible();
    await expect(page.getByText('Coaches typically respond within 24 hours.')).toBeVisible();
    const conversations = page.getByRole('region', { name: 'Conversations' });
    await conversations.getByRole('searchbox', { name: 'Search conversations' }).fill('blocks you skip');
    await expect(conversations.getByRole('button')).toHaveCount(1);
    await conversations.getByRole('button', { name: /Marcus Johnson/ }).click();

    const thread = page.getByRole('region', { name: 'Conversation with Marcus Johnson' });
    const box = thread.getByRole('textbox', { name: 'Message Marcus Johnson' });
    await expect(thread.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await box.pressSequentially('First line');
    await box.press('Shift+Enter');
    await box.pressSequentially('second line');
    await box.press('Enter');
    await expect(box).toHaveValue('');
    await expect(thread.getByRole('log')).toContainText('First line\nsecond line');
    await expect(thread.getByText('Marcus Johnson is typing...')).toBeVisible();
    await expect(thread.getByRole('log')).toContainText("I'll think it over", { timeout: 4000 });
    await expectNoSeriousA11yViolations(page);

    if (isMobile) {
      await thread.getByRole('button', { name: 'Back to conversations' }).click();
      await expect(conversations).toBeVisible();
    }
  });

  test('/campus-map: filter, search, 2D/3D, a pin opens its details, all by keyboard too', async ({ page, viewport }) => {
    await page.goto('/campus-map');
    await expect(page.getByText('This is an example campus')).toBeVisible();
    const pins = page.getByRole('list', { name: 'Places on the map' }).getByRole('button');
    await expect(pins).toHaveCount(10);

    await page.getByRole('button', { name: 'Study', exact: true }).click();
    await expect(pins).toHaveCount(2);
    await page.getByRole('button', { name: 'All places' }).click();
    await page.getByRole('searchbox', { name: 'Search places' }).fill('pool');
    await expect(pins).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Search places' }).fill('');

    await page.getByRole('button', { name: '3D' }).click();
    await expect(page.getByRole('button', { name: '3D' })).toHaveAttribute('aria-pressed', 'true');
    // Tilted, the pins still take a tap.
    await page.getByRole('list', { name: 'Places on the map' }).getByRole('button', { name: 'Counseling Center' }).click();
    const details = page.getByRole('region', { name: 'Counseling Center details' });
    await expect(details.getByRole('heading', { name: 'Counseling Center' })).toBeFocused();
    await expect(details.getByText('Mon-Fri 9:00 AM - 5:00 PM')).toBeVisible();
    await expect(details.getByRole('button', { name: 'Take a VR Tour' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: '2D' }).click();
    await page.getByRole('list', { name: 'Places on the map' }).getByRole('button', { name: 'Main Library' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Main Library details' }).getByRole('heading', { name: 'Main Library' })).toBeFocused();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(viewport!.width);
  });
});

test.describe('terms and privacy', () => {
  test("the register page's links open the app's own terms and privacy pages", async ({ page, context }) => {
    await page.goto('/register');
    const [privacy] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'Privacy Policy' }).click()]);
    await expect(privacy).toHaveURL(/\/privacy$/);
    await expect(privacy.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
    await expect(privacy.getByRole('heading', { name: 'How long we keep it' })).toBeVisible();
    await expectNoSeriousA11yViolations(privacy);

    const [terms] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'Terms of Service' }).click()]);
    await expect(terms.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expectNoSeriousA11yViolations(terms);
  });
});
