import type { StudentProfile, StudentProfileUpdateInput } from '@bloom/contract/profiles';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/http';

/** PUT /api/student-profiles/{id}/: the onboarding submission. */
export function updateStudentProfile(profileId: number, body: StudentProfileUpdateInput): Promise<StudentProfile> {
  return apiClient.put<StudentProfile>(`/student-profiles/${profileId}/`, body);
}

export function useUpdateStudentProfile() {
  return useMutation({
    mutationFn: ({ profileId, body }: { profileId: number; body: StudentProfileUpdateInput }) => updateStudentProfile(profileId, body),
  });
}
