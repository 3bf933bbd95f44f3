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
