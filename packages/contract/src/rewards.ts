import { z } from 'zod';

/** What a reward is stored as (spec 'Reward'). */
export const rewardCategories = ['wellness', 'lifestyle', 'food', 'retail', 'other'] as const;
export const rewardCategorySchema = z.enum(rewardCategories);
export type RewardCategory = z.infer<typeof rewardCategorySchema>;

/** The marketplace's filter (spec): 'wellbeing' shows the wellness rewards. */
export const rewardFilterCategories = ['all', 'wellbeing', 'lifestyle', 'food', 'retail'] as const;
export type RewardFilterCategory = (typeof rewardFilterCategories)[number];

// A Map, not an object: a filter comes from the query string, and '__proto__' or 'constructor' must be unknown.
const filterToCategory = new Map<string, RewardCategory | 'all'>([
  ['all', 'all'],
  ['wellbeing', 'wellness'],
  ['wellness', 'wellness'],
  ['lifestyle', 'lifestyle'],
  ['food', 'food'],
  ['retail', 'retail'],
  ['other', 'other'],
]);

/** Matches a filter ignoring spaces, hyphens and case ('Well-Being' is wellness); undefined when unknown. */
export function categoryForFilter(filter: string): RewardCategory | 'all' | undefined {
  return filterToCategory.get(filter.replace(/[\s-]+/g, '').toLowerCase());
}

export const rewardMessages = {
  unknownCategory: 'Choose a category: all, wellbeing, lifestyle, food or retail.',
  notFound: 'This reward is not available.',
  alreadyRedeemed: 'You have already redeemed this reward.',
  insufficientPoints: (needed: number) => `Insufficient Points. You need ${needed} more points to redeem this reward.`,
  outOfCodes: 'Sorry, this reward has run out of codes. Please choose another reward.',
  rewardIdRequired: 'Choose a reward to redeem.',
} as const;

export const rewardErrorCodes = {
  alreadyRedeemed: 'already_redeemed',
  insufficientPoints: 'insufficient_points',
  outOfCodes: 'out_of_codes',
} as const;

export const discountMeasures = ['percent', 'usd'] as const;
export const discountMeasureSchema = z.enum(discountMeasures);

export const rewardSchema = z.object({
  reward_id: z.number().int(),
  category: rewardCategorySchema,
  company: z.string(),
  product_name: z.string(),
  description: z.string(),
  logo_url: z.string().nullable(),
  discount_value: z.number(),
  discount_measure: discountMeasureSchema,
  points_needed: z.number().int(),
  /** YYYY-MM-DD, the last day it can be redeemed; null when it does not expire. */
  expiry_date: z.string().nullable(),
  link: z.string().nullable(),
  terms_link: z.string().nullable(),
});
export type Reward = z.infer<typeof rewardSchema>;

export const rewardsQuerySchema = z.object({
  category: z.string().max(40).default('all').refine((value) => categoryForFilter(value) !== undefined, { error: rewardMessages.unknownCategory }),
});

/** `GET /api/gamification/rewards/`: what can be redeemed today, cheapest first. */
export const rewardsResponseSchema = z.object({
  success: z.literal(true),
  rewards: z.array(rewardSchema),
  /** The student's spendable balance. */
  user_points: z.number().int(),
  total_rewards: z.number().int(),
});
export type RewardsResponse = z.infer<typeof rewardsResponseSchema>;

export const redeemRewardRequestSchema = z.strictObject({
  reward_id: z.coerce
    .number({ error: rewardMessages.rewardIdRequired })
    .int({ error: rewardMessages.rewardIdRequired })
    .positive({ error: rewardMessages.rewardIdRequired })
    .max(2_147_483_647, { error: rewardMessages.rewardIdRequired }),
});
export type RedeemRewardRequest = z.infer<typeof redeemRewardRequestSchema>;

const rewardRefSchema = z.object({ reward_id: z.number().int(), product_name: z.string(), company: z.string() });

/** The codes a redemption handed out: a single-use promo code from the pool, or the reward's shared code. */
export const redemptionMetaSchema = z.object({
  promo_code: z.string().nullable(),
  shared_code: z.string().nullable(),
});

export const redeemRewardResponseSchema = z.object({
  success: z.literal(true),
  user_reward: z.object({ reward: rewardRefSchema, meta: redemptionMetaSchema }),
  redemption_link: z.string().nullable(),
  points_used: z.number().int(),
  remaining_balance: z.number().int(),
});
export type RedeemRewardResponse = z.infer<typeof redeemRewardResponseSchema>;

export const redemptionSchema = z.object({
  user_reward_id: z.number().int(),
  reward: rewardSchema,
  meta: redemptionMetaSchema,
  redemption_link: z.string().nullable(),
  points_used: z.number().int(),
  redeemed_on: z.string(),
});
export type Redemption = z.infer<typeof redemptionSchema>;

/** `GET /api/gamification/user-redemptions/`: newest first. */
export const userRedemptionsResponseSchema = z.object({
  success: z.literal(true),
  redemptions: z.array(redemptionSchema),
});
export type UserRedemptionsResponse = z.infer<typeof userRedemptionsResponseSchema>;

// ---- the operator's add-reward file ----

const httpsUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) address' });
/** A logo is served by the app ("/rewards/x.svg", "/media/...") or lives at an http(s) address. */
const logoUrl = z.union([z.string().regex(/^\/[A-Za-z0-9._~/-]+$/, 'must be a path such as /rewards/logo.svg'), httpsUrl]);
const promoCode = z.string().trim().min(1, 'a code cannot be empty').max(64, 'a code is at most 64 characters');

export const rewardInputSchema = z
  .strictObject({
    category: rewardCategorySchema,
    company: z.string().trim().min(1).max(80),
    product_name: z.string().trim().min(1).max(120),
    description: z.string().trim().min(1).max(600),
    logo_url: logoUrl.nullish(),
    discount_value: z.number().positive().max(100_000),
    discount_measure: discountMeasureSchema,
    points_needed: z.number().int().positive().max(1_000_000),
    expiry_date: z.iso.date().nullish(),
    link: httpsUrl.nullish(),
    terms_link: httpsUrl.nullish(),
    shared_code: promoCode.nullish(),
    codes: z.array(promoCode).max(100_000).optional(),
  })
  .refine((r) => !(r.shared_code && r.codes?.length), { error: 'give either shared_code or codes, not both', path: ['codes'] })
  .refine((r) => Boolean(r.shared_code) || (r.codes?.length ?? 0) > 0, { error: 'give shared_code or a non-empty codes list', path: ['codes'] })
  .refine((r) => !r.discount_measure || r.discount_measure !== 'percent' || r.discount_value <= 100, {
    error: 'a percent discount is at most 100',
    path: ['discount_value'],
  });
export type RewardInput = z.infer<typeof rewardInputSchema>;
