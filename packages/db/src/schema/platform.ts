import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Work done later (mail delivery and retries, session reminders). Workers claim due rows with
 * FOR UPDATE SKIP LOCKED, so any number of API processes can share one database.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default(sql`'{}'::jsonb`),
    /** Null means "as soon as possible"; a time means "not before" (as the server's clock sees it). */
    runAt: timestamp('run_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** A claimed job is leased to one worker until this instant; an expired lease means the worker died. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** Cancelled jobs are kept for the record and never run (e.g. reminders of a cancelled booking). */
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** Groups jobs that belong to one thing, so they can be cancelled together ("booking:12"). */
    subjectKey: text('subject_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // In the claim's order (jobs to run now first, then by time), so a claim reads the first due job and
    // never sorts every reminder still waiting for its day.
    index('jobs_due_idx').on(t.runAt.asc().nullsFirst(), t.id).where(sql`${t.doneAt} is null and ${t.canceledAt} is null`),
    index('jobs_subject_idx').on(t.subjectKey),
  ],
);

/** Every message the product sends. Without SMTP this table is the transport (the dev outbox). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** [{ filename, contentType, content }] with text content (calendar invitations). */
    attachments: jsonb('attachments').notNull().default(sql`'[]'::jsonb`),
    status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull().default('pending'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_messages_created_idx').on(t.createdAt)],
);

/** Fixed-window counters shared by every process: one row per key and window. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    category: text('category').notNull(),
    action: text('action').notNull(),
    label: text('label'),
    properties: jsonb('properties').notNull().default(sql`'{}'::jsonb`),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_received_idx').on(t.receivedAt)],
);

/**
 * A version per kind of shared data that API processes keep in memory as answers ('rewards': the rewards
 * catalogue; 'coaches': coaches' names and photos, shown in bookings lists): bumped by statement triggers on
 * every change, whoever makes it, and read beside each request's own row, so a kept answer is used only while
 * it is the current one (migration 0008).
 */
export const referenceVersions = pgTable('reference_versions', {
  name: text('name').primaryKey(),
  version: integer('version').notNull().default(0),
});
