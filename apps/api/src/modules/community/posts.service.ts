import type { CreatePostRequest, LikeResponse, Liker, PageQuery, Post } from '@bloom/contract/community';
import {
  LIKERS_PAGE_SIZE,
  POSTS_PAGE_SIZE,
  SEARCH_RESULT_CAP,
  STORY_TITLE,
  communityMessages,
  normaliseStoryTags,
} from '@bloom/contract/community-rules';
import { errorCodes, genericErrorMessages } from '@bloom/contract/errors';
import type { PointsEvent } from '@bloom/contract/gamification';
import type { Db } from '@bloom/db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { awardPoints, reversePoints } from '../gamification/points.service';
import { storyJsonText, toLiker, toPost } from './community-presenter';
import { screenContent } from './content-screening.service';
import { countTowardDailyLimit } from './daily-limits';
import { pageRequest, totalPages, type PageRequest } from './paging';
import { spotlightKept } from './spotlight-kept';
import { storyBodiesKept } from './story-bodies-kept';
import {
  changePostCounts,
  changeWallCount,
  countSearchMatches,
  deleteLike,
  deletePost,
  expandSearchWords,
  findStudentWall,
  findStudentWallPage,
  findStudentWallSpotlight,
  findStoryOnStudentWall,
  likeStoryOnStudentWall,
  insertStory,
  listLikers,
  listMostLiked,
  listSearchPage,
  lockPostOnWall,
  searchQuery,
  SPOTLIGHT_SIZE,
  type PostRow,
  type StoryCounts,
} from './posts.repository';

export interface Wall {
  schoolId: number;
  schoolName: string;
  postCount: number;
}

/** A valid token of a user who is gone. */
const unknownStudent = () => new AppError(401, errorCodes.tokenInvalid, genericErrorMessages.tokenInvalid);

/** The wall of the signed-in student, and their name. */
export async function studentWall(db: Db, userId: number): Promise<Wall & { firstName: string; lastName: string }> {
  const wall = await findStudentWall(db, userId);
  if (!wall) throw unknownStudent();
  return wall;
}

/** A story of the student's own wall; any other answers 404, as if it did not exist. */
export async function storyOnWall(db: Db, userId: number, postId: number): Promise<{ wall: Wall; post: PostRow }> {
  const found = await findStoryOnStudentWall(db, userId, postId);
  if (!found) throw unknownStudent();
  if (!found.post) throw AppError.notFound(communityMessages.postNotFound);
  return { wall: found.wall, post: found.post };
}

/**
 * Stories read with their live counts, in that order, as JSON: their kept parts with the counts written
 * in (a story deleted since is left out).
 */
async function storiesAsJson(db: Db, stories: StoryCounts[], viewerId: number, now: Date): Promise<string[]> {
  const kept = await storyBodiesKept.stories(db, stories.map((story) => story.id), now);
  const countsOf = new Map(stories.map((story) => [story.id, story]));
  return kept.map(({ body, json }) => storyJsonText(json, body, countsOf.get(body.id)!, viewerId));
}

/** A story read whole (a search, a spotlight chosen afresh), as JSON. */
function postAsJson(row: PostRow, viewerId: number): string {
  return JSON.stringify(toPost(row, viewerId));
}

const MAX_SEARCH_WORDS = 8;

/** The words of a search, lower-cased, letters and digits only ("Test-anxiety!" -> test, anxiety). */
export function searchWords(search: string): string[] {
  const words = search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((word) => word.slice(0, 40)))].slice(0, MAX_SEARCH_WORDS);
}

export interface PostPage {
  wall: Wall;
  /** Each story written as JSON. */
  postsJson: string[];
  page: PageRequest;
  totalPages: number;
}

/**
 * A page of the student's wall, newest first, each story written as JSON. Without a search its size
 * comes from the wall's kept count. A search matches every word (partial or slightly misspelt words through the wall's
 * vocabulary, then the full-text index) and reaches at most SEARCH_RESULT_CAP stories, so counting its
 * matches never scans the wall (docs/decisions/0019).
 */
