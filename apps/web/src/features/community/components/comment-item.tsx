import type { Comment } from '@bloom/contract/community';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useUpdateComment } from '../api/update-comment';
import { AuthorLine } from './author-line';
import { CommentEditor } from './comment-editor';
import { commentErrorMessage } from './comment-messages';

/** One comment; its author may switch it to edit mode or delete it (spec). */
export function CommentItem({ comment, currentUserId, onDelete }: { comment: Comment; currentUserId: number | undefined; onDelete: (comment: Comment) => void }) {
  const [isEditing, setIsEditing] = useState(false);
  const update = useUpdateComment(comment.post_id);
  const isAuthor = currentUserId !== undefined && comment.user_id === currentUserId;
  const wasEdited = comment.updated_at !== comment.created_at;
  return (
    <li className="flex flex-col gap-2 border-b border-line py-4 last:border-b-0">
      <div className="flex items-start justify-between gap-2">
        <AuthorLine name={comment.username} imageUrl={comment.user_image} createdAt={comment.created_at} isAnonymous={false} />
        {isAuthor && !isEditing ? (
          <div className="flex shrink-0 gap-1">
            <Button variant="ghost" size="sm" onClick={() => setIsEditing(true)} aria-label="Edit comment">
              <Pencil aria-hidden="true" className="size-4" />
              Edit
            </Button>
            <Button variant="ghost" size="sm" onClick={() => onDelete(comment)} aria-label="Delete comment" className="text-danger-700 hover:bg-danger-50">
              <Trash2 aria-hidden="true" className="size-4" />
              Delete
            </Button>
          </div>
        ) : null}
      </div>
      {isEditing ? (
        <CommentEditor
          label="Edit your comment"
          initialValue={comment.content}
          submitLabel="Save"
          busyLabel="Saving..."
          isBusy={update.isPending}
          error={update.error}
          errorMessage={update.isError ? commentErrorMessage(update.error, 'Failed to update comment') : null}
          onCancel={() => {
            update.reset();
            setIsEditing(false);
          }}
          onSubmit={(content) => update.mutate({ commentId: comment.id, content }, { onSuccess: () => setIsEditing(false) })}
        />
      ) : (
        <p className="whitespace-pre-wrap break-words pl-12 text-ink">
          {comment.content}
          {wasEdited ? <span className="ml-2 text-xs text-ink-muted">(edited)</span> : null}
        </p>
      )}
    </li>
  );
}
