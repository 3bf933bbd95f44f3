import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '../support/fixtures';
import { putSessionInBrowser, registerVerifiedStudent, uniqueEmail } from '../support/accounts';
import { completeOnboardingThroughApi, makePng, skipShellIntroductions } from '../support/onboarding-helpers';
import { expectNoSeriousA11yViolations } from '../support/a11y';

/** An address no partner school matches, so the catch-all school is the only one offered. */
const unmatchedEmail = () => uniqueEmail('onboarding', 'lakeshore-learners.org');

/** With SHOTS_DIR set, saves a full-page screenshot per project for a person to look at. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: path.join(dir, `${testInfo.project.name}-${name}.png`), fullPage: true });
  // A long page is also saved in screen-sized parts, which stay legible when viewed.
  const viewport = page.viewportSize();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (!viewport || height <= viewport.height * 1.5) return;
  for (let top = 0, part = 1; top < height; top += viewport.height, part += 1) {
    const clip = { x: 0, y: top, width: viewport.width, height: Math.min(viewport.height, height - top) };
    await page.screenshot({ path: path.join(dir, `${testInfo.project.name}-${name}-part${part}.png`), fullPage: true, clip });
  }
}

/** Keeps what the page puts into a FormData, so the test can look at the picture the browser made. */
async function recordMultipartFields(page: Page) {
  await page.addInitScript(() => {
    const fields: Record<string, FormDataEntryValue> = {};
    (window as unknown as { __uploadFields: typeof fields }).__uploadFields = fields;
    const append = FormData.prototype.append as (this: FormData, ...args: unknown[]) => void;
    FormData.prototype.append = function (this: FormData, name: string, value: string | Blob, filename?: string) {
      fields[name] = value as FormDataEntryValue;
      append.apply(this, filename === undefined ? [name, value] : [name, value, filename]);
    };
  });
}

/** The tour's tooltip: joyride renders it as an alert dialog. */
const tourTooltip = (page: Page) => page.getByRole('alertdialog');

/** The first-time tour on a new student's dashboard, every step, back and forth, to 'Finish Tour'. */
async function runWholeTour(page: Page) {
  const tooltip = tourTooltip(page);
  await expect(tooltip).toContainText('Welcome to Bloom!');
  await tooltip.getByRole('button', { name: 'Next (Step 1 of 6)' }).click();
  await expect(tooltip).toContainText('Find your coach');
  await tooltip.getByRole('button', { name: 'Next (Step 2 of 6)' }).click();
  await expect(tooltip).toContainText('Your matched coaches');
  await tooltip.getByRole('button', { name: 'Back' }).click();
  await expect(tooltip).toContainText('Find your coach');
  await tooltip.getByRole('button', { name: 'Next (Step 2 of 6)' }).click();
  await expect(tooltip).toContainText('Your matched coaches');
  // The fourth step (index 3) lives on /community: the tour goes there and resumes.
  await tooltip.getByRole('button', { name: 'Next (Step 3 of 6)' }).click();
  await page.waitForURL('**/community');
  await expect(tooltip).toContainText('Peer community', { timeout: 10_000 });
  await expect(tooltip.getByRole('button', { name: 'Back' })).toHaveCount(0);
  // The fifth step points at the wall's real 'Share your Story' button.
  await tooltip.getByRole('button', { name: 'Next (Step 4 of 6)' }).click();
  await expect(tooltip).toContainText('Share your story');
  await expect(page.locator('[data-tour="share-your-story"]')).toHaveText('Share your Story');
  await tooltip.getByRole('button', { name: 'Back' }).click();
  await expect(tooltip).toContainText('Peer community');
  await tooltip.getByRole('button', { name: 'Next (Step 4 of 6)' }).click();
  await expect(tooltip).toContainText('Share your story');
  await tooltip.getByRole('button', { name: 'Next (Step 5 of 6)' }).click();
  await expect(tooltip).toContainText("You're all set!");

  const paused = page.waitForRequest((request) => request.method() === 'PATCH' && /\/api\/student-profiles\/\d+\/$/.test(request.url()));
  await tooltip.getByRole('button', { name: 'Finish Tour' }).click();
  await expect(tooltip).toBeHidden();
  expect((await paused).postDataJSON()).toMatchObject({ is_paused: true });
  await expect(page.evaluate(() => localStorage.getItem('dashboardTourCompleted'))).resolves.toBe('true');
  await expect(page.evaluate(() => localStorage.getItem('dashboardTourInProgress'))).resolves.toBeNull();

  // Completed: going back to the dashboard does not start it again.
  await page.getByRole('link', { name: 'Bloom, go to dashboard' }).click();
  await page.waitForURL('**/dashboard');
  await page.waitForTimeout(1500);
  await expect(tooltip).toHaveCount(0);
}

