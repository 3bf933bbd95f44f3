import { ChevronLeft, ChevronRight, Crown } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { gamificationErrorMessage } from '@/lib/gamification';
import { useLeaderboard } from '../api/get-leaderboard';
import { useUpdateLeaderboardVisibility } from '../api/update-leaderboard-visibility';

/** Students by lifetime points, a page at a time, with the student's own rank and the setting to hide from others. */
export function LeaderboardCard() {
  const [page, setPage] = useState(1);
  const board = useLeaderboard(page);
  const visibility = useUpdateLeaderboardVisibility();
  const switchId = useId();

  let body;
  if (board.isPending) {
    body = (
      <div aria-hidden="true" className="flex flex-col gap-2">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} className="h-12 w-full" />
        ))}
      </div>
    );
  } else if (board.isError) {
    body = (
      <Alert
        tone="error"
        action={
          <Button variant="outline" size="sm" isBusy={board.isFetching} busyLabel="Trying again..." onClick={() => void board.refetch()}>
            Try Again
          </Button>
        }
      >
        {gamificationErrorMessage(board.error, 'Failed to fetch leaderboard')}
      </Alert>
    );
  } else {
    const { leaderboard, user_rank: rank, total_users: total, total_pages: pages, is_hidden: isHidden } = board.data;
    const isHiding = visibility.isPending ? visibility.variables.hide_from_leaderboard : isHidden;
    body = (
      <div className="flex flex-col gap-4">
        <p className="rounded-control bg-primary-50 px-4 py-3 text-sm text-primary-800">
          {rank === null ? (
            'Earn your first points to join the leaderboard.'
          ) : (
            <>
              Your rank: <strong className="text-base">#{rank.toLocaleString('en-US')}</strong> of {total.toLocaleString('en-US')} {total === 1 ? 'student' : 'students'}
            </>
          )}
        </p>
        <ol aria-label={`Leaderboard, page ${page} of ${Math.max(pages, 1)}`} className="flex flex-col gap-1.5" aria-busy={board.isPlaceholderData || undefined}>
          {leaderboard.map((entry) => (
            <li
              key={entry.rank}
              aria-current={entry.is_current_user ? 'true' : undefined}
              className={cn(
                'flex items-center gap-3 rounded-control px-3 py-2.5',
                entry.is_current_user ? 'border border-accent-200 bg-accent-50' : 'bg-canvas',
              )}
            >
              <span
                className={cn(
                  'inline-flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-bold tabular-nums',
                  entry.rank <= 3 ? 'bg-accent-100 text-accent-700' : 'bg-surface text-ink-muted',
                )}
              >
                {entry.rank === 1 ? (
                  <>
                    <Crown aria-hidden="true" className="size-4" />
                    <span className="sr-only">1</span>
                  </>
                ) : (
                  entry.rank
                )}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-ink">
                  {entry.name}
                  {entry.is_current_user ? ' (You)' : ''}
                </span>
                <span className="block text-xs text-ink-muted">
                  Level {entry.level_number} · {entry.level_name}
                </span>
              </span>
              <span className="shrink-0 font-semibold tabular-nums text-ink">{entry.total_points.toLocaleString('en-US')} pts</span>
            </li>
          ))}
        </ol>
        {pages > 1 ? (
          <nav aria-label="Leaderboard pages" className="flex items-center justify-between gap-2">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              Previous
            </Button>
            <span className="text-sm text-ink-muted">
              Page {page} of {pages}
            </span>
            <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              Next
              <ChevronRight aria-hidden="true" className="size-4" />
            </Button>
          </nav>
        ) : null}
        <div className="flex items-start justify-between gap-3 border-t border-line pt-4">
          <label htmlFor={switchId} className="text-sm">
            <span className="block font-medium text-ink">Hide me from the leaderboard</span>
            <span className="block text-ink-muted">Other students won't see you. You still see your own rank.</span>
          </label>
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            checked={isHiding}
            disabled={visibility.isPending}
            onChange={(event) => visibility.mutate({ hide_from_leaderboard: event.target.checked })}
            className="mt-1 size-6 shrink-0 accent-primary-700"
          />
        </div>
        {visibility.isError ? <Alert tone="error">{gamificationErrorMessage(visibility.error, 'Failed to update your leaderboard setting')}</Alert> : null}
      </div>
    );
  }

  return (
    <Card aria-label="Leaderboard">
      <CardHeader title="Leaderboard" subtitle="Students ranked by lifetime points." />
      {body}
    </Card>
  );
}
