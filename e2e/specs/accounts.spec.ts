import { expect, test, type Page } from '../support/fixtures';
import { DEMO_STUDENT, registerVerifiedStudent, signInAsDemoStudent, signInOnScreen, TEST_PASSWORD, uniqueEmail } from '../support/accounts';
import { latestOutboxId, waitForCode } from '../support/outbox';
import { expectNoSeriousA11yViolations } from '../support/a11y';

/** The red box: the Alert component's error tone. */
const redBox = (page: Page) => page.getByRole('alert');

test.describe('accounts', () => {
  test('register, read the code from the outbox, verify, arrive at /onboarding', async ({ page, request }) => {
    const email = uniqueEmail('signup');
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await expect(page.getByText(/\.edu email to unlock school-specific community features/)).toBeVisible();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('First name').fill('Riley');
    await page.getByLabel('Last name').fill('Nguyen');
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByLabel('Confirm password').fill(TEST_PASSWORD);
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL('**/email-verification');
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    const code = await waitForCode(request, email);
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await expect(page.getByText('Your email has been verified.')).toBeVisible();
    await page.waitForURL('**/onboarding');
  });

  test('the demo student signs in and lands on /dashboard', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back!' })).toBeVisible();
    await expect(page.getByText('Sign in to your account')).toBeVisible();
    await signInAsDemoStudent(page);
    await expect.poll(() => page.evaluate(() => Boolean(localStorage.getItem('accessToken') && localStorage.getItem('refreshToken')))).toBe(true);
  });

  test("a wrong password shows the server's message in the red box", async ({ page }) => {
    await signInOnScreen(page, DEMO_STUDENT.email, 'not-the-password');
    await expect(redBox(page)).toHaveText('Invalid email or password.');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  test('forgot password, code from the outbox, reset, sign in with the new password', async ({ page, request }) => {
    const student = await registerVerifiedStudent(request, { email: uniqueEmail('reset') });
    const newPassword = 'A-brand-new-2026!';
    const before = await latestOutboxId(request, student.email);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await page.getByLabel('Email').fill(student.email);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password reset link has been sent to your email address. Please check your inbox.')).toBeVisible();
    await page.getByRole('link', { name: 'Already have a code? Reset your password' }).click();
    await page.waitForURL((url) => url.pathname === '/reset-password' && url.searchParams.get('email') === student.email);

    const code = await waitForCode(request, student.email, { afterId: before });
    await page.getByLabel('Code').fill(code);
    await page.getByLabel('New password').fill(newPassword);
    await page.getByLabel('Confirm password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your password has been reset' })).toBeVisible();
    await page.waitForURL('**/login');
    // The sign-in from before the reset has ended: its access and refresh tokens answer 401.
    const oldAccess = await request.get('/api/student-profiles/', { headers: { Authorization: `Bearer ${student.access}` } });
    expect(oldAccess.status()).toBe(401);
    expect((await request.post('/api/token/refresh/', { data: { refresh: student.refresh } })).status()).toBe(401);

    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(redBox(page)).toHaveText('Invalid email or password.');

    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    // Verified but not yet onboarded.
    await page.waitForURL('**/onboarding');
  });

  test('an unknown email on the forgot screen asks to recheck it', async ({ page }) => {
    await page.goto('/forget-password');
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(redBox(page)).toHaveText('Please recheck the email you entered');
  });

  test('a protected route without tokens goes to /login, and back there after signing in', async ({ page }) => {
    await page.goto('/credits');
    await page.waitForURL('**/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back!' })).toBeVisible();
    await page.getByLabel('Email').fill(DEMO_STUDENT.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_STUDENT.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/credits');
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/this/page/does-not-exist');
    await expect(page.getByRole('heading', { level: 1, name: /Page Not Found/ })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  test('/ref/{code} opens signup with the code locked', async ({ page }) => {
    await page.goto('/ref/FRIEND42');
    await page.waitForURL('**/register?ref=FRIEND42');
    const code = page.getByLabel('Referral code (optional)');
    await expect(code).toHaveValue('FRIEND42');
    await expect(code).toHaveAttribute('readonly', '');
    await expect(page.getByText('Referral code applied from link')).toBeVisible();
  });

  for (const path of ['/login', '/register']) {
    test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});
