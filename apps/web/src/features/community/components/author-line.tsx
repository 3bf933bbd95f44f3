import { UserRound } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { relativeTime } from '@/lib/relative-time';

export const ANONYMOUS = 'Anonymous';

/** Who wrote it and when: an anonymous author shows as 'Anonymous' with a plain icon instead of initials. */
export function AuthorLine({ name, imageUrl, createdAt, isAnonymous }: { name: string | null; imageUrl?: string | null; createdAt: string; isAnonymous: boolean }) {
  const shownName = isAnonymous || !name ? ANONYMOUS : name;
  return (
    <div className="flex min-w-0 items-center gap-3">
      {shownName === ANONYMOUS ? (
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-canvas text-ink-muted">
          <UserRound aria-hidden="true" className="size-5" />
        </span>
      ) : (
        <Avatar name={shownName} src={imageUrl} size="sm" />
      )}
      <div className="flex min-w-0 flex-col">
        <span className="truncate text-sm font-semibold text-ink">{shownName}</span>
        <time dateTime={createdAt} className="text-xs text-ink-muted">
          {relativeTime(createdAt)}
        </time>
      </div>
    </div>
  );
}
