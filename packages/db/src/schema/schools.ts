import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const schools = pgTable(
  'schools',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** Lower-cased name with runs of whitespace collapsed: keeps "Ohio  State" and "ohio state" one school. */
    nameKey: text('name_key').notNull(),
    /** A regular expression matched against the student's email; '*', '.*', empty or null means open to all. */
    domain: text('domain'),
    resourceLink: text('resource_link'),
    /** The school every student may pick. Exactly one row has it. */
    isCatchAll: boolean('is_catch_all').notNull().default(false),
    /** New schools wait for an operator: visible only to their creator until activated. */
    status: text('status', { enum: ['active', 'pending_review'] }).notNull().default('active'),
    createdByUserId: integer('created_by_user_id').references((): AnyPgColumn => users.id),
    /** Partner schools fund credits from a pool (a ledger, see school_credit_entries). */
    isPartner: boolean('is_partner').notNull().default(false),
    creditsPerStudent: integer('credits_per_student').notNull().default(5),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('schools_name_key_key').on(t.nameKey),
    uniqueIndex('schools_single_catch_all').on(t.isCatchAll).where(sql`${t.isCatchAll}`),
  ],
);

/**
 * A school's credit pool as an append-only ledger: deposits are positive, allocations to students negative,
 * and an operator lowering the pool writes a negative withdrawal.
 */
export const schoolCreditEntries = pgTable(
  'school_credit_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    amount: integer('amount').notNull(),
    reason: text('reason', { enum: ['deposit', 'allocation', 'withdrawal'] }).notNull(),
    userId: integer('user_id').references(() => users.id),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('school_credit_entries_school_idx').on(t.schoolId),
    index('school_credit_entries_user_idx').on(t.userId),
    check(
      'school_credit_entries_direction',
      sql`(${t.reason} = 'deposit' and ${t.amount} > 0) or (${t.reason} = 'allocation' and ${t.amount} < 0 and ${t.userId} is not null) or (${t.reason} = 'withdrawal' and ${t.amount} < 0 and ${t.userId} is null)`,
    ),
  ],
);
