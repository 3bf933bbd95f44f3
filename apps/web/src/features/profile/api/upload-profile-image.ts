import type { ProfileImageUploadResponse } from '@bloom/contract/profiles';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/http';

/** POST /api/upload-student-profile-image/ as multipart: `image` (the resized JPEG) and `user_id`. */
export function uploadProfileImage({ image, userId }: { image: Blob; userId: number }): Promise<ProfileImageUploadResponse> {
  const form = new FormData();
  form.append('image', image, 'profile.jpg');
  form.append('user_id', String(userId));
  return apiClient.post<ProfileImageUploadResponse>('/upload-student-profile-image/', form);
}

export function useUploadProfileImage() {
  return useMutation({ mutationFn: uploadProfileImage });
}
