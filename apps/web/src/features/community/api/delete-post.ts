import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/http';
import { userPointsQueryKey } from '@/lib/user-points';
import { userStatsQueryKey } from '@/lib/user-stats';
import { communityKeys } from './community-keys';

export function deletePost(postId: number): Promise<{ detail: string; points_reversed: number }> {
  return apiClient.delete(`/peer-support-posts/${postId}/`);
}

/** DELETE /api/peer-support-posts/{id}/: the author's own story; its sharing points are taken back. */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: async (_result, postId) => {
      queryClient.removeQueries({ queryKey: communityKeys.post(postId) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: communityKeys.all }),
        queryClient.invalidateQueries({ queryKey: userStatsQueryKey }),
        queryClient.invalidateQueries({ queryKey: userPointsQueryKey }),
      ]);
    },
  });
}
