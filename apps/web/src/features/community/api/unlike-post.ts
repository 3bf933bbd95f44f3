import type { LikeResponse } from '@bloom/contract/community';
import { apiClient } from '@/lib/http';

/** POST /api/peer-support-posts/{id}/unlike/ (idempotent). */
export function unlikePost(postId: number): Promise<LikeResponse> {
  return apiClient.post<LikeResponse>(`/peer-support-posts/${postId}/unlike/`);
}
