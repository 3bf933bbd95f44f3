import type { UserStats } from '@bloom/contract/user-stats';
import type { Db } from '@bloom/db/client';
import { countStudentReferrals } from '../referrals/referrals.service';
import { countActivities, countCommunityPosts } from './user-stats.repository';

export async function getUserStats(db: Db, userId: number): Promise<UserStats> {
  const [totalActivities, referrals, communityPosts] = await Promise.all([
    countActivities(db, userId),
    countStudentReferrals(db, userId),
    countCommunityPosts(db, userId),
  ]);
  return { total_activities: totalActivities, referrals, community_posts: communityPosts };
}
