import { useQuery } from '@tanstack/react-query';
import type { CreditHistoryEntry } from '@bloom/contract/credits';
import { apiClient } from '@/lib/http';

export const creditHistoryQueryKey = ['credits', 'history'] as const;

export async function getCreditHistory(): Promise<CreditHistoryEntry[]> {
  const response = await apiClient.get<{ success: boolean; data: CreditHistoryEntry[] }>('/gamification/credits/history/');
  return response.data;
}

/** Every entry of the student's credit ledger, newest first. */
export function useCreditHistory() {
  return useQuery({ queryKey: creditHistoryQueryKey, queryFn: getCreditHistory });
}
