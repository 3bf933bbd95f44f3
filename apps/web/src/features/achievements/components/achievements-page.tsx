import type { Badge, BadgeCategory } from '@bloom/contract/gamification';
import { Lock, Medal, Share2, Sparkles, Trophy, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { BadgeIcon } from '@/components/badges/badge-icon';
import { Alert } from '@/components/ui/alert';
import { Badge as Chip } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Skeleton } from '@/components/ui/skeleton';
import { gamificationErrorMessage, useAvailableBadges, useUserBadges } from '@/lib/gamification';
import { DownloadBadgeButton } from './download-badge-button';
import { ShareAchievementDialog } from './share-achievement-dialog';

const categoryLabels: Record<BadgeCategory, string> = {
  milestone: 'Milestone',
  community: 'Community',
  learning: 'Learning',
  wellness: 'Wellness',
  referral: 'Referral',
};

const unlockedOn = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function Summary({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <li className="flex flex-col gap-2 rounded-card border border-line bg-surface p-3 shadow-card sm:flex-row sm:items-center sm:gap-3 sm:p-4">
      <span className="inline-flex size-9 shrink-0 sm:size-11 items-center justify-center rounded-full bg-accent-100 text-accent-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="flex flex-col">
        <span className="text-xl font-bold tabular-nums text-ink sm:text-2xl">{value}</span>
        <span className="text-xs text-ink-muted sm:text-sm">{label}</span>
      </span>
    </li>
  );
}

function AchievementCard({ badge, onShare }: { badge: Badge; onShare?: (badge: Badge) => void }) {
  const titleId = `achievement-${badge.id}`;
  return (
    <li>
      <article aria-labelledby={titleId} className="flex h-full flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-card">
        <div className="flex items-start gap-3">
          <BadgeIcon badge={badge} isLocked={!badge.is_earned} className="size-16" />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <Chip tone={badge.is_earned ? 'accent' : 'neutral'}>{categoryLabels[badge.category]}</Chip>
              {badge.points > 0 ? <span className="text-sm font-semibold text-accent-700">+{badge.points} pts</span> : null}
            </div>
            <h3 id={titleId} className="mt-1 font-semibold text-ink">
              {badge.name}
            </h3>
            <p className="text-sm text-ink-muted">{badge.description}</p>
          </div>
        </div>
        {badge.is_earned && badge.earned_at ? (
          <>
            <p className="text-sm text-ink-muted">
              Unlocked <time dateTime={badge.earned_at}>{unlockedOn(badge.earned_at)}</time>
            </p>
            <div className="mt-auto flex flex-wrap gap-2">
              <Button size="sm" variant="secondary" aria-label={`Share ${badge.name}`} onClick={() => onShare?.(badge)}>
                <Share2 aria-hidden="true" className="size-4" />
                Share
              </Button>
              <DownloadBadgeButton badge={badge} />
            </div>
          </>
        ) : (
          <div className="mt-auto flex items-center gap-2">
            <Lock aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
            <ProgressBar value={badge.progress} max={badge.required_count} label={`Progress toward ${badge.name}`} />
            <span className="shrink-0 text-xs tabular-nums text-ink-muted">
              {badge.progress}/{badge.required_count}
            </span>
          </div>
        )}
      </article>
    </li>
  );
}

const loadingCards = (
  <ul aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
    {[0, 1, 2].map((card) => (
      <li key={card}>
        <Skeleton className="h-40 w-full" />
      </li>
    ))}
  </ul>
);

/** /achievements: the student's badges as achievements, unlocked and still to reach, to share or download. */
export default function AchievementsPage() {
  const unlocked = useUserBadges();
  const available = useAvailableBadges();
  const [sharing, setSharing] = useState<Badge | null>(null);

  const unlockedCount = unlocked.data?.length ?? 0;
  const total = unlockedCount + (available.data?.length ?? 0);
  const unlockedPoints = (unlocked.data ?? []).reduce((sum, badge) => sum + badge.points, 0);
  const isReady = unlocked.isSuccess && available.isSuccess;

  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold text-ink">Achievements</h1>
        <p className="mt-1 text-ink-muted">Every milestone you reach on Bloom. Share the ones you are proud of.</p>
      </header>

      {isReady ? (
        <section aria-label="Your progress" className="flex flex-col gap-3">
          <ul className="grid grid-cols-3 gap-2 sm:gap-3">
            <Summary icon={Trophy} label="Unlocked" value={`${unlockedCount} of ${total}`} />
            <Summary icon={Sparkles} label="Points from achievements" value={unlockedPoints.toLocaleString('en-US')} />
            <Summary icon={Medal} label="Still to reach" value={String(total - unlockedCount)} />
          </ul>
          <ProgressBar tone="accent" value={unlockedCount} max={total} label="Achievements unlocked" valueText={`${unlockedCount} of ${total}`} />
        </section>
      ) : null}

      <section aria-labelledby="unlocked-heading" className="flex flex-col gap-3">
        <h2 id="unlocked-heading" className="text-xl font-semibold text-ink">
          Unlocked
        </h2>
        {unlocked.isPending ? (
          loadingCards
        ) : unlocked.isError ? (
          <Alert tone="error" action={<Button variant="outline" size="sm" onClick={() => void unlocked.refetch()}>Try Again</Button>}>
            {gamificationErrorMessage(unlocked.error, 'Failed to fetch user badges')}
          </Alert>
        ) : unlocked.data.length === 0 ? (
          <EmptyState icon={Trophy} title="Your first achievement is close" hint="Book a session, share your story or invite a friend to unlock one." />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {unlocked.data.map((badge) => (
              <AchievementCard key={badge.id} badge={badge} onShare={setSharing} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="available-heading" className="flex flex-col gap-3">
        <h2 id="available-heading" className="text-xl font-semibold text-ink">
          Available
        </h2>
        {available.isPending ? (
          loadingCards
        ) : available.isError ? (
          <Alert tone="error" action={<Button variant="outline" size="sm" onClick={() => void available.refetch()}>Try Again</Button>}>
            {gamificationErrorMessage(available.error, 'Failed to fetch available badges')}
          </Alert>
        ) : available.data.length === 0 ? (
          <EmptyState icon={Medal} title="You unlocked every achievement" hint="Amazing work. New ones arrive from time to time." />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {available.data.map((badge) => (
              <AchievementCard key={badge.id} badge={badge} />
            ))}
          </ul>
        )}
      </section>

      <ShareAchievementDialog badge={sharing} onClose={() => setSharing(null)} />
    </main>
  );
}
