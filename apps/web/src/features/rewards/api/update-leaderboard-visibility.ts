import type { LeaderboardVisibilityRequest } from '@bloom/contract/gamification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/http';
import { leaderboardQueryKey } from './get-leaderboard';

export async function updateLeaderboardVisibility(body: LeaderboardVisibilityRequest): Promise<void> {
  await apiClient.put('/gamification/leaderboard-settings/', body);
}

/** PUT /api/gamification/leaderboard-settings/: hide the student from everyone else's leaderboard, or show them again. */
export function useUpdateLeaderboardVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLeaderboardVisibility,
    onSettled: () => queryClient.invalidateQueries({ queryKey: leaderboardQueryKey }),
  });
}
