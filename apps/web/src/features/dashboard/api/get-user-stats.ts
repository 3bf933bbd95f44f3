import type { UserStats } from '@bloom/contract/user-stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/http';
import { userStatsQueryKey } from '@/lib/user-stats';

export async function getUserStats(): Promise<UserStats> {
  return apiClient.get<UserStats>('/user-stats/');
}

/** GET /api/user-stats/: total activities, referrals and community posts of the dashboard tiles. */
export const userStatsQuery = queryOptions({ queryKey: userStatsQueryKey, queryFn: getUserStats });

export function useUserStats() {
  return useQuery(userStatsQuery);
}
