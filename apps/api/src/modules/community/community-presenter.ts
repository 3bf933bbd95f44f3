import { postSchema, type Comment, type Liker, type Post } from '@bloom/contract/community';
import type { CommentRow } from './comments.repository';
import type { PostRow, StoryBody, StoryCounts } from './posts.repository';

export const ANONYMOUS = 'Anonymous';

/** What schoolmates see of a student: first name and last initial, never the email-derived username. */
export function publicName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0);
  return initial ? `${firstName.trim()} ${initial.toUpperCase()}.` : firstName.trim();
}

/** An anonymous story names its author only to the author (who still sees delete). */
export function toPost(row: PostRow, viewerId: number): Post {
  const showsAuthor = !row.isAnonymous || row.userId === viewerId;
  const name = showsAuthor ? publicName(row.authorFirstName, row.authorLastName) : null;
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    is_anonymous: row.isAnonymous,
    image: null,
    username: name,
    author: name,
    user_id: showsAuthor ? row.userId : null,
    created_at: row.createdAt.toISOString(),
    like_count: row.likeCount,
    comment_count: row.commentCount,
    is_liked_by_user: row.isLikedByViewer,
    tags: row.tags,
  };
}

/**
 * A story as others see it, written as JSON once (checked against the post's schema then) around the
 * parts that change: its counts and the viewer's like. Its author sees their own anonymous story named,
 * so theirs is written afresh.
 */
export interface StoryJsonParts {
  userId: number;
  isAnonymous: boolean;
  /** `{"id":…,"created_at":"…"`: everything before the counts, without the closing brace. */
  head: string;
  /** `,"tags":[…]}` */
  tail: string;
}

/** No viewer: how anyone but the author sees a story. */
const SOMEONE_ELSE = -1;

export function storyJsonParts(body: StoryBody): StoryJsonParts {
  const { like_count: _likes, comment_count: _comments, is_liked_by_user: _liked, tags, ...head } = postSchema.parse(
    toPost({ ...body, likeCount: 0, commentCount: 0, isLikedByViewer: false }, SOMEONE_ELSE),
  );
  return { userId: body.userId, isAnonymous: body.isAnonymous, head: JSON.stringify(head).slice(0, -1), tail: `,${JSON.stringify({ tags }).slice(1)}` };
}

export function storyJsonText(parts: StoryJsonParts, body: StoryBody, counts: StoryCounts, viewerId: number): string {
  if (parts.isAnonymous && parts.userId === viewerId) return JSON.stringify(toPost({ ...body, ...counts }, viewerId));
  return `${parts.head},"like_count":${counts.likeCount},"comment_count":${counts.commentCount},"is_liked_by_user":${counts.isLikedByViewer}${parts.tail}`;
}

interface StoryAuthor {
  userId: number;
  isAnonymous: boolean;
}

/**
 * Under their own anonymous story, the author's comments and like show as 'Anonymous' without a picture;
 * their id is left only in their own responses, so they can still edit and delete.
 */
function identityUnder(story: StoryAuthor, person: { userId: number; firstName: string; lastName: string; imageUrl: string | null }, viewerId: number) {
  const isHiddenAuthor = story.isAnonymous && person.userId === story.userId;
  if (!isHiddenAuthor) return { name: publicName(person.firstName, person.lastName), id: person.userId, image: person.imageUrl };
  return { name: ANONYMOUS, id: person.userId === viewerId ? person.userId : null, image: null };
}

export function toComment(row: CommentRow, story: StoryAuthor, viewerId: number): Comment {
  const who = identityUnder(story, row, viewerId);
  return {
    id: row.id,
    post_id: row.postId,
    content: row.content,
    username: who.name,
    user_id: who.id,
    user_image: who.image,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toLiker(
  row: { userId: number; likedAt: Date; firstName: string; lastName: string; imageUrl: string | null },
  story: StoryAuthor,
  viewerId: number,
): Liker {
  const who = identityUnder(story, row, viewerId);
  return { id: who.id, username: who.name, profile_image: who.image, liked_at: row.likedAt.toISOString() };
}
