import { and, eq, gt, gte, ne, sql, type Placeholder } from 'drizzle-orm';
import { ledgerActionTypes } from '@bloom/contract/gamification';
import type { Db } from '@bloom/db/client';
import { communityPosts, pointEntries, referrals, users } from '@bloom/db/schema';
import { preparedRead } from '../../platform/prepared';

/**
 * Activities are the point-earning actions the student took; penalties (a cancellation) and badge bonuses
 * are not.
 */
const isActivityOf = (userId: Placeholder) =>
  and(eq(pointEntries.userId, userId), eq(pointEntries.kind, 'earn'), gt(pointEntries.points, 0), ne(pointEntries.actionType, ledgerActionTypes.badgeBonus));

export interface UserStatsRow {
  timezone: string;
  totalActivities: number;
  referrals: number;
  communityPosts: number;
  /** Activities since `recentSince`, counted per quarter hour (every timezone's offset is a multiple of it). */
  recentActivities: [bucketStart: string, count: number][];
}

/**
 * The dashboard's counters in one round trip. The week starts at Monday 00:00 on the student's own clock,
 * which is known only with their timezone: the activities of the last eight days come back per quarter
 * hour, and the caller adds up those from the start of the week.
 */
const userStatsRow = preparedRead((db) => {
  const userId = sql.placeholder('userId');
  const bucket = sql`date_bin('15 minutes', ${pointEntries.createdAt}, timestamptz '2000-01-01T00:00:00Z')`;
  return db
    .select({
      timezone: users.timezone,
      totalActivities: sql<number>`(select count(*)::int from ${pointEntries} where ${isActivityOf(userId)})`,
      referrals: sql<number>`(select count(*)::int from ${referrals} where ${eq(referrals.referrerUserId, userId)})`,
      communityPosts: sql<number>`(select count(*)::int from ${communityPosts} where ${eq(communityPosts.userId, userId)})`,
      recentActivities: sql<[string, number][]>`(select coalesce(json_agg(json_build_array(b.start, b.n)), '[]'::json) from (
        select ${bucket} as start, count(*)::int as n from ${pointEntries}
        where ${and(isActivityOf(userId), gte(pointEntries.createdAt, sql`${sql.placeholder('recentSince')}::timestamptz`))} group by 1) b)`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .prepare('user_stats_row');
});

export async function findUserStatsRow(db: Db, userId: number, recentSince: Date): Promise<UserStatsRow | undefined> {
  const [row] = await userStatsRow(db).execute({ userId, recentSince: recentSince.toISOString() });
  return row;
}
