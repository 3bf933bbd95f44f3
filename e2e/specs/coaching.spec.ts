import { expect, test, type APIRequestContext, type Page, type TestInfo } from '../support/fixtures';
import path from 'node:path';
import { DEMO_STUDENT, logInThroughApi, putSessionInBrowser, registerVerifiedStudent, uniqueEmail, type StudentSession } from '../support/accounts';
import { completeOnboardingThroughApi, skipShellIntroductions } from '../support/onboarding-helpers';
import { expectNoSeriousA11yViolations } from '../support/a11y';

/**
 * With SHOTS_DIR set, saves a screenshot per project for a person to look at. The points popup
 * celebrates over any screen for a few seconds; `settle` waits until it has gone (it is not clicked:
 * a click there could land on a dialog's backdrop).
 */
async function shoot(page: Page, testInfo: TestInfo, name: string, { fullPage = true, settle = true } = {}) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  if (settle) {
    await expect(page.locator('[role="dialog"][aria-modal="false"]')).toHaveCount(0, { timeout: 20_000 });
    await page.waitForTimeout(400);
  }
  await page.screenshot({ path: path.join(dir, `${testInfo.project.name}-${name}.png`), fullPage });
}

/** A new, onboarded student with the 2 welcome credits, signed in in this tab. */
async function freshStudent(page: Page, request: APIRequestContext): Promise<StudentSession> {
  const session = await registerVerifiedStudent(request, { email: uniqueEmail('coaching'), firstName: 'Jordan' });
  await completeOnboardingThroughApi(request, session);
  await skipShellIntroductions(page);
  await putSessionInBrowser(page, session);
  return session;
}

const creditsBadge = (page: Page) => page.getByRole('banner').getByRole('link', { name: /session credits, buy credits$/ });

