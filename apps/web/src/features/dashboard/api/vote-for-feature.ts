import type { FeatureId, FeatureRequestResult, FeatureVoteCount, MyFeatureRequests } from '@bloom/contract/feature-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/http';
import { featureVotesQueryKey, myFeatureRequestsQueryKey } from './get-feature-votes';

/** Spec: a feature request submit must return data. */
export const FEATURE_VOTE_FAILED = 'Failed to submit';

/** POST /api/feature-requests/: one vote per student and feature; voting again answers with the same vote. */
export async function voteForFeature(feature: FeatureId): Promise<FeatureRequestResult['data']> {
  const result = await apiClient.post<Partial<FeatureRequestResult> | undefined>('/feature-requests/', { feature });
  if (!result?.data) throw new Error(FEATURE_VOTE_FAILED);
  return result.data;
}

export function useVoteForFeature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voteForFeature,
    onSuccess: (vote) => {
      queryClient.setQueryData<FeatureVoteCount[]>(featureVotesQueryKey, (counts) =>
        counts?.map((entry) => (entry.feature === vote.feature ? { ...entry, count: vote.count } : entry)),
      );
      queryClient.setQueryData<MyFeatureRequests['data']>(myFeatureRequestsQueryKey, (mine = []) =>
        mine.some((entry) => entry.feature === vote.feature) ? mine : [...mine, { feature: vote.feature, voted_at: vote.voted_at }],
      );
    },
  });
}
