import type { Comment } from '@bloom/contract/community';
import type { PointsEvent } from '@bloom/contract/gamification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/http';
import { userPointsQueryKey } from '@/lib/user-points';
import { communityKeys } from './community-keys';

export function createComment(postId: number, content: string): Promise<Comment & { points_event: PointsEvent | null }> {
  return apiClient.post(`/peer-support-posts/${postId}/comments/`, { content: content.trim() });
}

/** POST /api/peer-support-posts/{id}/comments/: the comments and the story's count follow. */
export function useCreateComment(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => createComment(postId, content),
    onSuccess: async (comment) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: communityKeys.all }),
        comment.points_event ? queryClient.invalidateQueries({ queryKey: userPointsQueryKey }) : undefined,
      ]);
    },
  });
}
