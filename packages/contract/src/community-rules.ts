/**
 * The community wall's limits, tags and messages. Plain data without zod, so the web app's /community
 * screens can use them without loading a validation library (docs/decisions/0003); the wire schemas are
 * in community.ts.
 */
export const STORY_TITLE = 'Story';
export const STORY_MAX_LENGTH = 1000;
export const STORY_MAX_TAGS = 10;
export const COMMENT_MAX_LENGTH = 1000;
export const POSTS_PAGE_SIZE = 10;
export const COMMENTS_PAGE_SIZE = 10;
export const POST_DETAIL_COMMENTS_PAGE_SIZE = 50;
export const LIKERS_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;
/**
 * A search reaches the newest 200 matching stories (20 pages): counting its matches stops there, so a
 * common word never costs a scan of a large wall (docs/decisions/0019). More words narrow it.
 */
export const SEARCH_RESULT_CAP = 200;
export const SEARCH_MAX_LENGTH = 200;
/** Delete post: the success notice stays this long before the student goes back to the wall. */
export const POST_DELETED_REDIRECT_MS = 3000;

/**
 * The fixed tag list: the goal topics of the accounts document and its reflection prompts. Stored and sent
 * as the comma-separated labels; the slug is derived for filtering.
 */
export const storyTagLabels = [
  'Energy & Focus',
  'Resilience',
  'Self-Confidence',
  'Identity',
  'Friendships',
  'Family',
  'Heartbreak',
  'Belonging',
  'Test Confidence',
  'Study Habits',
  'Academic Setbacks',
  'Internships',
  'Career Clarity',
  'Living Abroad',
  'Physical Health',
  'Sleep',
  'Wellness Habits',
  'Stress',
  'Mindfulness',
  'Time Management',
  'Loneliness',
  'Motivation',
  'Gratitude',
  'First Year',
  'What I Learned',
  'My Comeback Story',
  'Small Wins',
] as const;
export type StoryTagLabel = (typeof storyTagLabels)[number];

export function slugifyTag(label: string): string {
  return label
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const storyTagOptions: readonly { value: string; label: StoryTagLabel }[] = storyTagLabels.map((label) => ({
  value: slugifyTag(label),
  label,
}));

/** The label of a tag given as its label or its slug, in any case; undefined when it is not on the list. */
export function findStoryTag(labelOrSlug: string): StoryTagLabel | undefined {
  const slug = slugifyTag(labelOrSlug);
  return storyTagOptions.find((option) => option.value === slug)?.label;
}

/** "Sleep,Study Habits" -> ['Sleep', 'Study Habits']; unknown or empty parts are dropped. */
export function splitTags(tags: string): string[] {
  return tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** What the server says when it refuses a story or comment (the web app shows the spec's own texts). */
export const communityMessages = {
  vulgar: 'This message includes words that go against our community values.',
  distress: 'Your message seems to express serious distress.',
  storyDailyLimit: 'You have reached your daily limit for posting stories. Please try again tomorrow.',
  commentDailyLimit: 'You have reached the maximum number of comments allowed per day.',
  contentRequired: 'Write something to share.',
  storyTooLong: `A story can be at most ${STORY_MAX_LENGTH} characters.`,
  commentTooLong: `A comment can be at most ${COMMENT_MAX_LENGTH} characters.`,
  tooManyTags: `Choose at most ${STORY_MAX_TAGS} tags.`,
  unknownTag: (tag: string) => `"${tag}" is not one of the story tags.`,
  titleFixed: `The title of a story is "${STORY_TITLE}".`,
  notYourStory: 'Only the author can delete this story.',
  notYourComment: 'Only the author can change this comment.',
  postNotFound: 'Post not found',
} as const;

/**
 * The tags of a new story, sent as a list or as one comma-separated string of labels (or slugs), turned
 * into the stored comma-separated labels; duplicates count once. An error names the first problem.
 */
export function normaliseStoryTags(input: readonly string[] | string | null | undefined): { tags: string } | { error: string } {
  const given = typeof input === 'string' ? splitTags(input) : (input ?? []).map((tag) => tag.trim()).filter(Boolean);
  const labels: StoryTagLabel[] = [];
  for (const tag of given) {
    const label = findStoryTag(tag);
    if (!label) return { error: communityMessages.unknownTag(tag) };
    if (!labels.includes(label)) labels.push(label);
  }
  if (labels.length > STORY_MAX_TAGS) return { error: communityMessages.tooManyTags };
  return { tags: labels.join(',') };
}
