import type { ReferralData, ReferralDataResponse } from '@bloom/contract/referrals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { successField } from '@/lib/gamification';
import { apiClient } from '@/lib/http';

export const userReferralQueryKey = ['referrals', 'mine'] as const;

export async function getUserReferral(): Promise<ReferralData> {
  return successField(await apiClient.get<ReferralDataResponse>('/user-referral/'), 'data');
}

export const userReferralQuery = queryOptions({ queryKey: userReferralQueryKey, queryFn: getUserReferral });

/** GET /api/user-referral/: the student's code, referrals and the points they brought. */
export function useUserReferral() {
  return useQuery(userReferralQuery);
}
