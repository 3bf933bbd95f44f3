import type { Question } from '@bloom/contract/coaching';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/http';

export const questionsQueryKey = ['coaching', 'questions'] as const;

export function getQuestions(): Promise<Question[]> {
  return apiClient.get<Question[]>('/questions/');
}

/** The coach-matching questionnaire, in the order it is asked. */
export function useQuestions() {
  return useQuery({ queryKey: questionsQueryKey, queryFn: getQuestions, staleTime: 5 * 60_000 });
}
