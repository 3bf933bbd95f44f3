import { expect, test, type APIRequestContext, type Page } from '../support/fixtures';
import { putSessionInBrowser, registerVerifiedStudent, TEST_PASSWORD, uniqueEmail, type StudentSession } from '../support/accounts';
import { completeOnboardingThroughApi, skipShellIntroductions } from '../support/onboarding-helpers';
import { readOutbox, waitForCode } from '../support/outbox';
import { expectNoSeriousA11yViolations } from '../support/a11y';

/** A new student, verified and onboarded through the API: 50 points from creating their account. */
async function newStudent(request: APIRequestContext, firstName: string): Promise<StudentSession> {
  const session = await registerVerifiedStudent(request, { email: uniqueEmail(firstName.toLowerCase()), firstName });
  await completeOnboardingThroughApi(request, session);
  return session;
}

async function referralData(request: APIRequestContext, session: StudentSession) {
  const response = await request.get('/api/user-referral/', { headers: { Authorization: `Bearer ${session.access}` } });
  return ((await response.json()) as { data: { code: string; total_referral: number; points: number; active_referral: number } }).data;
}

const pointsBadge = (page: Page) => page.getByRole('banner').getByRole('link', { name: /points, view rewards$/ });
const rewardCard = (page: Page, product: string) => page.getByRole('article', { name: product });

