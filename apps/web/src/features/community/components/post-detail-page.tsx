import type { Comment, Post } from '@bloom/contract/community';
import { POST_DELETED_REDIRECT_MS } from '@bloom/contract/community-rules';
import { ArrowLeft, MessageCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/lib/current-user';
import { HttpError } from '@/lib/http';
import { useCreateComment } from '../api/create-comment';
import { useComments } from '../api/get-comments';
import { usePost } from '../api/get-post';
import { CommentEditor } from './comment-editor';
import { CommentItem } from './comment-item';
import { commentErrorMessage } from './comment-messages';
import { DeleteCommentDialog } from './delete-comment-dialog';
import { DeletePostDialog } from './delete-post-dialog';
import { LikersDialog } from './likers-dialog';
import { PostCard } from './post-card';

function BackToCommunity() {
  return (
    <Link to="/community" className={buttonClassName({ variant: 'outline', className: 'self-start' })}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Community
    </Link>
  );
}

/** 'Post not found' or 'Failed to load post and comments', each with the way back (spec). */
function PostUnavailable({ title }: { title: string }) {
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col items-center gap-4 py-10 text-center">
      <h1 className="text-xl font-semibold text-ink">{title}</h1>
      <BackToCommunity />
    </main>
  );
}

function Comments({ post, currentUserId }: { post: Post; currentUserId: number | undefined }) {
  const [page, setPage] = useState(1);
  const comments = useComments(post.id, page);
  const create = useCreateComment(post.id);
  const [toDelete, setToDelete] = useState<Comment | null>(null);
  return (
    <Card aria-labelledby="comments-title">
      <h2 id="comments-title" className="mb-4 text-lg font-semibold text-ink">
        Comments
      </h2>
      <CommentEditor
        label="Add a comment"
        submitLabel="Post Comment"
        busyLabel="Posting..."
        clearOnSubmit
        isBusy={create.isPending}
        error={create.error}
        errorMessage={create.isError ? commentErrorMessage(create.error, 'Failed to create comment') : null}
        onSubmit={(content, clear) => create.mutate(content, { onSuccess: clear })}
      />
      {comments.isError ? (
        <Alert
          tone="error"
          title="Failed to load post and comments"
          className="mt-4"
          action={
            <Button variant="outline" size="sm" onClick={() => void comments.refetch()}>
              Try Again
            </Button>
          }
        />
      ) : comments.isPending ? (
        <div aria-label="Loading comments" className="mt-4 flex flex-col gap-3">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-3/4" />
        </div>
      ) : comments.data && comments.data.results.length > 0 ? (
        <>
          <ul className="mt-2">
            {comments.data.results.map((comment) => (
              <CommentItem key={comment.id} comment={comment} currentUserId={currentUserId} onDelete={setToDelete} />
            ))}
          </ul>
          <Pagination page={page} totalPages={comments.data.total_pages} onPageChange={setPage} className="mt-4" />
        </>
      ) : (
        <EmptyState icon={MessageCircle} title="No comments yet." hint="Say something kind to start the conversation." />
      )}
      <DeleteCommentDialog postId={post.id} comment={toDelete} onClose={() => setToDelete(null)} />
    </Card>
  );
}

/** /community/{postId}: the story with its likes and comments. */
export default function PostDetailPage() {
  const { postId } = useParams();
  const id = Number(postId);
  const isValidId = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const post = usePost(isValidId ? id : 0);
  const [isLikersOpen, setIsLikersOpen] = useState(false);
  const [toDelete, setToDelete] = useState<Post | null>(null);
  const [isDeleted, setIsDeleted] = useState(false);

  useEffect(() => {
    if (!isDeleted) return undefined;
    const timer = setTimeout(() => void navigate('/community'), POST_DELETED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [isDeleted, navigate]);

  let content;
  if (isDeleted) {
    content = (
      <main className="mx-auto flex w-full max-w-3xl flex-col gap-4">
        <BackToCommunity />
        <p role="status" className="text-ink-muted">
          Taking you back to the Community...
        </p>
      </main>
    );
  } else if (!isValidId || (post.error instanceof HttpError && post.error.status === 404)) {
    content = <PostUnavailable title="Post not found" />;
  } else if (post.isError) {
    content = <PostUnavailable title="Failed to load post and comments" />;
  } else {
    content = (
      <main className="mx-auto flex w-full max-w-3xl flex-col gap-5">
        <BackToCommunity />
        <h1 className="sr-only">Story</h1>
        {post.isPending ? (
          <Card aria-label="Loading story">
            <Skeleton className="mb-4 h-5 w-40" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="mt-2 h-4 w-4/5" />
          </Card>
        ) : (
          <>
            <PostCard post={post.data} currentUserId={user?.userId} onShowLikers={() => setIsLikersOpen(true)} onDelete={setToDelete} isDetail />
            <Comments post={post.data} currentUserId={user?.userId} />
            <LikersDialog postId={post.data.id} open={isLikersOpen} onOpenChange={setIsLikersOpen} />
          </>
        )}
      </main>
    );
  }
  // The delete dialog stays in one place while the page changes around it, so its 'Post Deleted' notice lives on.
  return (
    <>
      {content}
      <DeletePostDialog post={toDelete} onClose={() => setToDelete(null)} onDeleted={() => setIsDeleted(true)} />
    </>
  );
}
