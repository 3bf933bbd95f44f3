import type { StudentProfile } from '@bloom/contract/profiles';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/http';
import type { ProfileUpdatePayload } from '../profile-form';

/** PUT /api/student-profiles/{id}/ with the profile page's fields. */
export function updateProfile(body: ProfileUpdatePayload): Promise<StudentProfile> {
  return apiClient.put<StudentProfile>(`/student-profiles/${body.id}/`, body);
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