export async function listPosts(db: Db, clock: AppDeps['clock'], userId: number, query: PageQuery & { search?: string }): Promise<PostPage> {
  const page = pageRequest(query, POSTS_PAGE_SIZE);
  const words = searchWords(query.search ?? '');
  if (words.length === 0) {
    const found = await findStudentWallPage(db, { userId, limit: page.limit, offset: page.offset });
    if (!found) throw unknownStudent();
    const { stories, ...wall } = found;
    const postsJson = await storiesAsJson(db, stories, userId, clock.now());
    return { wall, page, totalPages: totalPages(wall.postCount, page.limit), postsJson };
  }
  const wall = await studentWall(db, userId);
  const search = searchQuery(await expandSearchWords(db, words));
  const total = await countSearchMatches(db, wall.schoolId, search, SEARCH_RESULT_CAP);
  const reachable = Math.max(0, Math.min(page.limit, total - page.offset));
  const rows = reachable
    ? await listSearchPage(db, { schoolId: wall.schoolId, viewerId: userId, query: search, limit: reachable, offset: page.offset })
    : [];
  return { wall, page, totalPages: totalPages(total, page.limit), postsJson: rows.map((row) => postAsJson(row, userId)) };
}

export async function getPost(db: Db, userId: number, postId: number): Promise<Post> {
  const { post } = await storyOnWall(db, userId, postId);
  return toPost(post, userId);
}

/**
 * Publishes a story on the student's wall: screened first (a refusal stores no story and does not count),
 * then, in one transaction, counted against the daily limit, stored, counted on the wall and paid with
 * the sharing points.
 */
export async function createPost(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  userId: number,
  request: CreatePostRequest & { content: string },
): Promise<Post & { points_event: PointsEvent | null }> {
  const { db, clock, config } = deps;
  const wall = await studentWall(db, userId);
  const tags = normaliseStoryTags(request.tags);
  if ('error' in tags) throw AppError.validation({ tags: [tags.error] });
  const content = request.content.trim();
  await screenContent(deps, { userId, schoolId: wall.schoolId, source: 'story', text: content });

  const { story, pointsEvent } = await db.transaction(async (tx) => {
    const now = clock.now();
    const count = await countTowardDailyLimit(tx, { userId, action: 'story', now });
    if (count > config.storyDailyLimit) {
      throw AppError.rateLimited(communityMessages.storyDailyLimit, {}, errorCodes.dailyLimitExceeded);
    }
    const values = { schoolId: wall.schoolId, userId, title: STORY_TITLE, content, isAnonymous: request.is_anonymous ?? false, tags: tags.tags, createdAt: now };
    const id = await insertStory(tx, values, `${content} ${tags.tags.replaceAll(',', ' ')}`);
    const event = await awardPoints(tx, userId, 'community_sharing_story', `post:${id}`);
    // The wall's count last: every story of the school queues for its row, so it is held only until commit.
    await changeWallCount(tx, wall.schoolId, 1, id);
    return { story: { ...values, id }, pointsEvent: event };
  });
  spotlightKept.forget(db, wall.schoolId);
  // The answer is the row as written, by its author, with nothing counted yet.
  const created: PostRow = { ...story, authorFirstName: wall.firstName, authorLastName: wall.lastName, likeCount: 0, commentCount: 0, isLikedByViewer: false };
  return { ...toPost(created, userId), points_event: pointsEvent };
}

/**
 * Deletes a story with its likes and comments and takes it off its wall's kept count, inside the
 * caller's transaction; false (and no count changed) when it was already gone. Every story deletion
 * goes through here (the author's delete, an account deletion).
 */
export async function takeStoryOffWall(tx: Db, postId: number, schoolId: number): Promise<boolean> {
  if (!(await deletePost(tx, postId))) return false;
  await changeWallCount(tx, schoolId, -1, postId);
  return true;
}

/** Deletes the author's own story with its likes and comments, and takes its sharing points back. */
export async function removePost(db: Db, userId: number, postId: number): Promise<{ pointsReversed: number }> {
  const wall = await studentWall(db, userId);
  return db.transaction(async (tx) => {
    const post = await lockPostOnWall(tx, postId, wall.schoolId);
    if (!post) throw AppError.notFound(communityMessages.postNotFound);
    if (post.userId !== userId) throw AppError.forbidden(communityMessages.notYourStory);
    await takeStoryOffWall(tx, postId, wall.schoolId);
    const pointsReversed = await reversePoints(tx, userId, 'community_sharing_story', `post:${postId}`);
    return { pointsReversed };
  });
}

