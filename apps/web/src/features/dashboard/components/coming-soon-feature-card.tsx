import { featureBaseline, featureRequestMessages, type FeatureId } from '@bloom/contract/feature-request-rules';
import { Check, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { serverMessageOr } from '@/lib/error-message';
import { useFeatureVotes, useMyFeatureRequests } from '../api/get-feature-votes';
import { FEATURE_VOTE_FAILED, useVoteForFeature } from '../api/vote-for-feature';

function VoteCount({ feature, labelId }: { feature: FeatureId; labelId: string }) {
  const votes = useFeatureVotes();
  if (votes.isPending) return <Skeleton className="h-5 w-32" />;
  const real = votes.data?.find((entry) => entry.feature === feature)?.count;
  // Without the real count a made-up number would mislead; the vote itself still works.
  if (real === undefined) return null;
  return (
    <p id={labelId} className="text-sm text-ink-muted">
      <span className="font-semibold text-ink tabular-nums">{real + featureBaseline(feature)}</span> students want this
    </p>
  );
}

/**
 * A feature that is still being built, with a vote for it; shown from tablet width up (spec: hidden on
 * small screens). Voted shows 'Voted!' and a thank-you; one vote per student, kept by the server.
 */
export function ComingSoonFeatureCard({ feature, title, description, icon: Icon }: { feature: FeatureId; title: string; description: string; icon: LucideIcon }) {
  const titleId = useId();
  const countId = useId();
  const mine = useMyFeatureRequests();
  const vote = useVoteForFeature();
  const hasVoted = mine.data?.some((entry) => entry.feature === feature) ?? false;

  return (
    <Card className="hidden md:block" aria-labelledby={titleId}>
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={titleId} className="text-base font-semibold text-ink">
              {title}
            </h2>
            <Badge tone="primary">Coming Soon</Badge>
          </div>
          <p className="text-sm text-ink-muted">{description}</p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
        <VoteCount feature={feature} labelId={countId} />
        {hasVoted ? (
          <Button variant="secondary" size="sm" disabled aria-describedby={titleId}>
            <Check aria-hidden="true" className="size-4" />
            Voted!
          </Button>
        ) : (
          <Button
            size="sm"
            aria-describedby={`${titleId} ${countId}`}
            disabled={mine.isPending}
            isBusy={vote.isPending}
            busyLabel="Voting..."
            onClick={() => vote.mutate(feature)}
          >
            +1 This!
          </Button>
        )}
      </div>
      <div aria-live="polite" className="text-sm">
        {hasVoted ? <p className="mt-2 text-success-700">{featureRequestMessages.thanks}</p> : null}
        {vote.isError ? <p className="mt-2 text-danger-700">{serverMessageOr(vote.error, FEATURE_VOTE_FAILED)}</p> : null}
      </div>
    </Card>
  );
}
