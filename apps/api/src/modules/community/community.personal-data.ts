import { and, asc, eq, ne } from 'drizzle-orm';
import { communityComments, communityPostLikes, communityPosts, distressReports } from '@bloom/db/schema';
import { isoOrNull, type PersonalDataPart } from '../personal-data/personal-data';
import { withdrawComment } from './comments.service';
import { takeStoryOffWall, withdrawLike } from './posts.service';

/**
 * The community wall: the student's stories, their comments, their likes and the distress reports kept
 * about them (decision 0020: their own text, held back for a person to follow up; the follow-up note is
 * the staff's and stays out of the download). Erasing takes the student's likes and comments off other
 * students' stories and deletes the student's stories (with everyone's likes and comments on them)
 * through the wall's own delete paths, so every kept count (likes, comments, the wall's stories) moves
 * the one way it always does. The points ledgers are kept, nothing reversed (decision 0033); the distress
 * reports are deleted: with the account emptied there is nobody left to follow up.
 */
export const communityPersonalData: PersonalDataPart = {
  section: 'community',
  async exportPersonalData(db, userId) {
    const stories = await db
      .select({
        id: communityPosts.id,
        title: communityPosts.title,
        content: communityPosts.content,
        tags: communityPosts.tags,
        isAnonymous: communityPosts.isAnonymous,
        likeCount: communityPosts.likeCount,
        commentCount: communityPosts.commentCount,
        createdAt: communityPosts.createdAt,
      })
      .from(communityPosts)
      .where(eq(communityPosts.userId, userId))
      .orderBy(asc(communityPosts.id));
    const comments = await db.select().from(communityComments).where(eq(communityComments.userId, userId)).orderBy(asc(communityComments.id));
    const likes = await db
      .select()
      .from(communityPostLikes)
      .where(eq(communityPostLikes.userId, userId))
      .orderBy(asc(communityPostLikes.createdAt), asc(communityPostLikes.postId));
    const reports = await db.select().from(distressReports).where(eq(distressReports.userId, userId)).orderBy(asc(distressReports.id));
    return {
      stories: stories.map((s) => ({
        id: s.id,
        title: s.title,
        content: s.content,
        tags: s.tags ? s.tags.split(',') : [],
        is_anonymous: s.isAnonymous,
        like_count: s.likeCount,
        comment_count: s.commentCount,
        created_at: s.createdAt.toISOString(),
      })),
      comments: comments.map((c) => ({ id: c.id, story_id: c.postId, content: c.content, created_at: c.createdAt.toISOString(), updated_at: c.updatedAt.toISOString() })),
      likes: likes.map((l) => ({ story_id: l.postId, liked_at: l.createdAt.toISOString() })),
      distress_reports: reports.map((r) => ({
        source: r.source,
        story_id: r.postId,
        text: r.text,
        status: r.status,
        created_at: r.createdAt.toISOString(),
        handled_at: isoOrNull(r.handledAt),
      })),
    };
  },
  async erasePersonalData(tx, userId) {
    // Likes and comments on the student's own stories go with the stories; only other students' counts move.
    const liked = await tx
      .select({ postId: communityPostLikes.postId })
      .from(communityPostLikes)
      .innerJoin(communityPosts, eq(communityPosts.id, communityPostLikes.postId))
      .where(and(eq(communityPostLikes.userId, userId), ne(communityPosts.userId, userId)))
      .orderBy(asc(communityPostLikes.postId));
    for (const { postId } of liked) await withdrawLike(tx, postId, userId);
    const commented = await tx
      .select({ id: communityComments.id, postId: communityComments.postId })
      .from(communityComments)
      .innerJoin(communityPosts, eq(communityPosts.id, communityComments.postId))
      .where(and(eq(communityComments.userId, userId), ne(communityPosts.userId, userId)))
      .orderBy(asc(communityComments.postId), asc(communityComments.id));
    for (const { id, postId } of commented) await withdrawComment(tx, postId, id);
    // Each story leaves the wall it is on now (the profile part may already have dropped the student's school).
    const stories = await tx
      .select({ id: communityPosts.id, schoolId: communityPosts.schoolId })
      .from(communityPosts)
      .where(eq(communityPosts.userId, userId))
      .orderBy(asc(communityPosts.id));
    for (const story of stories) await takeStoryOffWall(tx, story.id, story.schoolId);
    await tx.delete(distressReports).where(eq(distressReports.userId, userId));
  },
};