/** PostgreSQL's foreign-key violation: the story was deleted while the like was being written. */
function isMissingStory(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/**
 * Likes a story once, whatever the number of requests: the like row's primary key decides, and only the
 * request that wrote it moves the counter and pays the liking points (never for one's own story, and
 * never again after unliking and liking again: the points are keyed by the story).
 */
export async function likePost(db: Db, userId: number, postId: number): Promise<LikeResponse> {
  try {
    const { liked, schoolId } = await db.transaction(async (tx) => {
      // The story is found on the student's wall by the statement that likes it.
      const story = await likeStoryOnStudentWall(tx, userId, postId);
      if (!story) throw AppError.notFound(communityMessages.postNotFound);
      const answer = { post_id: postId, like_count: story.likeCount, is_liked_by_user: true, points_event: null as PointsEvent | null };
      if (!story.isNew) return { liked: answer, schoolId: story.schoolId };
      // The points first: the story's row is locked last (its count), so the likes of a much-liked story
      // queue only for that update and the commit.
      const pointsEvent = story.authorId === userId ? null : await awardPoints(tx, userId, 'community_liking_story', `post:${postId}`);
      const counts = await changePostCounts(tx, postId, { likes: 1 });
      return { liked: { ...answer, like_count: counts?.likeCount ?? story.likeCount + 1, points_event: pointsEvent }, schoolId: story.schoolId };
    });
    // After the commit: a spotlight chosen before it may have the old order.
    spotlightKept.forget(db, schoolId);
    return liked;
  } catch (error) {
    if (isMissingStory(error)) throw AppError.notFound(communityMessages.postNotFound);
    throw error;
  }
}

/**
 * Takes the student's like of a story back and the story's like count with it, inside the caller's
 * transaction; null (and no count changed) when there was no like. Every unlike goes through here (the
 * unlike button, an account deletion). The liking points stay: they pay once per story, never twice.
 */
export async function withdrawLike(tx: Db, postId: number, userId: number): Promise<{ likeCount: number | undefined } | null> {
  if (!(await deleteLike(tx, postId, userId))) return null;
  const counts = await changePostCounts(tx, postId, { likes: -1 });
  return { likeCount: counts?.likeCount };
}

export async function unlikePost(db: Db, userId: number, postId: number): Promise<LikeResponse> {
  const { post } = await storyOnWall(db, userId, postId);
  const unliked = await db.transaction(async (tx): Promise<LikeResponse> => {
    const withdrawn = await withdrawLike(tx, postId, userId);
    if (!withdrawn) return { post_id: postId, like_count: post.likeCount, is_liked_by_user: false, points_event: null };
    return { post_id: postId, like_count: withdrawn.likeCount ?? Math.max(0, post.likeCount - 1), is_liked_by_user: false, points_event: null };
  });
  spotlightKept.forget(db, post.schoolId);
  return unliked;
}

export async function listPostLikers(
  db: Db,
  userId: number,
  postId: number,
  query: PageQuery,
): Promise<{ likers: Liker[]; page: PageRequest; totalPages: number }> {
  const { post } = await storyOnWall(db, userId, postId);
  const page = pageRequest(query, LIKERS_PAGE_SIZE);
  const rows = await listLikers(db, postId, page);
  return { likers: rows.map((row) => toLiker(row, post, userId)), page, totalPages: totalPages(post.likeCount, page.limit) };
}

const SPOTLIGHT_DAYS = 30;

/**
 * The Student Wins Spotlight, as JSON: the most liked stories of the student's school in the last 30
 * days. A kept choice (spotlight-kept.ts) is shown in one query; a stale one, a story deleted since or a
 * student who moved school chooses again.
 */
export async function getSpotlight(db: Db, clock: AppDeps['clock'], userId: number): Promise<string[]> {
  const now = clock.now();
  const kept = spotlightKept.forViewer(db, userId, now);
  if (kept) {
    const found = await findStudentWallSpotlight(db, userId, kept.ids);
    if (!found) throw unknownStudent();
    if (found.schoolId === kept.schoolId && found.stories.length === kept.ids.length) return storiesAsJson(db, found.stories, userId, now);
  }
  const wall = await studentWall(db, userId);
  spotlightKept.seen(db, userId, wall.schoolId);
  const since = new Date(now.getTime() - SPOTLIGHT_DAYS * 24 * 3600 * 1000);
  const rows = await listMostLiked(db, { schoolId: wall.schoolId, viewerId: userId, since, limit: SPOTLIGHT_SIZE });
  if (rows.length === SPOTLIGHT_SIZE) spotlightKept.keep(db, wall.schoolId, rows.map((row) => row.id), now);
  else spotlightKept.forget(db, wall.schoolId);
  return rows.map((row) => postAsJson(row, userId));
}
