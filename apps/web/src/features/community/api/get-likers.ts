import type { Liker, Paged } from '@bloom/contract/community';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/http';
import { communityKeys } from './community-keys';

export function getLikers(postId: number): Promise<Paged<Liker>> {
  return apiClient.get<Paged<Liker>>(`/peer-support-posts/${postId}/likers/`);
}

/** GET /api/peer-support-posts/{id}/likers/: asked for only while the likers dialog is open. */
export function useLikers(postId: number, isOpen: boolean) {
  return useQuery({ queryKey: communityKeys.likers(postId), queryFn: () => getLikers(postId), enabled: isOpen });
}
