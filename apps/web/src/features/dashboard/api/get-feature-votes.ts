import type { AllFeatures, FeatureVoteCount, MyFeatureRequests } from '@bloom/contract/feature-requests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/http';

export const featureVotesQueryKey = ['feature-requests', 'all-features'] as const;
export const myFeatureRequestsQueryKey = ['feature-requests', 'my-requests'] as const;

/** Spec: the list may sit in `data.data` or in `data`. */
export function listFrom<T>(body: unknown): T[] {
  if (Array.isArray(body)) return body as T[];
  const data = (body as { data?: unknown } | null)?.data;
  if (Array.isArray(data)) return data as T[];
  const nested = (data as { data?: unknown } | null)?.data;
  return Array.isArray(nested) ? (nested as T[]) : [];
}

/** GET /api/feature-requests/all-features/: the real vote count of every votable feature. */
export const featureVotesQuery = queryOptions({
  queryKey: featureVotesQueryKey,
  queryFn: async () => listFrom<FeatureVoteCount>(await apiClient.get<AllFeatures>('/feature-requests/all-features/')),
});

/** GET /api/feature-requests/my-requests/: the features this student voted for. */
export const myFeatureRequestsQuery = queryOptions({
  queryKey: myFeatureRequestsQueryKey,
  queryFn: async () => listFrom<MyFeatureRequests['data'][number]>(await apiClient.get<MyFeatureRequests>('/feature-requests/my-requests/')),
});

export function useFeatureVotes() {
  return useQuery(featureVotesQuery);
}

export function useMyFeatureRequests() {
  return useQuery(myFeatureRequestsQuery);
}
