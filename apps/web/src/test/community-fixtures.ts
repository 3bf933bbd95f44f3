import type { Comment, Liker, Paged, Post } from '@bloom/contract/community';

let nextId = 100;

/** A story as GET /api/peer-support-posts/ answers it; override what the test is about. */
export function makePost(overrides: Partial<Post> = {}): Post {
  nextId += 1;
  return {
    id: nextId,
    title: 'Story',
    content: `Story number ${nextId}: I went to office hours.`,
    is_anonymous: false,
    image: null,
    username: 'Jonah K.',
    author: 'Jonah K.',
    user_id: 2,
    created_at: new Date(Date.now() - 3 * 3600_000).toISOString(),
    like_count: 2,
    comment_count: 1,
    is_liked_by_user: false,
    tags: 'Study Habits,Small Wins',
    ...overrides,
  };
}

export function makeComment(overrides: Partial<Comment> = {}): Comment {
  nextId += 1;
  const created = new Date(Date.now() - 2 * 3600_000).toISOString();
  return {
    id: nextId,
    post_id: 1,
    content: 'So proud of you!',
    username: 'Priya P.',
    user_id: 3,
    user_image: null,
    created_at: created,
    updated_at: created,
    ...overrides,
  };
}

export function makeLiker(overrides: Partial<Liker> = {}): Liker {
  nextId += 1;
  return { id: nextId, username: 'Leo O.', profile_image: null, liked_at: new Date(Date.now() - 5 * 60_000).toISOString(), ...overrides };
}

export function paged<T>(results: T[], { page = 1, totalPages = 1 }: { page?: number; totalPages?: number } = {}): Paged<T> {
  return {
    results,
    total_pages: totalPages,
    next: page < totalPages ? `/api/peer-support-posts/?page=${page + 1}` : null,
    previous: page > 1 ? `/api/peer-support-posts/?page=${page - 1}` : null,
  };
}