/** Answers every question (the first choice, or a sentence) and presses 'Find My Coaches'. */
async function takeQuestionnaire(page: Page, testInfo: TestInfo) {
  const counter = page.getByText(/^Question \d+ of \d+$/);
  await expect(counter).toBeVisible();
  const total = Number(/of (\d+)/.exec((await counter.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(1);
  for (let i = 1; i <= total; i += 1) {
    await expect(page.getByText(`Question ${i} of ${total}`)).toBeVisible();
    const radios = page.getByRole('radio');
    if ((await radios.count()) > 0) {
      await radios.first().check({ force: true });
    } else {
      await page.getByRole('textbox').fill('I want to handle exam stress and sleep better.');
      await expect(page.getByText(/^\d+\/500$/)).toHaveText('46/500');
    }
    if (i === 1) await shoot(page, testInfo, '01-questionnaire');
    await page.getByRole('button', { name: i === total ? 'Find My Coaches' : /^Next/ }).click();
  }
}

/** Books the first free time of the coach on screen; returns the coach's name. */
async function bookFirstFreeTime(page: Page, testInfo: TestInfo): Promise<string> {
  const coachName = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await page.getByRole('button', { name: 'Book Session', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Book a Session with ${coachName}` });
  await expect(dialog).toBeVisible();
  const freeDay = dialog.locator('button[data-date]:not([disabled])').first();
  await expect(freeDay).toBeVisible();
  // Past dates and dates without free times are not offered.
  await expect(dialog.locator('button[data-date][disabled]').first()).toBeAttached();
  await freeDay.click();
  // The points popup may still be celebrating the matches above the dialog: using it keeps the dialog open.
  const celebration = page.locator('[data-floats-above-dialogs] [role="dialog"]');
  if (await celebration.isVisible()) {
    await celebration.getByRole('button').first().click();
    await expect(dialog).toBeVisible();
  }
  // The time chips are labels around visually hidden radios: a student presses the chip.
  await dialog.locator('label').filter({ has: page.getByRole('radio') }).first().click();
  await expect(dialog.getByRole('radio').first()).toBeChecked();
  await dialog.getByRole('textbox', { name: /Notes for your coach/ }).fill('First session, a little nervous.');
  await shoot(page, testInfo, '05-booking-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Book Session (1 Credit)' }).click();
  await expect(dialog.getByText('Session Booked Successfully')).toBeVisible();
  await shoot(page, testInfo, '06-booked-panel', { fullPage: false, settle: false });
  const confirmed = page.getByRole('dialog', { name: 'Booking Confirmed' });
  await expect(confirmed).toBeVisible();
  await expect(confirmed).toContainText(coachName);
  await shoot(page, testInfo, '07-booking-confirmed', { fullPage: false });
  return coachName;
}

test.describe('coaching', () => {
  test('questionnaire, matches, coach profile, booking, sessions, dashboard and cancel', async ({ page, request }, testInfo) => {
    await freshStudent(page, request);

    await page.goto('/coach-matching');
    await expect(page.getByRole('heading', { level: 1, name: 'Find Your Coach' })).toBeVisible();
    await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await takeQuestionnaire(page, testInfo);

    await expect(page.getByRole('heading', { name: 'Finding your coaches' })).toBeVisible();
    await shoot(page, testInfo, '02-analysis', { settle: false });
    await expect(page.getByRole('heading', { name: 'Assessment Submitted Successfully!' })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'See My Matches' }).click();
    await expect(page.getByRole('heading', { name: 'Your Top Coach Matches' })).toBeVisible();
    const profileLinks = page.getByRole('link', { name: /^View Profile of / });
    await expect(profileLinks.first()).toBeVisible();
    expect(await profileLinks.count()).toBeGreaterThanOrEqual(1);
    expect(await profileLinks.count()).toBeLessThanOrEqual(3);
    await expect(page.getByText('Example matches')).toHaveCount(0);
    await shoot(page, testInfo, '03-results');

    await profileLinks.first().click();
    await page.waitForURL(/\/coach\/\d+$/);
    await expect(page.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('main script, main [onerror], main a[href^="javascript:"]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, testInfo, '04-coach-about');
    await page.getByRole('tab', { name: 'Availability' }).click();
    await expect(page.getByText(/The next free times, in your timezone/)).toBeVisible();
    await shoot(page, testInfo, '04-coach-availability');

    await expect(creditsBadge(page)).toHaveAccessibleName('2 session credits, buy credits');
    const coachName = await bookFirstFreeTime(page, testInfo);

    await page.getByRole('dialog', { name: 'Booking Confirmed' }).getByRole('button', { name: 'View My Sessions' }).click();
    await page.waitForURL('**/sessions');
    await expect(page.getByRole('heading', { level: 1, name: 'My Sessions' })).toBeVisible();
    // The booking took 1 credit; the header badge followed the answer's credit_info.
    await expect(creditsBadge(page)).toHaveAccessibleName('1 session credits, buy credits');
    await expect(page.getByRole('tab', { name: 'Upcoming (1)' })).toHaveAttribute('aria-selected', 'true');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: coachName }) });
    await expect(card).toBeVisible();
    await expect(card).toContainText(/Available in |Ready!|Session in progress/);
    await expect(card).toContainText('First session, a little nervous.');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, testInfo, '08-sessions');

    await page.goto('/dashboard');
    const upcoming = page.getByRole('list', { name: 'Upcoming sessions' });
    await expect(upcoming.getByText(coachName)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Matched Coaches' })).toBeVisible();
    await shoot(page, testInfo, '09-dashboard');

    // Already submitted within 24 hours: the screen says when the next submission is allowed.
    await page.goto('/coach-matching');
    await expect(page.getByRole('heading', { name: "You've already taken the assessment" })).toBeVisible();
    await expect(page.getByText(/You can take it again after \d{2} \w{3} \d{4}, \d{2}:\d{2} (AM|PM)\./)).toBeVisible();
    await shoot(page, testInfo, '10-already-submitted');

    await page.goto('/sessions');
    await card.getByRole('button', { name: /^Cancel the session/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this session?' });
    await expect(confirm).toContainText(/your credit will be returned to your balance|the credit will not be returned/);
    const isRefunded = (await confirm.textContent())!.includes('will be returned to your balance');
    await shoot(page, testInfo, '11-cancel-confirm', { fullPage: false });
    await confirm.getByRole('button', { name: 'Cancel Session' }).click();
    await expect(page.getByText(isRefunded ? 'Your session was canceled and your credit has been returned.' : 'Your session was canceled.')).toBeVisible();
    await expect(page.getByText('No upcoming sessions')).toBeVisible();
    await expect(creditsBadge(page)).toHaveAccessibleName(`${isRefunded ? 2 : 1} session credits, buy credits`);
  });

  test('a session seen after it ended: Previous Sessions, Book Again and the rating dialog (the server refuses a rating before the start)', async ({
    page,
    request,
  }, testInfo) => {
    const session = await freshStudent(page, request);
    const headers = { Authorization: `Bearer ${session.access}` };
    // Book the first free time of the first active coach through the API.
    const [profile] = (await (await request.get('/api/student-profiles/', { headers })).json()) as { id: number }[];
    let booked: { time_slot: { start_time: string; end_time: string }; mentor_profile: { id: number; user: { first_name: string; last_name: string } } } | null = null;
    for (let coachId = 1; coachId <= 20 && !booked; coachId += 1) {
      const slots = (await (await request.get('/api/time-slots/availability/', { headers, params: { mentor_id: coachId, timezone: 'UTC' } })).json()) as Record<
        string,
        { start_time: string; end_time: string }[]
      >;
      const first = Object.values(slots).flat()[0];
      if (!first) continue;
      const response = await request.post('/api/book-session/', {
        headers,
        data: { student_profile: profile!.id, mentor_profile: coachId, start_time: first.start_time, end_time: first.end_time, is_default: false, is_rescheduled: false },
      });
      if (response.ok()) booked = await response.json();
    }
    expect(booked).not.toBeNull();
    const coachName = `${booked!.mentor_profile.user.first_name} ${booked!.mentor_profile.user.last_name}`;

    // The browser's clock two days after the session: the app shows it as a previous session.
    await page.clock.setFixedTime(new Date(Date.parse(booked!.time_slot.end_time) + 2 * 24 * 3600_000));
    await page.goto('/dashboard');
    const previous = page.getByRole('list', { name: 'Previous sessions' });
    const row = previous.getByRole('listitem').filter({ hasText: coachName });
    await expect(row).toBeVisible();
    await expect(page.getByText('Sessions you have completed')).toBeVisible();
    await expect(row.getByRole('button', { name: /^Book Again/ })).toBeEnabled();
    await shoot(page, testInfo, '12-dashboard-previous');

    await row.getByRole('button', { name: /^Feedback/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Rate Your Session' });
    await dialog.getByRole('radio', { name: '4 stars' }).check({ force: true });
    await dialog.getByRole('textbox').fill('Looking forward to it.');
    await shoot(page, testInfo, '13-rating-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('An error occurred while submitting feedback');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await row.getByRole('button', { name: /^Book Again/ }).click();
    await page.waitForURL(new RegExp(`/coach/${booked!.mentor_profile.id}$`));
  });

  test("the demo student rates a finished session: 'Feedback Submitted!', then 'Rated: 4/5'", async ({ page, request }, testInfo) => {
    const demo = await logInThroughApi(request, DEMO_STUDENT.email, DEMO_STUDENT.password);
    await skipShellIntroductions(page);
    await putSessionInBrowser(page, demo);
    await page.goto('/dashboard');
    const previous = page.getByRole('list', { name: 'Previous sessions' });
    await expect(previous.getByText('Rated: 5/5')).toBeVisible();
    const unrated = previous.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Feedback/ }) });
    await expect(unrated).toHaveCount(1);

    await unrated.getByRole('button', { name: /^Feedback/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Rate Your Session' });
    await dialog.getByRole('radio', { name: '4 stars' }).check({ force: true });
    await dialog.getByRole('textbox').fill('Calm and practical, thank you.');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const done = page.getByRole('dialog', { name: 'Feedback Submitted!' });
    await expect(done).toContainText('Your session feedback has been successfully submitted.');
    await shoot(page, testInfo, '14-feedback-submitted', { fullPage: false, settle: false });
    await done.getByRole('button', { name: 'Close' }).first().click();
    await expect(previous.getByText('Rated: 4/5')).toBeVisible();
    await expect(previous.getByRole('button', { name: /^Feedback/ })).toHaveCount(0);
  });
});
