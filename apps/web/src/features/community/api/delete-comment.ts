import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/http';
import { userPointsQueryKey } from '@/lib/user-points';
import { communityKeys } from './community-keys';

export function deleteComment(postId: number, commentId: number): Promise<void> {
  return apiClient.delete(`/peer-support-posts/${postId}/comments/${commentId}/`);
}

/** DELETE /api/peer-support-posts/{id}/comments/{commentId}/: the author's own comment. */
export function useDeleteComment(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) => deleteComment(postId, commentId),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: communityKeys.all }), queryClient.invalidateQueries({ queryKey: userPointsQueryKey })]);
    },
  });
}
