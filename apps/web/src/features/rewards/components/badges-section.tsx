import type { Badge as BadgeItem } from '@bloom/contract/gamification';
import { Award } from 'lucide-react';
import { BadgeIcon } from '@/components/badges/badge-icon';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Skeleton } from '@/components/ui/skeleton';
import { gamificationErrorMessage, useAvailableBadges, useUserBadges } from '@/lib/gamification';

const progressText = (badge: BadgeItem) =>
  badge.rule === 'level_reached' ? `Level ${badge.progress} of ${badge.required_count}` : `${badge.progress} of ${badge.required_count}`;

const earnedDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function BadgeList({ query, emptyTitle, emptyHint, fallback, isEarned }: {
  query: ReturnType<typeof useUserBadges>;
  emptyTitle: string;
  emptyHint: string;
  fallback: string;
  isEarned: boolean;
}) {
  if (query.isPending) {
    return (
      <div aria-hidden="true" className="grid gap-3 sm:grid-cols-2">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Alert
        tone="error"
        action={
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            Try Again
          </Button>
        }
      >
        {gamificationErrorMessage(query.error, fallback)}
      </Alert>
    );
  }
  if (query.data.length === 0) return <EmptyState icon={Award} title={emptyTitle} hint={emptyHint} className="py-4" />;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {query.data.map((badge) => (
        <li key={badge.id} className="flex items-center gap-3 rounded-control border border-line p-3">
          <BadgeIcon badge={badge} isLocked={!isEarned} />
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-ink">{badge.name}</p>
            <p className="text-sm text-ink-muted">{badge.description}</p>
            {isEarned && badge.earned_at ? (
              <p className="mt-1 text-xs text-ink-muted">
                Earned <time dateTime={badge.earned_at}>{earnedDate(badge.earned_at)}</time>
                {badge.points > 0 ? ` · +${badge.points} bonus points` : ''}
              </p>
            ) : (
              <div className="mt-2 flex items-center gap-2">
                <ProgressBar value={badge.progress} max={badge.required_count} label={`Progress toward ${badge.name}`} valueText={progressText(badge)} />
                <span className="shrink-0 text-xs text-ink-muted tabular-nums">{progressText(badge)}</span>
              </div>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Badges earned, and the ones still to earn with the student's progress toward each. */
export function BadgesSection() {
  const earned = useUserBadges();
  const available = useAvailableBadges();
  return (
    <Card aria-label="Badges">
      <CardHeader title="Badges" subtitle="Earned by what you do on Bloom. Some come with bonus points." />
      <div className="flex flex-col gap-5">
        <div>
          <h3 className="mb-3 text-sm font-semibold uppercase tracking-wide text-ink-muted">Earned</h3>
          <BadgeList query={earned} isEarned emptyTitle="No badges yet" emptyHint="Your first one is a step away: book a session or share your story." fallback="Failed to fetch user badges" />
        </div>
        <div>
          <h3 className="mb-3 text-sm font-semibold uppercase tracking-wide text-ink-muted">To earn</h3>
          <BadgeList query={available} isEarned={false} emptyTitle="You have every badge" emptyHint="Amazing work. New badges arrive from time to time." fallback="Failed to fetch available badges" />
        </div>
      </div>
    </Card>
  );
}
