import type { Post } from '@bloom/contract/community';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/http';
import { communityKeys } from './community-keys';

export function getPost(postId: number): Promise<Post> {
  return apiClient.get<Post>(`/peer-support-posts/${postId}/`);
}

export function postQuery(postId: number) {
  return queryOptions({ queryKey: communityKeys.post(postId), queryFn: () => getPost(postId) });
}

/** GET /api/peer-support-posts/{id}/: one story of the wall (404 when it is gone or of another school). */
export function usePost(postId: number) {
  return useQuery(postQuery(postId));
}
