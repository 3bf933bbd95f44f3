import type { UserStats } from '@bloom/contract/user-stats';
import type { Db } from '@bloom/db/client';
import { countActivities, countCommunityPosts, countReferrals } from './user-stats.repository';

export async function getUserStats(db: Db, userId: number): Promise<UserStats> {
  const [totalActivities, referrals, communityPosts] = await Promise.all([
    countActivities(db, userId),
    countReferrals(db, userId),
    countCommunityPosts(db, userId),
  ]);
  return { total_activities: totalActivities, referrals, community_posts: communityPosts };
}
