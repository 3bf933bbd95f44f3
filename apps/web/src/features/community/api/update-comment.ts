import type { Comment } from '@bloom/contract/community';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/http';
import { communityKeys } from './community-keys';

export function updateComment(postId: number, commentId: number, content: string): Promise<Comment> {
  return apiClient.put<Comment>(`/peer-support-posts/${postId}/comments/${commentId}/`, { content: content.trim() });
}

/** PUT /api/peer-support-posts/{id}/comments/{commentId}/: the author's own comment, screened again. */
export function useUpdateComment(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, content }: { commentId: number; content: string }) => updateComment(postId, commentId, content),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityKeys.postComments(postId) }),
  });
}
