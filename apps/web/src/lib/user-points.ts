import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './http';

/** GET /api/gamification/user-points/ `data` (spec 'User points'). */
export interface UserPoints {
  user_id: number;
  total_points: number;
  point_balance: number;
  level: { level_number: number; level_id: number; name: string; reward_description: string };
  next_level: { level_number: number; name: string; points_needed: number } | null;
  referral_code: string;
}

export const userPointsQueryKey = ['gamification', 'user-points'] as const;

export async function getUserPoints(): Promise<UserPoints> {
  const response = await apiClient.get<{ success: boolean; data: UserPoints }>('/gamification/user-points/');
  return response.data;
}

export const userPointsQuery = queryOptions({ queryKey: userPointsQueryKey, queryFn: getUserPoints });

/** Points and level: the header badges, the dashboard tile and the rewards screens read this. */
export function useUserPoints(options: { enabled?: boolean } = {}) {
  return useQuery({ ...userPointsQuery, enabled: options.enabled ?? true });
}
