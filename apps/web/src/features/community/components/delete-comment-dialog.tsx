import type { Comment } from '@bloom/contract/community';
import { useDeleteComment } from '../api/delete-comment';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

/** Delete comment: asks first, then deletes and closes. */
export function DeleteCommentDialog({ postId, comment, onClose }: { postId: number; comment: Comment | null; onClose: () => void }) {
  const deleteComment = useDeleteComment(postId);
  const close = () => {
    deleteComment.reset();
    onClose();
  };
  return (
    <ConfirmDeleteDialog
      open={comment !== null}
      title="Delete Comment"
      description="Are you sure you want to delete this comment? This cannot be undone."
      isBusy={deleteComment.isPending}
      failure={deleteComment.isError ? 'Failed to delete comment. Please try again.' : null}
      onConfirm={() => comment && deleteComment.mutate(comment.id, { onSuccess: close })}
      onClose={close}
    />
  );
}
