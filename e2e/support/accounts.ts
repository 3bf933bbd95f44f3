import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { latestOutboxId, waitForCode } from './outbox';

/** The seeded demo student: verified and onboarded, so signing in lands on /dashboard. */
export const DEMO_STUDENT = { email: 'demo@bloom.local', password: 'BloomDemo2026!', firstName: 'Demo' } as const;

export const TEST_PASSWORD = 'Bloom-Test-2026!';

/** A fresh address per call, so tests and projects (desktop, phone) never collide on one server. */
export function uniqueEmail(prefix = 'student', domain = 'state.edu'): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@${domain}`;
}

export interface StudentSession {
  email: string;
  password: string;
  access: string;
  refresh: string;
}

async function postJson<T>(request: APIRequestContext, path: string, data: unknown, token?: string): Promise<T> {
  const response = await request.post(path, { data, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs in through the API (not the screen) and returns both tokens. */
export async function logInThroughApi(request: APIRequestContext, email: string, password: string): Promise<StudentSession> {
  const tokens = await postJson<{ access: string; refresh: string }>(request, '/api/login/', { email, password, type: 'student' });
  return { email, password, access: tokens.access, refresh: tokens.refresh };
}

/**
 * A new student, registered and verified through the API with the code from the outbox, as the
 * signup screen would do it. The profile is not completed: the app sends them to /onboarding.
 */
export async function registerVerifiedStudent(
  request: APIRequestContext,
  { email = uniqueEmail(), password = TEST_PASSWORD, firstName = 'Riley', lastName = 'Test' } = {},
): Promise<StudentSession> {
  const before = await latestOutboxId(request, email);
  await postJson(request, '/api/signup/', {
    email,
    username: email.toLowerCase(),
    first_name: firstName,
    last_name: lastName,
    password,
    is_student: true,
    is_mentor: false,
    timezone: 'UTC',
    referral_code: null,
  });
  const otp = await waitForCode(request, email, { afterId: before });
  await postJson(request, '/api/verify-email/', { email, otp });
  return logInThroughApi(request, email, password);
}

/**
 * Puts a session's tokens into the browser's local storage before the first page script runs, so the
 * next `page.goto` opens the app signed in. Once per tab: a later logout stays logged out.
 */
export async function putSessionInBrowser(page: Page, session: Pick<StudentSession, 'access' | 'refresh'>): Promise<void> {
  await page.addInitScript(
    ([access, refresh]) => {
      if (sessionStorage.getItem('e2eSessionApplied')) return;
      sessionStorage.setItem('e2eSessionApplied', '1');
      localStorage.setItem('accessToken', access);
      localStorage.setItem('refreshToken', refresh);
    },
    [session.access, session.refresh] as const,
  );
}

/** Signs in on the /login screen as a person would. */
export async function signInOnScreen(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Signs in as the demo student on the /login screen and waits for the dashboard. */
export async function signInAsDemoStudent(page: Page): Promise<void> {
  await signInOnScreen(page, DEMO_STUDENT.email, DEMO_STUDENT.password);
  await page.waitForURL('**/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
}
