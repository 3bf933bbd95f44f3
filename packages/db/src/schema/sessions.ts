import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * One row per sign-in (a token family): every access and refresh token names its family, and a token
 * is good only while its family is. A family ends at logout, when one of its old refresh tokens is
 * replayed, and when the user's session epoch moves on (a password reset).
 */
export const tokenFamilies = pgTable(
  'token_families',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** users.session_epoch when the family began. */
    sessionEpoch: integer('session_epoch').notNull(),
    /** The jti of the one refresh token of this family that may still be used. */
    refreshJti: uuid('refresh_jti').notNull(),
    /** No token of the family outlives this: rotation never extends a sign-in. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason', { enum: ['logout', 'refresh_replayed'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('token_families_user_idx').on(t.userId)],
);
