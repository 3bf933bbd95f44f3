import { useQuery } from '@tanstack/react-query';
import type { SchoolCreditStatus } from '@bloom/contract/credits';
import { apiClient } from '@/lib/http';

export const schoolCreditStatusQueryKey = ['credits', 'school-status'] as const;

export async function getSchoolCreditStatus(): Promise<SchoolCreditStatus> {
  const response = await apiClient.get<{ success: boolean; data: SchoolCreditStatus }>('/gamification/credits/school-status/');
  return response.data;
}

/** The student's school pool and how much of their allowance is left. */
export function useSchoolCreditStatus(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: schoolCreditStatusQueryKey, queryFn: getSchoolCreditStatus, enabled: options.enabled ?? true });
}
