// Types only from the contract: this file is part of the first screen's chunk (docs/decisions/0003).
import type { UserPoints } from '@bloom/contract/gamification';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { successField } from './gamification';
import { apiClient } from './http';

/** GET /api/gamification/user-points/ `data` (spec 'User points'). */
export type { UserPoints };

export const userPointsQueryKey = ['gamification', 'user-points'] as const;

export async function getUserPoints(): Promise<UserPoints> {
  return successField(await apiClient.get<{ success: boolean; data: UserPoints }>('/gamification/user-points/'), 'data');
}

export const userPointsQuery = queryOptions({ queryKey: userPointsQueryKey, queryFn: getUserPoints });

/** Points and level: the header badges, the dashboard tile and the rewards screens read this. */
export function useUserPoints(options: { enabled?: boolean } = {}) {
  return useQuery({ ...userPointsQuery, enabled: options.enabled ?? true });
}
