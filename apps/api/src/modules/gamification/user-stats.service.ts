import { WEEKLY_GOAL_DEFAULT, type UserStats } from '@bloom/contract/user-stats';
import type { Db } from '@bloom/db/client';
import type { Clock } from '../../platform/clock';
import { addDays, canonicalTimeZone, dayOfWeek, startOfZonedDay, zonedDateOf } from '../bookings/zoned-time';
import { countStudentReferrals } from '../referrals/referrals.service';
import { countActivities, countCommunityPosts, findTimezoneOf } from './user-stats.repository';

/** Monday 00:00 of the current week on the student's own clock. */
function startOfWeek(now: Date, timeZone: string): Date {
  const zone = canonicalTimeZone(timeZone) ?? 'UTC';
  const today = zonedDateOf(now.getTime(), zone);
  const daysSinceMonday = (dayOfWeek(today) + 6) % 7;
  return new Date(startOfZonedDay(addDays(today, -daysSinceMonday), zone));
}

export async function getUserStats(db: Db, clock: Clock, userId: number): Promise<UserStats> {
  const weekStart = startOfWeek(clock.now(), await findTimezoneOf(db, userId));
  const [totalActivities, referrals, communityPosts, activitiesThisWeek] = await Promise.all([
    countActivities(db, userId),
    countStudentReferrals(db, userId),
    countCommunityPosts(db, userId),
    countActivities(db, userId, weekStart),
  ]);
  return {
    total_activities: totalActivities,
    referrals,
    community_posts: communityPosts,
    weekly_progress: Math.min(activitiesThisWeek, WEEKLY_GOAL_DEFAULT),
    weekly_goal: WEEKLY_GOAL_DEFAULT,
  };
}
