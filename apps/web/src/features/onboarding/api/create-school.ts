import type { School } from '@bloom/contract/schools';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/http';

/** POST /api/schools/create/: a new school waits for review; an existing name returns that school. */
export function createSchool(schoolName: string): Promise<School> {
  return apiClient.post<School>('/schools/create/', { school_name: schoolName });
}

export function useCreateSchool() {
  return useMutation({ mutationFn: createSchool });
}
