import type { Comment, Liker, Post } from '@bloom/contract/community';
import type { CommentRow } from './comments.repository';
import type { PostRow } from './posts.repository';

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
