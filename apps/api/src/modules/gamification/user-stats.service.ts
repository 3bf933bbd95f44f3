import { WEEKLY_GOAL_DEFAULT, type UserStats } from '@bloom/contract/user-stats';
import type { Db } from '@bloom/db/client';
import type { Clock } from '../../platform/clock';
import { addDays, canonicalTimeZone, DAY_MS, dayOfWeek, startOfZonedDay, zonedDateOf } from '../bookings/zoned-time';
import { findUserStatsRow } from './user-stats.repository';

/** Monday 00:00 of the current week on the student's own clock. */
function startOfWeek(now: Date, timeZone: string): Date {
  const zone = canonicalTimeZone(timeZone) ?? 'UTC';
  const today = zonedDateOf(now.getTime(), zone);
  const daysSinceMonday = (dayOfWeek(today) + 6) % 7;
  return new Date(startOfZonedDay(addDays(today, -daysSinceMonday), zone));
}

/** One query (user-stats.repository.ts). */
export async function getUserStats(db: Db, clock: Clock, userId: number): Promise<UserStats> {
  const now = clock.now();
  const row = await findUserStatsRow(db, userId, new Date(now.getTime() - 8 * DAY_MS));
  if (!row) return { total_activities: 0, referrals: 0, community_posts: 0, weekly_progress: 0, weekly_goal: WEEKLY_GOAL_DEFAULT };
  const weekStart = startOfWeek(now, row.timezone).getTime();
  const activitiesThisWeek = row.recentActivities.reduce((sum, [start, count]) => (Date.parse(start) >= weekStart ? sum + count : sum), 0);
  return {
    total_activities: row.totalActivities,
    referrals: row.referrals,
    community_posts: row.communityPosts,
    weekly_progress: Math.min(activitiesThisWeek, WEEKLY_GOAL_DEFAULT),
    weekly_goal: WEEKLY_GOAL_DEFAULT,
  };
}
