import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** One row per student and feature they voted for: the unique index makes a second vote a no-op, also under races. */
export const featureVotes = pgTable(
  'feature_votes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A feature id of the contract's `votableFeatures` ('weekly_goal_tracking', ...). */
    feature: text('feature').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('feature_votes_user_feature_key').on(t.userId, t.feature), index('feature_votes_feature_idx').on(t.feature)],
);
