import { z } from 'zod';
import { pointsEventSchema } from './gamification';
import {
  COMMENT_MAX_LENGTH,
  MAX_PAGE_SIZE,
  SEARCH_MAX_LENGTH,
  STORY_MAX_LENGTH,
  STORY_TITLE,
  communityMessages,
} from './community-rules';

/** A story of the community wall (spec 'Community post'). */
export const postSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  is_anonymous: z.boolean(),
  /** Stories carry no picture; always null. */
  image: z.string().nullable(),
  /** The author's public name ('Maya R.'); null on an anonymous story, except for its author. */
  username: z.string().nullable(),
  author: z.string().nullable(),
  user_id: z.number().int().nullable(),
  created_at: z.string(),
  like_count: z.number().int(),
  comment_count: z.number().int(),
  is_liked_by_user: z.boolean(),
  /** Comma-separated labels of the fixed tag list ('' for none). */
  tags: z.string(),
});
export type Post = z.infer<typeof postSchema>;

/** A comment (spec 'Comment'); its author shows as 'Anonymous' under their own anonymous story. */
export const commentSchema = z.object({
  id: z.number().int(),
  post_id: z.number().int(),
  content: z.string(),
  username: z.string(),
  user_id: z.number().int().nullable(),
  user_image: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

/** A student who liked a story (spec 'Liker'); `id` is the student's user id. */
export const likerSchema = z.object({
  id: z.number().int().nullable(),
  username: z.string(),
  profile_image: z.string().nullable(),
  liked_at: z.string(),
});
export type Liker = z.infer<typeof likerSchema>;

/** The spec's paged response: `next` and `previous` are the links of the neighbouring pages, or null. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    results: z.array(item),
    total_pages: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
  });
}
export interface Paged<T> {
  results: T[];
  total_pages: number;
  next: string | null;
  previous: string | null;
}

export const postPageSchema = pagedSchema(postSchema);
export const commentPageSchema = pagedSchema(commentSchema);
export const likerPageSchema = pagedSchema(likerSchema);

const pageNumber = z.coerce.number({ error: 'A valid integer is required.' }).int('A valid integer is required.').min(1, 'Ensure this value is greater than or equal to 1.');
const pageSize = z.coerce
  .number({ error: 'A valid integer is required.' })
  .int('A valid integer is required.')
  .min(1, 'Ensure this value is greater than or equal to 1.')
  .max(MAX_PAGE_SIZE, `Ensure this value is less than or equal to ${MAX_PAGE_SIZE}.`);

export const pageQuerySchema = z.object({ page: pageNumber.optional(), limit: pageSize.optional() });
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const listPostsQuerySchema = pageQuerySchema.extend({
  search: z.string().max(SEARCH_MAX_LENGTH, `Search at most ${SEARCH_MAX_LENGTH} characters.`).optional(),
});
export type ListPostsQuery = z.infer<typeof listPostsQuerySchema>;

export const postIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const commentIdParamsSchema = postIdParamsSchema.extend({ commentId: z.coerce.number().int().min(1).max(2_147_483_647) });

const storyContent = z
  .string({ error: communityMessages.contentRequired })
  .trim()
  .min(1, communityMessages.contentRequired)
  .max(STORY_MAX_LENGTH, communityMessages.storyTooLong);

/** `POST /api/peer-support-posts/`: the title is always 'Story'; tags are checked against the fixed list. */
export const createPostRequestSchema = z.object({
  title: z.literal(STORY_TITLE, { error: communityMessages.titleFixed }).optional(),
  content: storyContent,
  is_anonymous: z.boolean().optional().default(false),
  tags: z.union([z.array(z.string().max(100)).max(100), z.string().max(2000)]).nullish(),
});
export type CreatePostRequest = z.input<typeof createPostRequestSchema>;

export const commentRequestSchema = z.object({
  content: z
    .string({ error: communityMessages.contentRequired })
    .trim()
    .min(1, communityMessages.contentRequired)
    .max(COMMENT_MAX_LENGTH, communityMessages.commentTooLong),
});
export type CommentRequest = z.infer<typeof commentRequestSchema>;

const withPoints = { points_event: pointsEventSchema.nullable() };

export const createPostResponseSchema = postSchema.extend(withPoints);
export const createCommentResponseSchema = commentSchema.extend(withPoints);

/** Like and unlike answer with the story's new state. */
export const likeResponseSchema = z.object({
  post_id: z.number().int(),
  like_count: z.number().int(),
  is_liked_by_user: z.boolean(),
  ...withPoints,
});
export type LikeResponse = z.infer<typeof likeResponseSchema>;

export const deletePostResponseSchema = z.object({
  detail: z.string(),
  /** The sharing points taken back with the story. */
  points_reversed: z.number().int(),
});

/** The dashboard's Student Wins Spotlight: the school's most liked recent stories. */
export const spotlightResponseSchema = z.object({ results: z.array(postSchema) });
export type Spotlight = z.infer<typeof spotlightResponseSchema>;
