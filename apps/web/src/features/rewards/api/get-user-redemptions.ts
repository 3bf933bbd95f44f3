import type { Redemption, UserRedemptionsResponse } from '@bloom/contract/rewards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { successField } from '@/lib/gamification';
import { apiClient } from '@/lib/http';

export const userRedemptionsQueryKey = ['rewards', 'redemptions'] as const;

export async function getUserRedemptions(): Promise<Redemption[]> {
  return successField(await apiClient.get<UserRedemptionsResponse>('/gamification/user-redemptions/'), 'redemptions');
}

export const userRedemptionsQuery = queryOptions({ queryKey: userRedemptionsQueryKey, queryFn: getUserRedemptions });

/** GET /api/gamification/user-redemptions/: the student's redemptions with their codes, newest first. */
export function useUserRedemptions() {
  return useQuery(userRedemptionsQuery);
}
