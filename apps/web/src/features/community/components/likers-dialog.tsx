import { Heart } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { relativeTime } from '@/lib/relative-time';
import { useLikers } from '../api/get-likers';

/** Who liked a story, newest first, with when ('Just now', hours or days). */
export function LikersDialog({ postId, open, onOpenChange }: { postId: number; open: boolean; onOpenChange: (open: boolean) => void }) {
  const likers = useLikers(postId, open);
  let body;
  if (likers.isPending) {
    body = (
      <ul aria-label="Loading likers" className="flex flex-col gap-3">
        {[0, 1, 2].map((i) => (
          <li key={i} className="flex items-center gap-3">
            <Skeleton className="size-9 rounded-full" />
            <Skeleton className="h-4 w-32" />
          </li>
        ))}
      </ul>
    );
  } else if (likers.isError) {
    body = (
      <Alert
        tone="error"
        title="Failed to load likers"
        action={
          <Button variant="outline" size="sm" onClick={() => void likers.refetch()}>
            Try Again
          </Button>
        }
      />
    );
  } else if (likers.data.results.length === 0) {
    body = <p className="text-sm text-ink-muted">No likes yet. Be the first to show some love.</p>;
  } else {
    body = (
      <ul className="flex flex-col gap-3">
        {likers.data.results.map((liker, index) => (
          <li key={liker.id ?? `anonymous-${index}`} className="flex items-center gap-3">
            <Avatar name={liker.username} src={liker.profile_image} size="sm" />
            <span className="min-w-0 flex-1 truncate text-sm font-medium text-ink">{liker.username}</span>
            <time dateTime={liker.liked_at} className="text-xs text-ink-muted">
              {relativeTime(liker.liked_at)}
            </time>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={
        <span className="inline-flex items-center gap-2">
          <Heart aria-hidden="true" className="size-5 text-danger-700" fill="currentColor" />
          Liked by
        </span>
      }
    >
      {body}
    </Dialog>
  );
}
