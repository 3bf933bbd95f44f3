import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { INVITATIONS_PER_DAY } from '@bloom/contract/referrals';
import { users } from './accounts';

/**
 * Who referred whom. The email keys are the addresses with aliases folded (name+x@, dots in a Gmail
 * address), so a student cannot refer themselves through an alias and one mailbox is referred once.
 * The referrer's points wait until the referred student verifies their email (`completedAt`).
 */
export const referrals = pgTable(
  'referrals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    referrerUserId: integer('referrer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referredUserId: integer('referred_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referrerEmailKey: text('referrer_email_key').notNull(),
    referredEmailKey: text('referred_email_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('referrals_referred_user_key').on(t.referredUserId),
    uniqueIndex('referrals_referred_email_key').on(t.referredEmailKey),
    index('referrals_referrer_idx').on(t.referrerUserId),
    check('referrals_not_self', sql`${t.referrerUserId} <> ${t.referredUserId}`),
    check('referrals_not_own_alias', sql`${t.referrerEmailKey} <> ${t.referredEmailKey}`),
  ],
);

/** Every invitation mail sent, for the record. */
export const referralInvitations = pgTable(
  'referral_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    inviterUserId: integer('inviter_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    emailKey: text('email_key').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referral_invitations_inviter_idx').on(t.inviterUserId, t.sentAt)],
);

/** Invitations a student sent per UTC day; the check refuses the one past the daily limit. */
export const referralInvitationDays = pgTable(
  'referral_invitation_days',
  {
    inviterUserId: integer('inviter_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    sent: integer('sent').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.inviterUserId, t.day] }),
    check('referral_invitation_days_limit', sql`${t.sent} between 1 and ${sql.raw(String(INVITATIONS_PER_DAY))}`),
  ],
);

/** The last invitation to each address (alias-folded): a new one is written only a week after it. */
export const referralInvitationAddresses = pgTable('referral_invitation_addresses', {
  emailKey: text('email_key').primaryKey(),
  lastInvitedAt: timestamp('last_invited_at', { withTimezone: true }).notNull(),
});
