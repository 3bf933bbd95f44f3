import { check, index, integer, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';
import { bookings } from './coaching';
import { schoolCreditEntries } from './schools';

/**
 * Every change to a student's credits is one row; the balance is the sum. Rows are never updated or
 * deleted. A spend locks the owner's users row first so concurrent spends serialise.
 */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason', {
      enum: ['welcome', 'booking', 'booking_refund', 'school_allocation', 'purchase', 'adjustment'],
    }).notNull(),
    bookingId: integer('booking_id').references(() => bookings.id),
    schoolCreditEntryId: integer('school_credit_entry_id').references(() => schoolCreditEntries.id),
    /** The provider event that paid for a purchase; unique, so one event never grants twice. */
    paymentEventId: text('payment_event_id').references((): AnyPgColumn => paymentEvents.eventId),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_entries_user_idx').on(t.userId, t.createdAt),
    check('credit_entries_amount_nonzero', sql`${t.amount} <> 0`),
    uniqueIndex('credit_entries_payment_event_key').on(t.paymentEventId),
    // One pool entry pays one student entry: an allocation is never counted twice.
    uniqueIndex('credit_entries_school_credit_entry_key').on(t.schoolCreditEntryId),
  ],
);

/**
 * Points as a ledger. `kind = 'earn'` rows (which may be negative, e.g. canceled_session) make up lifetime
 * total_points and decide the level; `kind = 'redeem'` rows only lower point_balance.
 */
export const pointEntries = pgTable(
  'point_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['earn', 'redeem'] }).notNull().default('earn'),
    actionType: text('action_type').notNull(),
    points: integer('points').notNull(),
    /** What caused it ("booking:12", "user:7"), so one cause never pays twice. */
    sourceKey: text('source_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('point_entries_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('point_entries_source_key').on(t.userId, t.actionType, t.sourceKey),
  ],
);

/** Point value of each action, seeded; operators may tune them. */
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

export const badges = pgTable('badges', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
  /** The badge is earned when the student has performed `actionType` at least `requiredCount` times. */
  actionType: text('action_type').notNull(),
  requiredCount: integer('required_count').notNull(),
  iconUrl: text('icon_url'),
});

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

/** Payment provider webhook events, one row per event id: a replay finds the row and grants nothing. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  planId: text('plan_id').notNull(),
  credits: integer('credits').notNull(),
  payload: text('payload').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
