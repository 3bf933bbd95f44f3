import type { Post } from '@bloom/contract/community';
import { useState } from 'react';
import { useDeletePost } from '../api/delete-post';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { NoticeDialog } from './notice-dialog';

/** Delete post: a confirmation, then the 'Post Deleted' notice (`onDeleted` runs when it shows). */
export function DeletePostDialog({ post, onClose, onDeleted }: { post: Post | null; onClose: () => void; onDeleted?: () => void }) {
  const deletePost = useDeletePost();
  const [isDeletedShown, setIsDeletedShown] = useState(false);
  const close = () => {
    deletePost.reset();
    onClose();
  };
  return (
    <>
      <ConfirmDeleteDialog
        open={post !== null}
        title="Delete Post"
        description="Are you sure you want to delete this story? Its likes and comments go with it, and this cannot be undone."
        isBusy={deletePost.isPending}
        failure={deletePost.isError ? 'Failed to delete post. Please try again.' : null}
        onConfirm={() =>
          post &&
          deletePost.mutate(post.id, {
            onSuccess: () => {
              close();
              setIsDeletedShown(true);
              onDeleted?.();
            },
          })
        }
        onClose={close}
      />
      <NoticeDialog open={isDeletedShown} onClose={() => setIsDeletedShown(false)} tone="success" title="Post Deleted" message="Your story has been deleted." />
    </>
  );
}
