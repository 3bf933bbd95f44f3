import { useQuery } from '@tanstack/react-query';
// Types only: the contract's modules build zod schemas when imported (docs/decisions/0003).
import type { School } from '@bloom/contract/schools';
import { apiClient } from './http';

export const schoolsQueryKey = ['schools'] as const;

/** The schools this student may choose (the server filters by their email's domain). */
export function getSchools(): Promise<School[]> {
  return apiClient.get<School[]>('/schools/');
}

/** Onboarding and the profile page choose from this list; the catch-all school is always in it. */
export function useSchools(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: schoolsQueryKey, queryFn: getSchools, staleTime: 5 * 60_000, enabled: options.enabled ?? true });
}

/** A school added by a student shows that it is still waiting for the team's review. */
export function schoolOptionLabel(school: School): string {
  return school.status === 'pending_review' ? `${school.school_name} (under review)` : school.school_name;
}
