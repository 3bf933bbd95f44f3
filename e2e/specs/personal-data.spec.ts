import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { putSessionInBrowser, registerVerifiedStudent, signInOnScreen, uniqueEmail, type StudentSession } from '../support/accounts';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '../support/fixtures';
import { completeOnboardingThroughApi, skipShellIntroductions } from '../support/onboarding-helpers';
import { readOutbox } from '../support/outbox';

/** Screenshots for a person to look at, when SHOTS_DIR is set. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `${testInfo.project.name}-data-${name}.png`) });
}

/** Books the first free time of the first coach that has one, through the API. */
async function bookAnySession(request: APIRequestContext, session: StudentSession, profileId: number): Promise<number> {
  const headers = { Authorization: `Bearer ${session.access}` };
  for (let coachId = 1; coachId <= 20; coachId += 1) {
    const slots = (await (await request.get('/api/time-slots/availability/', { headers, params: { mentor_id: coachId, timezone: 'UTC' } })).json()) as Record<
      string,
      { start_time: string; end_time: string }[]
    >;
    const first = Object.values(slots).flat()[0];
    if (!first) continue;
    const response = await request.post('/api/book-session/', {
      headers,
      data: { student_profile: profileId, mentor_profile: coachId, ...first, pre_session_note: 'Private note for the journey', is_default: false, is_rescheduled: false },
    });
    if (response.ok()) return ((await response.json()) as { id: number }).id;
  }
  throw new Error('no coach had a free time');
}

test.describe('students own their data', () => {
  test('download the file from /profile, then delete the account with the password; the address signs up again', async ({ page, request }, testInfo) => {
    const email = uniqueEmail('owner');
    const session = await registerVerifiedStudent(request, { email, firstName: 'Noor' });
    const { profileId } = await completeOnboardingThroughApi(request, session);
    const bookingId = await bookAnySession(request, session, profileId);
    await skipShellIntroductions(page);
    await putSessionInBrowser(page, session);
    await page.goto('/profile');

    const yourData = page.getByRole('heading', { level: 2, name: 'Your data' });
    await yourData.scrollIntoViewIfNeeded();
    await shoot(page, testInfo, '01-profile');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^bloom-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      format: string;
      account: { email: string; first_name: string };
      profile: { city: string };
      sessions: { id: number; pre_session_note: string; status: string }[];
      credits: { ledger: unknown[] };
      points: { ledger: unknown[] };
    };
    expect(file.format).toBe('bloom-personal-data');
    expect(file.account).toMatchObject({ email, first_name: 'Noor' });
    expect(file.profile.city).toBe('Portland');
    expect(file.sessions).toEqual([expect.objectContaining({ id: bookingId, pre_session_note: 'Private note for the journey', status: 'booked' })]);
    expect(file.credits.ledger.length).toBeGreaterThan(0);
    expect(file.points.ledger.length).toBeGreaterThan(0);
    await expect(page.getByText('Your data has been downloaded.')).toBeVisible();

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('That password is not correct.')).toBeVisible();
    await shoot(page, testInfo, '02-delete-dialog');
    await dialog.getByLabel('Password').fill(session.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();

    await page.waitForURL('**/login');
    await expect(page.getByText('Your account and your personal data have been deleted.')).toBeVisible();
    await shoot(page, testInfo, '03-deleted');

    // The old password signs in no more, the old token is refused, and no mail to the address is kept.
    await signInOnScreen(page, email, session.password);
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
    const stale = await request.get('/api/account/data/', { headers: { Authorization: `Bearer ${session.access}` } });
    expect(stale.status()).toBe(401);
    expect(await readOutbox(request, email)).toEqual([]);

    // The address is free: it signs up again as a new, empty account.
    const again = await registerVerifiedStudent(request, { email, firstName: 'Noor' });
    const fresh = (await (await request.get('/api/account/data/', { headers: { Authorization: `Bearer ${again.access}` } })).json()) as typeof file;
    expect(fresh.sessions).toEqual([]);
  });
});
