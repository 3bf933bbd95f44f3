/** Query keys of the community wall: invalidating `communityKeys.all` refreshes every list, story and comment. */
export const communityKeys = {
  all: ['community'] as const,
  posts: (page: number, search: string) => ['community', 'posts', { page, search }] as const,
  post: (postId: number) => ['community', 'post', postId] as const,
  postComments: (postId: number) => ['community', 'comments', postId] as const,
  comments: (postId: number, page: number) => ['community', 'comments', postId, page] as const,
  likers: (postId: number) => ['community', 'likers', postId] as const,
};
