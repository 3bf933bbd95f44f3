import type { Post } from '@bloom/contract/community';
import type { PointsEvent } from '@bloom/contract/gamification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/http';
import { userPointsQueryKey } from '@/lib/user-points';
import { userStatsQueryKey } from '@/lib/user-stats';
import { communityKeys } from './community-keys';

export interface NewStory {
  content: string;
  is_anonymous: boolean;
  /** Labels of the fixed tag list. */
  tags: string[];
}

export function createPost(story: NewStory): Promise<Post & { points_event: PointsEvent | null }> {
  return apiClient.post('/peer-support-posts/', { title: 'Story', content: story.content.trim(), is_anonymous: story.is_anonymous, tags: story.tags });
}

/** POST /api/peer-support-posts/: on success the wall, the Stories Posted tile and the points follow. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: communityKeys.all }),
        queryClient.invalidateQueries({ queryKey: userStatsQueryKey }),
        queryClient.invalidateQueries({ queryKey: userPointsQueryKey }),
      ]);
    },
  });
}