test.describe('/rewards and /referrals', () => {
  test.beforeEach(async ({ page, context }) => {
    await skipShellIntroductions(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('redeem a reward, see and copy its code; a reward that costs too much cannot be redeemed', async ({ page, request }) => {
    const student = await newStudent(request, 'Robin');
    await putSessionInBrowser(page, student);
    await page.goto('/rewards');
    await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your Redemptions' }).getByText('No redemptions yet')).toBeVisible();
    await expect(pointsBadge(page)).toHaveAccessibleName('50 points, view rewards');
    await expectNoSeriousA11yViolations(page);

    // Too dear: the button is off and says what is missing.
    const headphones = rewardCard(page, 'Noise-canceling headphones');
    await expect(headphones.getByRole('button', { name: /^Insufficient Points/ })).toBeDisabled();
    await expect(headphones.getByText('Need 2,450 more points')).toBeVisible();

    // The filter (matched ignoring case and hyphens on the server) narrows the catalogue.
    await page.getByRole('group', { name: 'Reward category' }).getByRole('button', { name: 'Food' }).click();
    await expect(page.getByRole('group', { name: 'Reward category' }).getByRole('button', { name: 'Food' })).toHaveAttribute('aria-pressed', 'true');
    await expect(headphones).toBeHidden();

    const coffee = rewardCard(page, 'Any coffee or tea');
    await coffee.getByRole('button', { name: /^Redeem Reward/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Redeem this reward?' });
    await expect(confirm).toContainText('Any coffee or tea from Campus Grind Café');
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'Redeem for 50 points' }).click();

    const success = page.getByRole('dialog', { name: 'Reward Redeemed!' });
    await expect(success).toBeVisible();
    const code = (await success.getByText(/^CAMPUS-[0-9A-F]{8}$/).textContent())!;
    await expectNoSeriousA11yViolations(page);
    await success.getByRole('button', { name: `Copy code (promo code ${code})` }).click();
    await expect(success.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    // The checkmark goes back after 2 seconds.
    await expect(success.getByRole('button', { name: `Copy code (promo code ${code})` })).toBeVisible({ timeout: 4000 });
    await success.getByRole('button', { name: 'Done' }).click();

    await expect(coffee.getByRole('button', { name: /^Redeemed!/ })).toBeDisabled();
    await expect(page.getByRole('region', { name: 'Your Redemptions' }).getByText(code, { exact: true })).toBeVisible();
    // Lifetime points (the header) stay; the balance to spend is 0.
    await expect(pointsBadge(page)).toHaveAccessibleName('50 points, view rewards');
    const points = page.getByRole('region', { name: 'Points to spend' });
    await expect(points.getByText('0', { exact: true })).toBeVisible();
    await expect(points.getByText('50 lifetime points')).toBeVisible();
  });

  test('invite a friend by email; the friend joins from the mail, verifies, and the referrer gets their points', async ({ page, request, browser }) => {
    const referrer = await newStudent(request, 'Avery');
    await putSessionInBrowser(page, referrer);
    await page.goto('/referrals');
    await expect(page.getByRole('heading', { level: 1, name: 'Referrals' })).toBeVisible();
    const { code } = await referralData(request, referrer);
    await expect(page.getByText(code, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const invite = page.getByRole('form', { name: 'Invite a friend by email' });
    await invite.getByLabel("Friend's email").fill('not-an-address');
    await invite.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(invite.getByText('Please enter a valid email address')).toBeVisible();

    const friendEmail = uniqueEmail('friend');
    await invite.getByLabel("Friend's email").fill(friendEmail);
    await invite.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(invite.getByRole('status').filter({ hasText: `Invitation sent to ${friendEmail}!` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // The banner goes after 5 seconds.
    await expect(invite.getByText(`Invitation sent to ${friendEmail}!`)).toBeHidden({ timeout: 8000 });

    const [mail] = await readOutbox(request, friendEmail);
    expect(mail?.subject).toBe('Avery T. invited you to Bloom');
    const link = /https?:\/\/\S+\/ref\/[A-Z0-9]+/.exec(mail!.text)?.[0];
    expect(link).toBeDefined();

    // The friend, in a browser of their own.
    const friendContext = await browser.newContext();
    const friend = await friendContext.newPage();
    await friend.goto(new URL(link!).pathname);
    await friend.waitForURL(`**/register?ref=${code}`);
    await expect(friend.getByLabel('Referral code (optional)')).toHaveValue(code);
    await friend.getByLabel('Email').fill(friendEmail);
    await friend.getByLabel('First name').fill('Jordan');
    await friend.getByLabel('Last name').fill('Lee');
    await friend.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await friend.getByLabel('Confirm password').fill(TEST_PASSWORD);
    await friend.getByRole('checkbox', { name: /I agree to the/ }).check();
    await friend.getByRole('button', { name: 'Create account' }).click();
    await friend.waitForURL('**/email-verification');
    expect(await referralData(request, referrer)).toMatchObject({ total_referral: 1, active_referral: 0, points: 0 });

    const otp = await waitForCode(request, friendEmail, { subject: /verification/i });
    await friend.getByLabel('Verification code').fill(otp);
    await friend.getByRole('button', { name: 'Verify Email' }).click();
    await friend.waitForURL('**/onboarding');
    await friendContext.close();

    await page.reload();
    const stats = page.getByRole('region', { name: 'Your referrals' });
    await expect(stats.getByRole('listitem').filter({ hasText: 'Total Referrals' })).toContainText('1');
    await expect(stats.getByRole('listitem').filter({ hasText: 'Active Referrals' })).toContainText('1');
    await expect(stats.getByRole('listitem').filter({ hasText: 'Points Earned' })).toContainText('50');
    await expect(pointsBadge(page)).toHaveAccessibleName('100 points, view rewards');
    expect(await referralData(request, referrer)).toMatchObject({ total_referral: 1, active_referral: 1, points: 50 });
  });

  test('/achievements shows the badges earned and to earn, and shares one in a popup', async ({ page, request }) => {
    const student = await newStudent(request, 'Sam');
    await putSessionInBrowser(page, student);
    await page.goto('/achievements');
    await expect(page.getByRole('heading', { level: 1, name: 'Achievements' })).toBeVisible();
    const unlocked = page.getByRole('region', { name: 'Unlocked' });
    await expect(unlocked.getByRole('article', { name: 'First Steps' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Available' }).getByRole('article', { name: 'Storyteller' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await unlocked.getByRole('button', { name: 'Share First Steps' }).click();
    const share = page.getByRole('dialog', { name: 'Share your achievement' });
    await expect(share).toContainText('I just earned the First Steps badge on Bloom');
    await expect(share.getByRole('link', { name: /Share on LinkedIn/ })).toHaveAttribute('href', /^https:\/\/www\.linkedin\.com\/feed\/\?shareActive=true&text=I%20just%20earned/);
    await expectNoSeriousA11yViolations(page);
    const [download] = await Promise.all([page.waitForEvent('download'), share.getByRole('button', { name: 'Download badge (First Steps)' }).click()]);
    expect(download.suggestedFilename()).toBe('bloom-first-steps-badge.png');
  });
});
