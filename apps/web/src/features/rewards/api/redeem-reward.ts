import type { RedeemRewardResponse } from '@bloom/contract/rewards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { badgesQueryKey } from '@/lib/gamification';
import { apiClient } from '@/lib/http';
import { userPointsQueryKey } from '@/lib/user-points';
import { rewardsQueryKey } from './get-rewards';
import { userRedemptionsQueryKey } from './get-user-redemptions';

export async function redeemReward(rewardId: number): Promise<RedeemRewardResponse> {
  return apiClient.post<RedeemRewardResponse>('/gamification/redeem-reward/', { reward_id: rewardId });
}

/** POST /api/gamification/redeem-reward/; then the points, the catalogue and the history are read again. */
export function useRedeemReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemReward,
    onSettled: () =>
      Promise.all(
        [userPointsQueryKey, rewardsQueryKey, userRedemptionsQueryKey, badgesQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
