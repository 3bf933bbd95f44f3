import type { LeaderboardResponse } from '@bloom/contract/gamification';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { successField } from '@/lib/gamification';
import { apiClient } from '@/lib/http';

export const leaderboardQueryKey = ['gamification', 'leaderboard'] as const;
export const LEADERBOARD_PAGE_SIZE = 10;

export async function getLeaderboard(page: number): Promise<LeaderboardResponse> {
  const response = await apiClient.get<LeaderboardResponse>('/gamification/leaderboard/', { query: { page, page_size: LEADERBOARD_PAGE_SIZE } });
  successField(response, 'leaderboard');
  return response;
}

export const leaderboardQuery = (page: number) => queryOptions({ queryKey: [...leaderboardQueryKey, page], queryFn: () => getLeaderboard(page) });

/** GET /api/gamification/leaderboard/: one page, the student's rank and the count (the last page stays while the next loads). */
export function useLeaderboard(page: number) {
  return useQuery({ ...leaderboardQuery(page), placeholderData: keepPreviousData });
}
