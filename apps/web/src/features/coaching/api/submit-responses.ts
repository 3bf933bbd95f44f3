import type { CoachFormAnswer, studentResponsesResultSchema } from '@bloom/contract/coaching';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { matchedCoachesQueryKey } from '@/components/coaching-cards/api/get-matched-coaches';
import { HttpError, apiClient } from '@/lib/http';
import { userPointsQueryKey } from '@/lib/user-points';
import { responsesStatusQueryKey } from './get-responses-status';

export type SubmitResponsesResult = z.infer<typeof studentResponsesResultSchema>;

export const SUBMIT_RESPONSES_FAILED_MESSAGE = 'Failed to submit your responses. Please try again.';

export function submitResponses(answers: CoachFormAnswer[]): Promise<SubmitResponsesResult> {
  return apiClient.post<SubmitResponsesResult>('/student-responses/', answers);
}

/** The next allowed time of a 429 'already submitted in the last 24 hours', or null for any other failure. */
export function nextAllowedTimeOf(error: unknown): string | null {
  if (!(error instanceof HttpError) || error.status !== 429 || !error.body || typeof error.body !== 'object') return null;
  const next = (error.body as Record<string, unknown>).next_allowed_time;
  return typeof next === 'string' ? next : null;
}

/**
 * POST /api/student-responses/ (201). Afterwards the matches, the questionnaire status and the points
 * are fetched again (the points popup itself comes from the response's points_event).
 */
export function useSubmitResponses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitResponses,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: matchedCoachesQueryKey }),
        queryClient.invalidateQueries({ queryKey: responsesStatusQueryKey }),
        queryClient.invalidateQueries({ queryKey: userPointsQueryKey }),
      ]);
    },
  });
}
