import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { discountMeasures, rewardCategories } from '@bloom/contract/rewards';
import { users } from './accounts';
import { pointEntries } from './gamification';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * The marketplace, added by the operator (`add-reward`) and the demo seed. A reward hands out either one
 * shared code to everyone or single-use codes from its pool (reward_codes).
 */
export const rewards = pgTable(
  'rewards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    category: text('category', { enum: rewardCategories }).notNull(),
    company: text('company').notNull(),
    productName: text('product_name').notNull(),
    description: text('description').notNull(),
    logoUrl: text('logo_url'),
    discountValue: numeric('discount_value', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    discountMeasure: text('discount_measure', { enum: discountMeasures }).notNull(),
    pointsNeeded: integer('points_needed').notNull(),
    /** The last day it can be redeemed. */
    expiryDate: date('expiry_date', { mode: 'string' }),
    link: text('link'),
    termsLink: text('terms_link'),
    /** Set for a shared-code reward; null for a reward with a pool of single-use codes. */
    sharedCode: text('shared_code'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The natural key the operator's file and the seed find a reward by.
    uniqueIndex('rewards_company_product_key').on(sql`lower(${t.company})`, sql`lower(${t.productName})`),
    check('rewards_category_known', sql`${t.category} in (${inList(rewardCategories)})`),
    check('rewards_discount_measure_known', sql`${t.discountMeasure} in (${inList(discountMeasures)})`),
    check('rewards_points_positive', sql`${t.pointsNeeded} > 0`),
    check('rewards_discount_positive', sql`${t.discountValue} > 0`),
  ],
);

/** Single-use codes. A claimed code keeps its claim time; a redemption points at it (unique), so no code goes to two students. */
export const rewardCodes = pgTable(
  'reward_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    rewardId: integer('reward_id')
      .notNull()
      .references(() => rewards.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reward_codes_reward_code_key').on(t.rewardId, t.code),
    // The free codes of a reward, oldest first: what a redemption claims (FOR UPDATE SKIP LOCKED).
    index('reward_codes_free_idx').on(t.rewardId, t.id).where(sql`${t.claimedAt} is null`),
  ],
);

/** One per student and reward; the points it took are a `redeem` row of the ledger. */
export const rewardRedemptions = pgTable(
  'reward_redemptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rewardId: integer('reward_id')
      .notNull()
      .references(() => rewards.id),
    rewardCodeId: integer('reward_code_id').references(() => rewardCodes.id),
    promoCode: text('promo_code'),
    sharedCode: text('shared_code'),
    pointsUsed: integer('points_used').notNull(),
    pointEntryId: integer('point_entry_id')
      .notNull()
      .references(() => pointEntries.id, { onDelete: 'cascade' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reward_redemptions_user_reward_key').on(t.userId, t.rewardId),
    uniqueIndex('reward_redemptions_code_key').on(t.rewardCodeId),
    uniqueIndex('reward_redemptions_point_entry_key').on(t.pointEntryId),
    index('reward_redemptions_user_idx').on(t.userId, t.redeemedAt),
    check('reward_redemptions_points_positive', sql`${t.pointsUsed} > 0`),
    check('reward_redemptions_one_code', sql`(${t.promoCode} is null) <> (${t.sharedCode} is null)`),
    check('reward_redemptions_pool_code_claimed', sql`(${t.rewardCodeId} is null) = (${t.promoCode} is null)`),
  ],
);
