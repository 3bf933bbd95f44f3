import type { Comment, Paged } from '@bloom/contract/community';
import { POST_DETAIL_COMMENTS_PAGE_SIZE } from '@bloom/contract/community-rules';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/http';
import { communityKeys } from './community-keys';

export function getComments(postId: number, page: number): Promise<Paged<Comment>> {
  return apiClient.get<Paged<Comment>>(`/peer-support-posts/${postId}/comments/`, { query: { page, limit: POST_DETAIL_COMMENTS_PAGE_SIZE } });
}

export function commentsQuery(postId: number, page: number) {
  return queryOptions({ queryKey: communityKeys.comments(postId, page), queryFn: () => getComments(postId, page) });
}

/** GET /api/peer-support-posts/{id}/comments/: the story page reads 50 at a time, oldest first. */
export function useComments(postId: number, page: number) {
  return useQuery({ ...commentsQuery(postId, page), placeholderData: keepPreviousData });
}
