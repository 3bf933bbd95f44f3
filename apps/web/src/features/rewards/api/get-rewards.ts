import type { RewardFilterCategory, RewardsResponse } from '@bloom/contract/rewards';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { successField } from '@/lib/gamification';
import { apiClient } from '@/lib/http';

export const rewardsQueryKey = ['rewards', 'catalogue'] as const;

export interface RewardCatalogue {
  rewards: RewardsResponse['rewards'];
  userPoints: number;
  totalRewards: number;
}

export async function getRewards(category: RewardFilterCategory): Promise<RewardCatalogue> {
  const response = await apiClient.get<RewardsResponse>('/gamification/rewards/', { query: { category } });
  return { rewards: successField(response, 'rewards'), userPoints: response.user_points, totalRewards: response.total_rewards };
}

export const rewardsQuery = (category: RewardFilterCategory) => queryOptions({ queryKey: [...rewardsQueryKey, category], queryFn: () => getRewards(category) });

/** GET /api/gamification/rewards/: the marketplace in one category (the last one stays while the next loads). */
export function useRewards(category: RewardFilterCategory) {
  return useQuery({ ...rewardsQuery(category), placeholderData: keepPreviousData });
}
