import type { Comment, PageQuery } from '@bloom/contract/community';
import { COMMENTS_PAGE_SIZE, communityMessages } from '@bloom/contract/community-rules';
import { errorCodes } from '@bloom/contract/errors';
import type { PointsEvent } from '@bloom/contract/gamification';
import type { Db } from '@bloom/db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { awardPoints, reversePoints } from '../gamification/points.service';
import { deleteComment, findComment, insertComment, listComments, updateCommentContent } from './comments.repository';
import { toComment } from './community-presenter';
import { screenContent } from './content-screening.service';
import { countTowardDailyLimit } from './daily-limits';
import { pageRequest, totalPages, type PageRequest } from './paging';
import { changePostCounts } from './posts.repository';
import { storyOnWall } from './posts.service';

export async function listPostComments(
  db: Db,
  userId: number,
  postId: number,
  query: PageQuery,
): Promise<{ comments: Comment[]; page: PageRequest; totalPages: number }> {
  const { post } = await storyOnWall(db, userId, postId);
  const page = pageRequest(query, COMMENTS_PAGE_SIZE);
  const rows = await listComments(db, postId, page);
  return { comments: rows.map((row) => toComment(row, post, userId)), page, totalPages: totalPages(post.commentCount, page.limit) };
}

const commentPointsKey = (commentId: number) => `comment:${commentId}`;

/**
 * Adds a comment under a story of the student's wall: screened first, then counted against the daily
 * limit, stored and counted on the story in one transaction. Commenting on someone else's story earns
 * the comment points, once per comment.
 */
export async function createComment(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  userId: number,
  postId: number,
  content: string,
): Promise<Comment & { points_event: PointsEvent | null }> {
  const { db, clock, config } = deps;
  const { wall, post } = await storyOnWall(db, userId, postId);
  await screenContent(deps, { userId, schoolId: wall.schoolId, source: 'comment', postId, text: content });
  const { commentId, pointsEvent } = await db.transaction(async (tx) => {
    const now = clock.now();
    const count = await countTowardDailyLimit(tx, { userId, action: 'comment', now });
    if (count > config.commentDailyLimit) throw AppError.rateLimited(communityMessages.commentDailyLimit, {}, errorCodes.rateLimited);
    const id = await insertComment(tx, { postId, userId, content, createdAt: now });
    const event = post.userId === userId ? null : await awardPoints(tx, userId, 'community_comment_story', commentPointsKey(id));
    // The story's row last, as for a like: comments on one story queue only for the count and the commit.
    const counts = await changePostCounts(tx, postId, { comments: 1 });
    if (!counts) throw AppError.notFound(communityMessages.postNotFound);
    return { commentId: id, pointsEvent: event };
  });
  const row = await findComment(db, postId, commentId);
  if (!row) throw AppError.notFound();
  return { ...toComment(row, post, userId), points_event: pointsEvent };
}

async function ownComment(db: Db, userId: number, postId: number, commentId: number) {
  const found = await storyOnWall(db, userId, postId);
  const comment = await findComment(db, postId, commentId);
  if (!comment) throw AppError.notFound();
  if (comment.userId !== userId) throw AppError.forbidden(communityMessages.notYourComment);
  return { ...found, comment };
}

/** The comment's author changes its text; the new text is screened like a new comment. */
export async function editComment(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, userId: number, postId: number, commentId: number, content: string): Promise<Comment> {
  const { db, clock } = deps;
  const { wall, post } = await ownComment(db, userId, postId, commentId);
  await screenContent(deps, { userId, schoolId: wall.schoolId, source: 'comment', postId, text: content });
  await updateCommentContent(db, commentId, content, clock.now());
  const row = await findComment(db, postId, commentId);
  if (!row) throw AppError.notFound();
  return toComment(row, post, userId);
}

/**
 * Deletes a comment and takes it off its story's comment count, inside the caller's transaction; false
 * (and no count changed) when it was already gone. Every comment deletion goes through here (the
 * author's delete, an account deletion).
 */
export async function withdrawComment(tx: Db, postId: number, commentId: number): Promise<boolean> {
  if (!(await deleteComment(tx, commentId))) return false;
  await changePostCounts(tx, postId, { comments: -1 });
  return true;
}

/** The comment's author deletes it; the story's count follows and the comment's points are taken back. */
export async function removeComment(db: Db, userId: number, postId: number, commentId: number): Promise<void> {
  await ownComment(db, userId, postId, commentId);
  await db.transaction(async (tx) => {
    if (!(await withdrawComment(tx, postId, commentId))) return;
    await reversePoints(tx, userId, 'community_comment_story', commentPointsKey(commentId));
  });
}
