import { expect, test, type APIRequestContext, type Page } from '../support/fixtures';
import { putSessionInBrowser, registerVerifiedStudent, uniqueEmail, type StudentSession } from '../support/accounts';
import { completeOnboardingThroughApi, skipShellIntroductions } from '../support/onboarding-helpers';
import { expectNoSeriousA11yViolations } from '../support/a11y';

const DEMO_SCHOOL = 'Bloom Demo University';

/** A new student of the demo school (its wall has the demo stories), onboarded through the API and signed in. */
async function newDemoSchoolStudent(page: Page, request: APIRequestContext, firstName: string): Promise<StudentSession> {
  const session = await registerVerifiedStudent(request, { email: uniqueEmail('wall', 'bloom.local'), firstName, lastName: 'Tester' });
  const schools = (await (await request.get('/api/schools/', { headers: { Authorization: `Bearer ${session.access}` } })).json()) as { school_id: number; school_name: string }[];
  const school = schools.find((s) => s.school_name === DEMO_SCHOOL);
  if (!school) throw new Error(`${DEMO_SCHOOL} is not offered to a bloom.local student`);
  await completeOnboardingThroughApi(request, session, { schoolId: school.school_id });
  await skipShellIntroductions(page);
  await putSessionInBrowser(page, session);
  return session;
}

const stories = (page: Page) => page.getByRole('list', { name: 'Stories' }).getByRole('article');
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });

async function shareStory(page: Page, text: string, { tag, anonymous = false }: { tag?: string; anonymous?: boolean } = {}) {
  await page.getByRole('button', { name: 'Share your Story' }).click();
  const modal = page.getByRole('dialog', { name: 'Share your Story' });
  await modal.getByRole('textbox', { name: 'Your story' }).fill(text);
  await expect(modal.getByText(`${text.length}/1000`)).toBeVisible();
  if (tag) {
    await modal.getByText('Add tags (optional)').click();
    await modal.getByText(tag, { exact: true }).click();
  }
  if (anonymous) await modal.getByRole('switch', { name: 'Post anonymously' }).click();
  await modal.getByRole('button', { name: 'Share Story' }).click();
}

