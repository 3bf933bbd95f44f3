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

export const badgeCategories = ['milestone', 'community', 'learning', 'wellness', 'referral'] as const;
export const badgeCategorySchema = z.enum(badgeCategories);
export type BadgeCategory = z.infer<typeof badgeCategorySchema>;

/** How a badge is earned: doing an action a number of times (net of reversals), or reaching a level. */
export const badgeRules = ['action_count', 'level_reached'] as const;
export const badgeRuleSchema = z.enum(badgeRules);
export type BadgeRule = z.infer<typeof badgeRuleSchema>;

export const earnedBadgeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Bonus points the badge gave, already counted in the event's total_points. */
  points: z.number().int(),
  category: badgeCategorySchema,
  icon_url: z.string().nullable(),
});
export type EarnedBadge = z.infer<typeof earnedBadgeSchema>;

/**
 * Carried by every response that awarded points, so the web app can show its popup without guessing.
 * `points` is what the action itself gave; `total_points` is the lifetime total after it, badge bonuses
 * included.
 */
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

// ---- badges ----

export const badgeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  category: badgeCategorySchema,
  /** Bonus points given once, when the badge is earned. */
  points: z.number().int(),
  icon_url: z.string().nullable(),
  rule: badgeRuleSchema,
  /** The counted action of an action_count badge; null for a level badge. */
  action_type: z.string().nullable(),
  /** Times the action must be done, or the level to reach. */
  required_count: z.number().int(),
  /** The student's progress toward required_count (capped at it). */
  progress: z.number().int(),
  is_earned: z.boolean(),
  /** ISO instant; null while not earned. */
  earned_at: z.string().nullable(),
});
export type Badge = z.infer<typeof badgeSchema>;

/** `GET /api/gamification/user-badges/` (earned, newest first) and `available-badges/` (not yet earned). */
export const badgesResponseSchema = z.object({
  success: z.literal(true),
  badges: z.array(badgeSchema),
});
export type BadgesResponse = z.infer<typeof badgesResponseSchema>;

// ---- leaderboard ----

export const LEADERBOARD_DEFAULT_PAGE_SIZE = 10;
export const LEADERBOARD_MAX_PAGE_SIZE = 100;
const pageNumberSchema = z.coerce
  .number({ error: 'Enter a page number of 1 or more.' })
  .int({ error: 'Enter a page number of 1 or more.' })
  .min(1, { error: 'Enter a page number of 1 or more.' })
  .max(1_000_000, { error: 'Enter a page number of 1 or more.' });
const pageSizeSchema = (max: number, fallback: number) =>
  z.coerce
    .number({ error: `Enter a page size from 1 to ${max}.` })
    .int({ error: `Enter a page size from 1 to ${max}.` })
    .min(1, { error: `Enter a page size from 1 to ${max}.` })
    .max(max, { error: `Enter a page size from 1 to ${max}.` })
    .default(fallback);

export const leaderboardQuerySchema = z.object({
  page: pageNumberSchema.default(1),
  page_size: pageSizeSchema(LEADERBOARD_MAX_PAGE_SIZE, LEADERBOARD_DEFAULT_PAGE_SIZE),
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

export const leaderboardEntrySchema = z.object({
  rank: z.number().int(),
  /** First name and last initial only ("Ann L."). */
  name: z.string(),
  total_points: z.number().int(),
  level_number: z.number().int(),
  level_name: z.string(),
  is_current_user: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/**
 * Students ranked by lifetime points; ties go to whoever reached the total first, then to the earlier
 * account. The set is every student who has not hidden themselves, plus the asking student: `user_rank`
 * and `total_users` count that set and the pages together hold exactly `total_users` students.
 */
export const leaderboardResponseSchema = z.object({
  success: z.literal(true),
  leaderboard: z.array(leaderboardEntrySchema),
  /** Null only for an account without points (it is not ranked). */
  user_rank: z.number().int().nullable(),
  total_users: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  total_pages: z.number().int(),
  /** Whether the asking student is hidden from everyone else's leaderboard. */
  is_hidden: z.boolean(),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;

export const leaderboardVisibilityRequestSchema = z.strictObject({
  hide_from_leaderboard: z.boolean({ error: 'Choose whether to hide yourself from the leaderboard.' }),
});
export type LeaderboardVisibilityRequest = z.infer<typeof leaderboardVisibilityRequestSchema>;

export const leaderboardVisibilityResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ hide_from_leaderboard: z.boolean() }),
});

// ---- summary ----

export const pointsByActionSchema = z.object({
  action_type: z.string(),
  description: z.string(),
  /** Times done, net of reversals. */
  count: z.number().int(),
  /** Points these actions gave, net of reversals. */
  points: z.number().int(),
});

export const gamificationSummarySchema = z.object({
  total_points: z.number().int(),
  point_balance: z.number().int(),
  points_redeemed: z.number().int(),
  level: userLevelSchema,
  next_level: nextLevelSchema.nullable(),
  badges_earned: z.number().int(),
  badges_total: z.number().int(),
  rewards_redeemed: z.number().int(),
  user_rank: z.number().int().nullable(),
  total_users: z.number().int(),
  points_by_action: z.array(pointsByActionSchema),
});
export type GamificationSummary = z.infer<typeof gamificationSummarySchema>;

export const gamificationSummaryResponseSchema = z.object({
  success: z.literal(true),
  data: gamificationSummarySchema,
});

// ---- performed actions (the student's points history) ----

/** Ledger rows: an action's award, its reversal, a reward redemption, or an operator's adjustment. */
export const pointEntryKinds = ['earn', 'reversal', 'redeem', 'adjustment'] as const;
export const pointEntryKindSchema = z.enum(pointEntryKinds);
export type PointEntryKind = z.infer<typeof pointEntryKindSchema>;

/** Action types of ledger rows that are not point actions. */
export const ledgerActionTypes = { badgeBonus: 'badge_earned', redemption: 'reward_redemption', adjustment: 'adjustment' } as const;

export const PERFORMED_ACTIONS_DEFAULT_PAGE_SIZE = 20;
export const PERFORMED_ACTIONS_MAX_PAGE_SIZE = 100;
const dateOnlySchema = z.iso.date({ error: 'Enter a date as YYYY-MM-DD.' });

export const performedActionsQuerySchema = z
  .object({
    action_type: z.string().trim().max(64, { error: 'Unknown action type.' }).optional(),
    /** Inclusive, UTC dates. */
    from_date: dateOnlySchema.optional(),
    to_date: dateOnlySchema.optional(),
    page: pageNumberSchema.default(1),
    page_size: pageSizeSchema(PERFORMED_ACTIONS_MAX_PAGE_SIZE, PERFORMED_ACTIONS_DEFAULT_PAGE_SIZE),
  })
  .refine((q) => !q.from_date || !q.to_date || q.from_date <= q.to_date, { error: 'from_date must not be after to_date.', path: ['to_date'] });
export type PerformedActionsQuery = z.infer<typeof performedActionsQuerySchema>;

export const performedActionSchema = z.object({
  id: z.number().int(),
  kind: pointEntryKindSchema,
  action_type: z.string(),
  /** What the action is worth today (null for rows that are not point actions). */
  default_points: z.number().int().nullable(),
  /** What this row gave or took, fixed when it was written. */
  points: z.number().int(),
  description: z.string(),
  created_at: z.string(),
});
export type PerformedAction = z.infer<typeof performedActionSchema>;

export const performedActionsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(performedActionSchema),
  total_actions: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  total_pages: z.number().int(),
});
export type PerformedActionsResponse = z.infer<typeof performedActionsResponseSchema>;
