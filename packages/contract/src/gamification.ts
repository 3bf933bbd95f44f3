import { z } from 'zod';

export const pointActionTypes = [
  'created_account',
  'submit_coaching_request',
  'booked_session',
  'taken_coaching_session',
  'canceled_session',
  'community_sharing_story',
  'community_liking_story',
  'community_comment_story',
  'referral_signup',
] as const;
export const pointActionTypeSchema = z.enum(pointActionTypes);
export type PointActionType = z.infer<typeof pointActionTypeSchema>;

export const levelUpSchema = z.object({
  level_number: z.number().int(),
  name: z.string(),
  reward_description: z.string(),
});

export const earnedBadgeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
});

/** Carried by every response that awarded points, so the web app can show its popup without guessing. */
export const pointsEventSchema = z.object({
  action_type: z.string(),
  points: z.number().int(),
  total_points: z.number().int(),
  level_up: levelUpSchema.nullable(),
  badges: z.array(earnedBadgeSchema),
});
export type PointsEvent = z.infer<typeof pointsEventSchema>;

export const userLevelSchema = z.object({
  level_number: z.number().int(),
  /** Levels are keyed by their number; level_id repeats it for clients that read an id. */
  level_id: z.number().int(),
  name: z.string(),
  reward_description: z.string(),
  /** Lifetime points at which this level starts. */
  threshold: z.number().int(),
});

export const nextLevelSchema = z.object({
  level_number: z.number().int(),
  name: z.string(),
  /** Lifetime points still missing to reach it. */
  points_needed: z.number().int(),
  threshold: z.number().int(),
});

export const userPointsSchema = z.object({
  user_id: z.number().int(),
  /** Lifetime points: never lowered by a redemption; decides the level. */
  total_points: z.number().int(),
  /** What can still be spent on rewards. */
  point_balance: z.number().int(),
  level: userLevelSchema,
  /** Null at the highest level. */
  next_level: nextLevelSchema.nullable(),
  referral_code: z.string(),
});
export type UserPoints = z.infer<typeof userPointsSchema>;

/** `GET /api/gamification/user-points/`: gamification responses carry success plus the data. */
export const userPointsResponseSchema = z.object({
  success: z.literal(true),
  data: userPointsSchema,
});
export type UserPointsResponse = z.infer<typeof userPointsResponseSchema>;
