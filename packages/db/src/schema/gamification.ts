import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { badgeCategories, badgeRules, pointEntryKinds } from '@bloom/contract/gamification';
import { users } from './accounts';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Points as an append-only ledger (database triggers refuse UPDATE and DELETE; see the migration's
 * hand-written part). Each row keeps the points given at that moment, so a later change of an action's
 * value never rescores the past. `earn` rows (an action; may be negative, e.g. canceled_session),
 * `reversal` rows (taking back one earn row) and `adjustment` rows make up lifetime total_points;
 * `redeem` rows only lower point_balance.
 */
export const pointEntries = pgTable(
  'point_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: pointEntryKinds }).notNull().default('earn'),
    actionType: text('action_type').notNull(),
    points: integer('points').notNull(),
    /** What caused it ("booking:12", "post:7", "redemption:3"), so one cause never pays twice. */
    sourceKey: text('source_key').notNull(),
    /** The earn row a reversal takes back; each can be taken back once. */
    reversesEntryId: integer('reverses_entry_id').references((): AnyPgColumn => pointEntries.id, { onDelete: 'cascade' }),
    /** Why an operator adjusted the points. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('point_entries_user_idx').on(t.userId, t.createdAt),
    // One award per (student, action, source): fifty identical awards at once leave one row.
    uniqueIndex('point_entries_source_key').on(t.userId, t.kind, t.actionType, t.sourceKey),
    uniqueIndex('point_entries_reverses_entry_key').on(t.reversesEntryId),
    check('point_entries_kind_known', sql`${t.kind} in (${inList(pointEntryKinds)})`),
    check('point_entries_reversal_has_target', sql`(${t.kind} = 'reversal') = (${t.reversesEntryId} is not null)`),
    check('point_entries_redeem_takes', sql`${t.kind} <> 'redeem' or ${t.points} < 0`),
    check('point_entries_adjustment_has_reason', sql`${t.kind} <> 'adjustment' or (${t.reason} is not null and ${t.points} <> 0)`),
  ],
);

/**
 * Each student's lifetime total and spendable balance, kept by a trigger on every ledger insert (in the
 * same transaction), so the leaderboard reads one row per student, never a sum over the ledger. The
 * checks hold the balance at or above 0 whatever code writes the ledger.
 */
export const pointTotals = pgTable(
  'point_totals',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    totalPoints: integer('total_points').notNull().default(0),
    pointBalance: integer('point_balance').notNull().default(0),
    /** When total_points last changed: ties on the leaderboard go to whoever got there first. */
    totalChangedAt: timestamp('total_changed_at', { withTimezone: true }).notNull().defaultNow(),
    isHiddenFromLeaderboard: boolean('is_hidden_from_leaderboard').notNull().default(false),
    /**
     * The student's names, copied from users by triggers (migration 0010), so that a page of the leaderboard
     * is read from this table alone: looking up each row's user cost a page as much as the rest of it.
     */
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
  },
  (t) => [
    check('point_totals_balance_not_negative', sql`${t.pointBalance} >= 0`),
    check('point_totals_balance_within_total', sql`${t.pointBalance} <= ${t.totalPoints}`),
    // Leaderboard order: lifetime points, then who got there first. Ties ahead of a student, and a page
    // starting inside a total, are short index-only ranges of it.
    index('point_totals_leaderboard_idx')
      .on(t.totalPoints.desc().nullsFirst(), t.totalChangedAt, t.userId)
      .where(sql`not ${t.isHiddenFromLeaderboard}`),
  ],
);

/**
 * How many visible students hold each lifetime total, kept by a trigger on point_totals at commit. A rank
 * is then a sum over the distinct totals above the student's plus a count of their ties, and a page
 * anywhere is found without walking every student before it.
 */
export const pointTotalCounts = pgTable(
  'point_total_counts',
  {
    totalPoints: integer('total_points').primaryKey(),
    students: integer('students').notNull().default(0),
  },
  (t) => [check('point_total_counts_not_negative', sql`${t.students} >= 0`)],
);

/** How wide a band of `pointBandCounts` is, in lifetime points (the trigger of migration 0010 divides by it too). */
export const POINT_BAND_WIDTH = 100;

/**
 * How many visible students hold a lifetime total in each band of POINT_BAND_WIDTH points (band = total /
 * width), kept by the same trigger as pointTotalCounts: a rank sums the few bands above the student's and
 * the totals inside their own band, not every total above it (on PGlite, that sum was a third of a read).
 * A student's points move their band only when they cross a multiple of the width.
 */
export const pointBandCounts = pgTable(
  'point_band_counts',
  {
    band: integer('band').primaryKey(),
    students: integer('students').notNull().default(0),
  },
  (t) => [check('point_band_counts_not_negative', sql`${t.students} >= 0`)],
);

/** Point value of each action, seeded; operators may tune them (the ledger keeps what was given). */
export const pointActions = pgTable('point_actions', {
  actionType: text('action_type').primaryKey(),
  defaultPoints: integer('default_points').notNull(),
  description: text('description').notNull(),
});

export const levels = pgTable('levels', {
  levelNumber: integer('level_number').primaryKey(),
  name: text('name').notNull(),
  threshold: integer('threshold').notNull().unique(),
  rewardDescription: text('reward_description').notNull().default(''),
});

/** Badge rules as data: do `actionType` `requiredCount` times (net of reversals), or reach level `requiredCount`. */
export const badges = pgTable(
  'badges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull().unique(),
    description: text('description').notNull(),
    rule: text('rule', { enum: badgeRules }).notNull().default('action_count'),
    actionType: text('action_type'),
    requiredCount: integer('required_count').notNull(),
    category: text('category', { enum: badgeCategories }).notNull().default('milestone'),
    /** Bonus points given once, with the badge. */
    points: integer('points').notNull().default(0),
    iconUrl: text('icon_url'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    check('badges_rule_known', sql`${t.rule} in (${inList(badgeRules)})`),
    check('badges_category_known', sql`${t.category} in (${inList(badgeCategories)})`),
    check('badges_rule_shape', sql`(${t.rule} = 'action_count') = (${t.actionType} is not null)`),
    check('badges_required_positive', sql`${t.requiredCount} > 0`),
    check('badges_points_not_negative', sql`${t.points} >= 0`),
  ],
);

/** Once per student (unique), with the time it was earned. */
export const userBadges = pgTable(
  'user_badges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badgeId: integer('badge_id')
      .notNull()
      .references(() => badges.id),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_badges_user_badge_key').on(t.userId, t.badgeId)],
);
