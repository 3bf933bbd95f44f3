import type { studentResponsesStatusSchema } from '@bloom/contract/coaching';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/http';

export type ResponsesStatus = z.infer<typeof studentResponsesStatusSchema>;

export const responsesStatusQueryKey = ['coaching', 'responses-status'] as const;

export function getResponsesStatus(): Promise<ResponsesStatus> {
  return apiClient.get<ResponsesStatus>('/student-responses/');
}

/** Whether the questionnaire may be taken now (once per 24 hours), so the screen can open in the right state. */
export function useResponsesStatus() {
  return useQuery({ queryKey: responsesStatusQueryKey, queryFn: getResponsesStatus, staleTime: 0 });
}
