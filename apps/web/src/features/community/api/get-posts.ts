import type { Paged, Post } from '@bloom/contract/community';
import { POSTS_PAGE_SIZE } from '@bloom/contract/community-rules';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/http';
import { communityKeys } from './community-keys';

export function getPosts(page: number, search: string): Promise<Paged<Post>> {
  return apiClient.get<Paged<Post>>('/peer-support-posts/', { query: { page, limit: POSTS_PAGE_SIZE, search: search.trim() || undefined } });
}

/** GET /api/peer-support-posts/: a page of the student's school wall, newest first. */
export function postsQuery(page: number, search: string) {
  return queryOptions({ queryKey: communityKeys.posts(page, search.trim()), queryFn: () => getPosts(page, search) });
}

/** The previous page stays on screen while the next one loads, so pagination never flashes empty. */
export function usePosts(page: number, search: string) {
  return useQuery({ ...postsQuery(page, search), placeholderData: keepPreviousData });
}
