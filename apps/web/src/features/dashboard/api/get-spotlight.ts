import type { Spotlight } from '@bloom/contract/community';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/http';

export function getSpotlight(): Promise<Spotlight> {
  return apiClient.get<Spotlight>('/peer-support-posts/spotlight/');
}

/** GET /api/peer-support-posts/spotlight/: the most liked stories of the student's school, last 30 days. */
export const spotlightQuery = queryOptions({ queryKey: ['community', 'spotlight'] as const, queryFn: getSpotlight });

export function useSpotlight() {
  return useQuery(spotlightQuery);
}