test.describe('onboarding', () => {
  test('a new student adds their school, completes onboarding and the walkthrough, arrives at /dashboard and takes the tour', async ({ page, request }, testInfo) => {
    const session = await registerVerifiedStudent(request, { email: unmatchedEmail(), firstName: 'Jordan', lastName: 'Reyes' });
    await putSessionInBrowser(page, session);
    await page.addInitScript(() => localStorage.setItem('firstDashboardVisit', 'true'));

    await page.goto('/');
    await page.waitForURL('**/onboarding');
    await expect(page.getByRole('heading', { level: 1, name: "Let's cover some basics" })).toBeVisible();
    const school = page.getByLabel('School');
    await expect(school.locator('option', { hasText: 'Other / Not listed' })).toHaveCount(1);
    await expect(school).toHaveValue(/^\d+$/);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, testInfo, 'onboarding');

    // The rule messages, word for word.
    await page.getByRole('textbox', { name: 'City', exact: true }).fill('Lakeshore');
    await page.getByRole('button', { name: 'Continue to Goals' }).click();
    for (const message of ['Degree is required', 'State name is required', 'Gender is required', 'Language preference is required', 'Race/Ethnicity is required']) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('City name is required')).toHaveCount(0);
    await shoot(page, testInfo, 'onboarding-errors');

    // Only the catch-all school is offered: the student adds theirs.
    await expect(page.getByText('Not seeing your school?')).toBeVisible();
    await page.getByRole('button', { name: 'Add your school' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Your School' });
    await expect(dialog.getByText('New schools are reviewed by our team before being fully activated.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Create School' }).click();
    await expect(dialog.getByText('School name is required.')).toBeVisible();
    await dialog.getByLabel('School name').fill('L');
    await dialog.getByRole('button', { name: 'Create School' }).click();
    await expect(dialog.getByText('School name must be at least 2 characters long.')).toBeVisible();
    const schoolName = `Lakeshore College ${randomBytes(3).toString('hex')}`;
    await dialog.getByLabel('School name').fill(schoolName);
    await shoot(page, testInfo, 'add-school-dialog');
    await expectNoSeriousA11yViolations(page);

    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Create School' }).click();
    await expect(page.getByText(/will review it before it is fully activated/)).toBeVisible();
    await reloaded;

    // After the reload: the new school is chosen, the typed city kept, the note still there.
    await expect(page.getByRole('heading', { level: 1, name: "Let's cover some basics" })).toBeVisible();
    await expect(school.locator('option:checked')).toHaveText(`${schoolName} (under review)`);
    await expect(page.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('Lakeshore');
    await expect(page.getByText(new RegExp(`"${schoolName}" has been added and selected`))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add your school' })).toHaveCount(0);

    await page.getByLabel('Degree').selectOption('masters');
    await page.getByLabel('Course name').fill('Marine Biology');
    await page.getByLabel('State').fill('Michigan');
    await page.getByLabel('Gender').selectOption('non-binary');
    await page.getByLabel('Language preference').fill('English, Tagalog');
    await page.getByLabel('Race/Ethnicity').selectOption('asian_american_pacific_islander');
    await page.getByLabel('I am an international student').check();

    const submitted = page.waitForRequest((r) => r.method() === 'PUT' && /\/api\/student-profiles\/\d+\/$/.test(r.url()));
    await page.getByRole('button', { name: 'Continue to Goals' }).click();
    expect((await submitted).postDataJSON()).toMatchObject({
      user: { first_name: 'Jordan', last_name: 'Reyes' },
      degree: 'masters',
      course: 'Marine Biology',
      state: 'Michigan',
      city: 'Lakeshore',
      language_preference: 'English, Tagalog',
      identify_as: 'asian_american_pacific_islander',
      sex: 'non-binary',
      is_international: true,
      is_completed: true,
    });

    // The walkthrough: growth areas, then a confidence level.
    await page.waitForURL('**/walkthrough');
    await expect(page.getByRole('heading', { level: 1, name: 'What would you like to grow in?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await page.getByText('Confidence', { exact: true }).click();
    await page.getByText('Time management', { exact: true }).click();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, testInfo, 'walkthrough-areas');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'How confident do you feel right now?' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('checkbox', { name: 'Time management' })).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Moderate', { exact: true }).click();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, testInfo, 'walkthrough-confidence');

    const created = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/growth-areas/'));
    await page.getByRole('button', { name: 'Complete' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({ growth_area_id: 'confidence,time-management', initial_confidence_level: 'moderate' });
    await expect(page.getByText('Your goals are saved. Taking you to your dashboard...')).toBeVisible();
    await page.waitForURL('**/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('onboardingCompleted'))).toBe('true');

    // A first dashboard visit starts the guided tour, which runs to its end through /community.
    await runWholeTour(page);

    // Finished: onboarding now sends the student to the dashboard.
    await page.goto('/onboarding');
    await page.waitForURL('**/dashboard');
  });
});

test.describe('profile', () => {
  test('view, edit and cancel, edit and save, all kept after a reload', async ({ page, request }, testInfo) => {
    const session = await registerVerifiedStudent(request, { email: unmatchedEmail(), firstName: 'Avery', lastName: 'Kim' });
    await completeOnboardingThroughApi(request, session);
    await putSessionInBrowser(page, session);
    await skipShellIntroductions(page);

    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    const city = page.locator('dt', { hasText: /^City$/ }).locator('xpath=following-sibling::dd[1]');
    await expect(city).toHaveText('Portland');
    await expect(page.getByText('Stress', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, testInfo, 'profile-view');

    // Cancel throws the change away.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('textbox', { name: 'City', exact: true }).fill('Somewhere Else');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(city).toHaveText('Portland');

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('Portland');
    await page.getByRole('textbox', { name: 'City', exact: true }).fill('Eugene');
    await page.getByLabel('What brings you joy').fill('Trail running at sunrise');
    await page.getByText('Social and collaborative', { exact: true }).click();
    await page.getByText('Challenge-oriented', { exact: true }).click();
    await page.getByRole('button', { name: 'Add Mindfulness' }).click();
    await page.getByLabel('Timezone').selectOption('America/Los_Angeles');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, testInfo, 'profile-edit');
    await page.getByRole('button', { name: 'Save Changes' }).click();

    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(city).toHaveText('Eugene');

    await page.reload();
    await expect(city).toHaveText('Eugene');
    await expect(page.getByText('Trail running at sunrise')).toBeVisible();
    await expect(page.getByText('Social and collaborative')).toBeVisible();
    await expect(page.getByText('Challenge-oriented')).toBeVisible();
    await expect(page.getByText('Mindfulness', { exact: true })).toBeVisible();
    await expect(page.locator('dt', { hasText: /^Timezone$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText('America/Los Angeles');
  });

  test('a picture is previewed, resized to a 150x150 JPEG in the browser, uploaded and shown in the header', async ({ page, request }, testInfo) => {
    const session = await registerVerifiedStudent(request, { email: unmatchedEmail(), firstName: 'Sam', lastName: 'Okafor' });
    await completeOnboardingThroughApi(request, session);
    await putSessionInBrowser(page, session);
    await skipShellIntroductions(page);
    await recordMultipartFields(page);

    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    const headerPicture = page.getByRole('banner').getByRole('link', { name: 'Your profile' }).locator('img');
    await expect(headerPicture).toHaveCount(0);

    await page.getByLabel('Choose a profile picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng() });
    await expect(page.getByRole('img', { name: 'Preview of your new profile picture' })).toBeVisible();

    // Cancel first: nothing is sent.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('img', { name: 'Preview of your new profile picture' })).toHaveCount(0);

    await page.getByLabel('Choose a profile picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng() });
    await shoot(page, testInfo, 'profile-picture-preview');
    const uploaded = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/upload-student-profile-image/'));
    await page.getByRole('button', { name: 'Upload' }).click();
    expect((await uploaded).status()).toBe(200);
    // What the browser sent: a 150x150 JPEG it made itself, and the student's user id.
    const sent = await page.evaluate(async () => {
      const fields = (window as unknown as { __uploadFields: Record<string, FormDataEntryValue> }).__uploadFields;
      const image = fields.image as Blob;
      const bitmap = await createImageBitmap(image);
      return { type: image.type, width: bitmap.width, height: bitmap.height, userId: fields.user_id };
    });
    expect(sent).toMatchObject({ type: 'image/jpeg', width: 150, height: 150 });
    expect(sent.userId).toMatch(/^\d+$/);

    await expect(page.getByText('Profile picture uploaded successfully!')).toBeVisible();
    await expect(headerPicture).toHaveAttribute('src', /\/media\//);
    await shoot(page, testInfo, 'profile-picture-uploaded');
    const src = await headerPicture.getAttribute('src');
    const stored = await request.get(src!);
    expect(stored.ok()).toBe(true);
    expect(stored.headers()['content-type']).toContain('image/jpeg');
  });
});
