import type { MatchRequest } from '@bloom/contract/coaching';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/http';

export const matchedCoachesQueryKey = ['coaching', 'match-requests'] as const;

export const MATCHED_COACHES_FAILED_MESSAGE = 'Failed to fetch matched coaches. Please try again later.';

/** GET /api/match-requests/: the student's current top coaches (expired matches are left out). */
export function getMatchedCoaches(): Promise<MatchRequest[]> {
  return apiClient.get<MatchRequest[]>('/match-requests/');
}

export function useMatchedCoaches(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: matchedCoachesQueryKey, queryFn: getMatchedCoaches, enabled: options.enabled ?? true });
}
