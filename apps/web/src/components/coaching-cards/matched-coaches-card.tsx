import type { MatchRequest } from '@bloom/contract/coaching';
import { AlertCircle, MapPin, UserSearch } from 'lucide-react';
import { Link } from 'react-router';
import { tourTargets } from '@/app/tour/tour-targets';
import { Avatar } from '@/components/ui/avatar';
import { Button, buttonClassName } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { MATCHED_COACHES_FAILED_MESSAGE, useMatchedCoaches } from './api/get-matched-coaches';
import { formatPlace, StarRating } from './star-rating';

export function coachFullName(coach: MatchRequest['from_user_profile']): string {
  return `${coach.user.first_name} ${coach.user.last_name}`.trim() || 'Unknown Coach';
}

/** One matched coach: photo or initials, name, stars, place and the way to the profile. */
export function MatchedCoachTile({ match, headingLevel = 3 }: { match: MatchRequest; headingLevel?: 3 | 4 }) {
  const coach = match.from_user_profile;
  const name = coachFullName(coach);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <li className="flex min-w-0 items-center gap-4 rounded-card border border-line bg-surface p-3 sm:flex-col sm:gap-2 sm:p-4 sm:text-center">
      <Avatar name={name} src={coach.url} size="lg" />
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:w-full sm:items-center">
        <Heading className="w-full truncate font-semibold text-ink">{name}</Heading>
        <StarRating rating={coach.rating} />
        <p className="inline-flex max-w-full items-center gap-1 text-sm text-ink-muted">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">{formatPlace(coach.city, coach.state)}</span>
        </p>
        <Link
          to={`/coach/${coach.id}`}
          aria-label={`View Profile of ${name}`}
          className={buttonClassName({ variant: 'secondary', className: 'mt-1 self-start sm:mt-auto sm:w-full sm:self-stretch' })}
        >
          View Profile
        </Link>
      </div>
    </li>
  );
}

/** The dashboard's 'Your Matched Coaches' (the tour's third stop). */
export function MatchedCoachesCard() {
  const coaches = useMatchedCoaches();

  let body;
  if (coaches.isPending) {
    body = (
      <div role="status" className="flex flex-col gap-3">
        <span className="text-sm text-ink-muted">Loading coaches...</span>
        <div className="grid gap-3 sm:grid-cols-3" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-52" />
          ))}
        </div>
      </div>
    );
  } else if (coaches.isError) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-2 px-4 py-6 text-center">
        <AlertCircle aria-hidden="true" className="size-8 text-danger-700" />
        <h3 className="font-semibold text-danger-700">Error Loading Coaches</h3>
        <p className="text-sm text-ink-muted">{MATCHED_COACHES_FAILED_MESSAGE}</p>
        <Button variant="outline" onClick={() => void coaches.refetch()} className="mt-1">
          Try Again
        </Button>
      </div>
    );
  } else if (coaches.data.length === 0) {
    body = (
      <EmptyState
        icon={UserSearch}
        title="No coaches matched yet"
        hint="Take our smart assessment to get matched with perfect coaches"
        action={
          <Link to="/coach-matching" className={buttonClassName()}>
            Find Coaches
          </Link>
        }
      />
    );
  } else {
    body = (
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {coaches.data.map((match) => (
          <MatchedCoachTile key={match.id} match={match} />
        ))}
      </ul>
    );
  }

  return (
    <Card data-tour={tourTargets.matchedCoaches} aria-labelledby="matched-coaches-title">
      <CardHeader
        title={<span id="matched-coaches-title">Your Matched Coaches</span>}
        subtitle="Coaches picked for you from your assessment."
        action={
          coaches.data && coaches.data.length > 0 ? (
            <Link to="/coach-matching" className="inline-flex min-h-11 shrink-0 items-center text-sm font-semibold text-primary-700 hover:underline">
              Find Coaches
            </Link>
          ) : null
        }
      />
      {body}
    </Card>
  );
}
