import type { Paged, Post } from '@bloom/contract/community';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { userPointsQueryKey } from '@/lib/user-points';
import { communityKeys } from './community-keys';
import { likePost } from './like-post';
import { unlikePost } from './unlike-post';

type Change = Pick<Post, 'is_liked_by_user' | 'like_count'>;

/** Applies a change to the story wherever it is cached: wall pages, its own page, the spotlight. */
function updateCachedPost(queryClient: QueryClient, postId: number, change: (post: Post) => Change) {
  queryClient.setQueriesData<Paged<Post> | Post | { results: Post[] }>({ queryKey: communityKeys.all }, (data) => {
    if (!data || typeof data !== 'object') return data;
    if ('results' in data && Array.isArray(data.results)) {
      return { ...data, results: data.results.map((post) => (post.id === postId ? { ...post, ...change(post) } : post)) };
    }
    if ('id' in data && data.id === postId) return { ...data, ...change(data) };
    return data;
  });
}

/**
 * Likes or unlikes a story at once on screen (the heart and the count change before the server answers)
 * and puts it back as it was when the call fails (spec).
 */
export function useToggleLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, like }: { postId: number; like: boolean }) => (like ? likePost(postId) : unlikePost(postId)),
    onMutate: async ({ postId, like }) => {
      await queryClient.cancelQueries({ queryKey: communityKeys.all });
      const before = queryClient.getQueriesData({ queryKey: communityKeys.all });
      updateCachedPost(queryClient, postId, (post) => ({
        is_liked_by_user: like,
        like_count: post.is_liked_by_user === like ? post.like_count : Math.max(0, post.like_count + (like ? 1 : -1)),
      }));
      return { before };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (result, { postId }) => {
      updateCachedPost(queryClient, postId, () => ({ is_liked_by_user: result.is_liked_by_user, like_count: result.like_count }));
      void queryClient.invalidateQueries({ queryKey: communityKeys.likers(postId) });
      if (result.points_event) void queryClient.invalidateQueries({ queryKey: userPointsQueryKey });
    },
  });
}