test.describe('/community', () => {
  test('a new student pages through a living wall, searches it, shares a story, likes it, comments, edits and deletes the comment, and deletes the story', async ({ page, request }) => {
    test.setTimeout(150_000);
    await newDemoSchoolStudent(page, request, 'Robin');
    await page.goto('/community');
    await expect(page.getByText(DEMO_SCHOOL)).toBeVisible();
    await expect(stories(page)).toHaveCount(10);
    await expectNoSeriousA11yViolations(page);

    // Three pages of demo stories: the numbers and Next move between them.
    await expect(pagination(page).getByRole('button', { name: /^Page / })).toHaveText(['1', '2', '3']);
    const firstOnPage1 = await stories(page).first().textContent();
    await pagination(page).getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pagination(page).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(stories(page).first()).not.toHaveText(firstOnPage1!);
    await pagination(page).getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=3/);
    await expect(pagination(page).getByRole('button', { name: 'Next' })).toBeDisabled();
    await pagination(page).getByRole('button', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/page=2/);

    // A partial word finds the story that has the whole one.
    await page.getByRole('searchbox', { name: 'Search stories' }).fill('recurs');
    await expect(stories(page)).toHaveCount(1);
    await expect(stories(page).first()).toContainText('understood recursion');
    await page.getByRole('searchbox', { name: 'Search stories' }).fill('zzqxv');
    await expect(page.getByText('No stories found matching your search.')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search stories' }).fill('');
    await expect(stories(page)).toHaveCount(10);

    // Share a story; it is first on the wall, with its tag, and the author may delete it.
    const text = `Finished my first 5k today ${Date.now().toString(36)} <b>not bold</b>`;
    await shareStory(page, text, { tag: 'Physical Health' });
    const shared = page.getByRole('dialog', { name: 'Story Shared!' });
    await expect(shared).toBeVisible();
    // The points popup follows the answer's points_event; the first story also earns the Storyteller badge.
    await expect(page.getByText('You earned 25 points for sharing your story.', { exact: true })).toBeVisible();
    await expect(page.getByText('You earned the Storyteller badge. Shared your first story', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(page);
    await shared.getByRole('button', { name: 'OK' }).click();
    const mine = stories(page).first();
    await expect(mine).toContainText(text);
    await expect(mine).toContainText('Physical Health');
    await expect(mine).toContainText('Robin T.');
    await expect(mine.getByRole('button', { name: 'Delete story' })).toBeVisible();
    await expect(stories(page).nth(1).getByRole('button', { name: 'Delete story' })).toHaveCount(0);

    // Like it at once; the likers dialog lists the student.
    await mine.getByRole('button', { name: 'Like story' }).click();
    await expect(mine.getByRole('button', { name: 'Unlike story' })).toHaveAttribute('aria-pressed', 'true');
    await expect(mine.getByRole('button', { name: '1 like' })).toBeVisible();
    await mine.getByRole('button', { name: '1 like' }).click();
    const likers = page.getByRole('dialog', { name: 'Liked by' });
    await expect(likers.getByText('Robin T.')).toBeVisible();
    await expect(likers.getByText('Just now')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');

    // Open it, comment, edit the comment, delete it.
    await mine.getByRole('link', { name: /open the story/ }).click();
    await expect(page).toHaveURL(/\/community\/\d+$/);
    await expect(page.getByText(text)).toBeVisible();
    const box = page.getByRole('textbox', { name: 'Add a comment' });
    await box.fill('Thank you all for the motivation!');
    await expect(page.getByText('33/1000')).toBeVisible();
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await expect(page.getByText('Thank you all for the motivation!')).toBeVisible();
    await expect(box).toHaveValue('');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Edit comment' }).click();
    const editor = page.getByRole('textbox', { name: 'Edit your comment' });
    await editor.fill('Thank you all, truly!');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Thank you all, truly!')).toBeVisible();
    await expect(page.getByText('(edited)')).toBeVisible();

    await page.getByRole('button', { name: 'Delete comment' }).click();
    const deleteComment = page.getByRole('dialog', { name: 'Delete Comment' });
    await expectNoSeriousA11yViolations(page);
    await deleteComment.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Thank you all, truly!')).toHaveCount(0);
    await expect(page.getByText('No comments yet.')).toBeVisible();

    // Delete the story: confirm, 'Post Deleted', then back on the wall after 3 seconds, without it.
    await page.getByRole('button', { name: 'Delete story' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Post' });
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog', { name: 'Post Deleted' })).toBeVisible();
    await page.waitForURL('**/community', { timeout: 8000 });
    await expect(stories(page).first()).toBeVisible();
    await expect(page.getByText(text)).toHaveCount(0);
  });

  test("a story showing distress gets 'Support Available' and stays off the wall; a vulgar one gets 'Content Warning'", async ({ page, request }) => {
    await newDemoSchoolStudent(page, request, 'Sky');
    await page.goto('/community');
    await expect(stories(page)).toHaveCount(10);

    const distress = `I want to die, I can't do this anymore ${Date.now().toString(36)}`;
    await shareStory(page, distress, { anonymous: true });
    const support = page.getByRole('dialog', { name: 'Support Available' });
    await expect(support).toContainText('Your message seems to express serious distress');
    await expect(support.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    await expect(support.getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
    await expect(support.getByRole('link', { name: 'Campus Resources' })).toHaveAttribute('href', '/campus-resources');
    await expect(page.getByRole('dialog', { name: 'Share your Story' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await support.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('searchbox', { name: 'Search stories' }).fill(distress.split(' ').at(-1)!);
    await expect(page.getByText('No stories found matching your search.')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search stories' }).fill('');

    await shareStory(page, 'This fucking class is bullshit');
    const warning = page.getByRole('dialog', { name: 'Content Warning' });
    await expect(warning).toContainText('This message includes words that go against our community values');
    await expectNoSeriousA11yViolations(page);
    await warning.getByRole('button', { name: 'OK' }).click();
    await expect(stories(page).first()).not.toContainText('bullshit');
  });

  test("the dashboard spotlights the school's real stories and its Stories Posted tile counts the student's own", async ({ page, request }) => {
    const session = await newDemoSchoolStudent(page, request, 'Kai');
    await page.goto('/dashboard');
    const storiesTile = page.getByRole('region', { name: 'Your progress' }).getByRole('link', { name: /Stories Posted$/ });
    await expect(storiesTile).toHaveAccessibleName('0 Stories Posted');
    const spotlight = page.getByRole('heading', { name: 'Student Wins Spotlight' }).locator('xpath=ancestor::section[1]');
    await expect(spotlight.getByRole('link', { name: /likes?/ }).first()).toHaveAttribute('href', /^\/community\/\d+$/);

    const shared = await request.post('/api/peer-support-posts/', {
      headers: { Authorization: `Bearer ${session.access}` },
      data: { title: 'Story', content: 'Presented my poster at the research fair.', is_anonymous: false },
    });
    expect(shared.status()).toBe(201);
    await page.reload();
    await expect(storiesTile).toHaveAccessibleName('1 Stories Posted');
    await storiesTile.click();
    await expect(page).toHaveURL(/\/community$/);
    await expect(stories(page).first()).toContainText('Presented my poster at the research fair.');
  });
});
