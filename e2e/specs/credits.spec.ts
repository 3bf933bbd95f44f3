import { expect, test, type APIRequestContext, type Page } from '../support/fixtures';
import { DEMO_STUDENT, logInThroughApi, putSessionInBrowser, registerVerifiedStudent, uniqueEmail, type StudentSession } from '../support/accounts';
import { skipShellIntroductions } from '../support/onboarding-helpers';
import { expectNoSeriousA11yViolations } from '../support/a11y';

const DEMO_SCHOOL = 'Bloom Demo University';

/** Signs in as the demo student on the /login screen, as a person would. */
async function signInAsDemoStudent(page: Page) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_STUDENT.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_STUDENT.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard');
}

async function getJson<T>(request: APIRequestContext, path: string, session: StudentSession): Promise<T> {
  const response = await request.get(path, { headers: { Authorization: `Bearer ${session.access}` } });
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

interface SchoolStatus {
  school_name: string | null;
  is_partner: boolean;
  school_credit_balance: number;
  credits_remaining_for_you: number;
}

const schoolStatusOf = async (request: APIRequestContext, session: StudentSession) =>
  (await getJson<{ data: SchoolStatus }>(request, '/api/gamification/credits/school-status/', session)).data;

/** A new student at the demo's partner school (matched by the bloom.local address), onboarded through the API. */
async function registerPartnerStudent(request: APIRequestContext): Promise<StudentSession> {
  const session = await registerVerifiedStudent(request, { email: uniqueEmail('credits', 'bloom.local'), firstName: 'Casey' });
  const headers = { Authorization: `Bearer ${session.access}` };
  const schools = (await (await request.get('/api/schools/', { headers })).json()) as { school_id: number; school_name: string }[];
  const school = schools.find((s) => s.school_name === DEMO_SCHOOL);
  if (!school) throw new Error(`${DEMO_SCHOOL} is not offered to a bloom.local student`);
  const [profile] = await getJson<{ id: number; user: { first_name: string; last_name: string } }[]>(request, '/api/student-profiles/', session);
  const put = await request.put(`/api/student-profiles/${profile!.id}/`, {
    headers,
    data: {
      user: { first_name: profile!.user.first_name, last_name: profile!.user.last_name },
      schoolId: school.school_id,
      degree: 'bachelors',
      course: 'Biology',
      state: 'Oregon',
      city: 'Portland',
      language_preference: 'English',
      identify_as: 'multiracial',
      sex: 'female',
      is_international: false,
      is_completed: true,
    },
  });
  expect(put.ok()).toBe(true);
  const growth = await request.post('/api/growth-areas/', {
    headers,
    data: { student_profile: profile!.id, growth_area_id: 'stress,sleep', initial_confidence_level: 'low' },
  });
  expect(growth.ok()).toBe(true);
  return session;
}

const creditsBadge = (page: Page) => page.getByRole('banner').getByRole('link', { name: /session credits, buy credits$/ });
const balanceCard = (page: Page) => page.getByRole('region', { name: 'Available credits' });
const history = (page: Page) => page.getByRole('region', { name: 'Credit History' });

test.describe('/credits', () => {
  test.beforeEach(async ({ page }) => {
    await skipShellIntroductions(page);
  });

  test('the demo student is at a partner school with a pool, and sees their balance, plans and history', async ({ page, request }) => {
    const demo = await logInThroughApi(request, DEMO_STUDENT.email, DEMO_STUDENT.password);
    const status = await schoolStatusOf(request, demo);
    expect(status).toMatchObject({ school_name: DEMO_SCHOOL, is_partner: true });
    expect(status.school_credit_balance).toBeGreaterThan(0);
    const { data: balance } = await getJson<{ data: { available_credits: number } }>(request, '/api/gamification/credits/balance/', demo);

    await signInAsDemoStudent(page);
    await creditsBadge(page).click();
    await page.waitForURL('**/credits');
    await expect(page.getByRole('heading', { level: 1, name: 'Credits' })).toBeVisible();
    await expect(balanceCard(page).getByText(String(balance.available_credits), { exact: true })).toBeVisible();
    await expect(creditsBadge(page)).toHaveAccessibleName(`${balance.available_credits} session credits, buy credits`);

    await expect(page.getByRole('radio', { name: /Semester/ })).toBeChecked();
    await expect(history(page).getByText('Welcome credits')).toBeVisible();
    await expect(history(page).getByRole('listitem').filter({ hasText: 'Welcome credits' })).toContainText('+2');

    await expectNoSeriousA11yViolations(page);
  });

  test('a partner-school student claims school credits: success dialog, header badge and history follow', async ({ page, request }) => {
    // The demo student's allowance can be claimed once per server; the other project (or a second run
    // on the same server) claims with a new student of the same school.
    const demo = await logInThroughApi(request, DEMO_STUDENT.email, DEMO_STUDENT.password);
    const isDemoClaiming = (await schoolStatusOf(request, demo)).credits_remaining_for_you > 0;
    const student = isDemoClaiming ? demo : await registerPartnerStudent(request);
    const { data: before } = await getJson<{ data: { available_credits: number; school_credit_per_student: number } }>(
      request,
      '/api/gamification/credits/balance/',
      student,
    );
    const remaining = (await schoolStatusOf(request, student)).credits_remaining_for_you;
    expect(remaining).toBeGreaterThan(0);

    if (isDemoClaiming) {
      await signInAsDemoStudent(page);
    } else {
      await putSessionInBrowser(page, student);
      await page.goto('/dashboard');
    }
    await page.goto('/credits');
    await expect(creditsBadge(page)).toHaveAccessibleName(`${before.available_credits} session credits, buy credits`);
    await expect(page.getByRole('heading', { name: `Free credits from ${DEMO_SCHOOL}` })).toBeVisible();

    await page.getByRole('button', { name: `Get ${remaining} Free Credits` }).click();
    const dialog = page.getByRole('dialog', { name: 'Credits Allocated!' });
    await expect(dialog).toBeVisible();
    const after = before.available_credits + remaining;
    await expect(dialog.getByText('Credits allocated').locator('xpath=following-sibling::dd')).toHaveText(`+${remaining}`);
    await expect(dialog.getByText('New balance').locator('xpath=following-sibling::dd')).toHaveText(String(after));
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    await expect(creditsBadge(page)).toHaveAccessibleName(`${after} session credits, buy credits`);
    await expect(balanceCard(page).getByText(String(after), { exact: true })).toBeVisible();
    // The allowance is used up: the school action is no longer offered.
    await expect(page.getByRole('heading', { name: `Free credits from ${DEMO_SCHOOL}` })).toBeHidden();
    const entry = history(page).getByRole('listitem').filter({ hasText: `Credits from ${DEMO_SCHOOL}` });
    await expect(entry).toContainText(`+${remaining}`);
    await expect(entry.locator('time')).toHaveText(/^\d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} (AM|PM)$/);
    await expect(history(page).getByText('Welcome credits')).toBeVisible();
  });

  test("Purchase confirms the plan, then Proceed opens the provider's page for the plan and the student in a new tab", async ({ page, context, request }) => {
    const demo = await logInThroughApi(request, DEMO_STUDENT.email, DEMO_STUDENT.password);
    const [profile] = await getJson<{ user: { id: number } }[]>(request, '/api/student-profiles/', demo);
    // The provider's page is outside this test: answer it here instead of reaching the internet.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost).*/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Checkout</title><h1>Checkout</h1>' }),
    );

    await signInAsDemoStudent(page);
    await page.goto('/credits');
    await page.getByRole('radio', { name: /Annual/ }).check({ force: true });
    await expect(page.getByRole('radio', { name: /Annual/ })).toBeChecked();
    await page.getByRole('button', { name: 'Purchase' }).click();

    const dialog = page.getByRole('dialog', { name: 'Confirm Purchase' });
    await expect(dialog).toContainText('You are buying the Annual plan: 24 session credits for $300.00.');
    const proceed = dialog.getByRole('button', { name: 'Proceed' });
    await expect(proceed).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    const [tab] = await Promise.all([context.waitForEvent('page'), proceed.click()]);
    await tab.waitForLoadState();
    const url = new URL(tab.url());
    expect(url.searchParams.get('plan')).toBe('annual');
    expect(url.searchParams.get('client_reference_id')).toBe(String(profile!.user.id));
    // Opened without a way back to Bloom's page.
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('link', { name: 'Open the payment page' })).toHaveAttribute('href', tab.url());
    await tab.close();
  });
});
