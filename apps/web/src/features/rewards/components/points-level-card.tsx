import { Sparkles, Trophy } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Skeleton } from '@/components/ui/skeleton';
import { gamificationErrorMessage } from '@/lib/gamification';
import { useUserPoints } from '@/lib/user-points';

/** The spendable balance, lifetime points and the way to the next level ('MAX LEVEL ACHIEVED' past the last). */
export function PointsLevelCard() {
  const points = useUserPoints();

  if (points.isPending) {
    return (
      <Card aria-busy="true" aria-label="Your points">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="mt-4 h-10 w-32" />
        <Skeleton className="mt-4 h-2.5 w-full" />
      </Card>
    );
  }
  if (points.isError) {
    return (
      <Alert
        tone="error"
        action={
          <Button variant="outline" size="sm" onClick={() => void points.refetch()}>
            Try Again
          </Button>
        }
      >
        {gamificationErrorMessage(points.error, 'Failed to fetch user points')}
      </Alert>
    );
  }

  const { point_balance: balance, total_points: lifetime, level, next_level: next } = points.data;
  const isMaxLevel = !next && level.level_number > 1;
  return (
    <Card aria-labelledby="points-heading" className="overflow-hidden bg-gradient-to-br from-accent-50 via-surface to-primary-50">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="points-heading" className="text-sm font-semibold uppercase tracking-wide text-ink-muted">
            Points to spend
          </h2>
          <p className="mt-1 flex items-center gap-2 text-2xl font-bold text-ink tabular-nums">
            <Sparkles aria-hidden="true" className="size-7 text-accent-600" />
            {balance.toLocaleString('en-US')}
          </p>
          <p className="mt-1 text-sm text-ink-muted">{lifetime.toLocaleString('en-US')} lifetime points</p>
        </div>
        <div className="flex items-center gap-3 rounded-card border border-accent-200 bg-surface/80 px-4 py-3">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent-100 text-accent-700">
            <Trophy aria-hidden="true" className="size-6" />
          </span>
          <div>
            <p className="text-sm text-ink-muted">Level {level.level_number}</p>
            <p className="text-lg font-semibold text-ink">{level.name}</p>
          </div>
        </div>
      </div>
      <div className="mt-5">
        {next ? (
          <>
            <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2 text-sm">
              <span className="font-medium text-ink">
                Level {next.level_number}: {next.name}
              </span>
              <span className="text-ink-muted">{next.points_needed.toLocaleString('en-US')} points to go</span>
            </div>
            <ProgressBar
              tone="accent"
              label={`Progress to level ${next.level_number}`}
              value={lifetime - level.threshold}
              max={next.threshold - level.threshold}
              valueText={`${lifetime} of ${next.threshold} lifetime points`}
            />
          </>
        ) : isMaxLevel ? (
          <p className="inline-flex items-center gap-2 rounded-full bg-accent-100 px-3 py-1 text-sm font-bold tracking-wide text-accent-700">MAX LEVEL ACHIEVED</p>
        ) : null}
        {level.reward_description ? <p className="mt-3 text-sm text-ink-muted">Your level perk: {level.reward_description}</p> : null}
      </div>
    </Card>
  );
}
