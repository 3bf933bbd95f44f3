import type { MatchRequest } from '@bloom/contract/coaching';
import { CalendarPlus, Clock, MapPin, Quote } from 'lucide-react';
import { Link } from 'react-router';
import { coachFullName } from '@/components/coaching-cards/matched-coaches-card';
import { formatPlace, StarRating } from '@/components/coaching-cards/star-rating';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { buttonClassName } from '@/components/ui/button';
import { sampleCoaches, samplePriceRange, sampleReviews } from '../sample-coaches';

/** One matched coach with the ways on: the profile, or Book Session (to /sessions, as the spec has it). */
function MatchCard({ match, rank }: { match: MatchRequest; rank: number }) {
  const coach = match.from_user_profile;
  const name = coachFullName(coach);
  return (
    <li className="flex min-w-0 flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-card">
      <div className="flex items-start gap-4">
        <Avatar name={name} src={coach.url} size="lg" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <Badge tone={rank === 1 ? 'accent' : 'primary'} className="self-start">
            {rank === 1 ? 'Best match' : `Match #${rank}`}
          </Badge>
          <h3 className="truncate text-lg font-semibold text-ink">{name}</h3>
          {coach.focus_area ? <p className="text-sm font-medium text-primary-800">{coach.focus_area}</p> : null}
          <StarRating rating={coach.rating} />
          <p className="inline-flex items-center gap-1 text-sm text-ink-muted">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {formatPlace(coach.city, coach.state)}
          </p>
        </div>
      </div>
      <div className="mt-auto flex flex-col gap-2">
        <Link to={`/coach/${coach.id}`} aria-label={`View Profile of ${name}`} className={buttonClassName({ variant: 'outline', fullWidth: true })}>
          View Profile
        </Link>
        <Link to="/sessions" aria-label={`Book Session with ${name}`} className={buttonClassName({ fullWidth: true })}>
          <CalendarPlus aria-hidden="true" className="size-4" />
          Book Session
        </Link>
      </div>
    </li>
  );
}

export function MatchList({ matches }: { matches: MatchRequest[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {matches.map((match, i) => (
        <MatchCard key={match.id} match={match} rank={i + 1} />
      ))}
    </ul>
  );
}

/**
 * Shown only when a successful submission matched no coach (none has free time in the next 45 days):
 * an honest note first, then the spec's sample coaches, labelled as examples and offering nothing to book.
 */
export function NoMatchesWithExamples() {
  return (
    <div className="flex flex-col gap-6">
      <Alert tone="info" title="No coach has open times right now">
        Your answers are saved. We match you with coaches who have free time in the next 45 days, and none do at the moment. Please check back
        tomorrow, when you can take the assessment again.
      </Alert>
      <section aria-labelledby="example-matches-title" className="flex flex-col gap-4 rounded-card border border-dashed border-line p-5">
        <div>
          <h3 id="example-matches-title" className="font-semibold text-ink">
            Example matches
          </h3>
          <p className="text-sm text-ink-muted">
            These are examples of what a match looks like, not real coaches, so they can't be booked. Sample price: {samplePriceRange} per session.
          </p>
        </div>
        <ul className="grid gap-3 md:grid-cols-3">
          {sampleCoaches.map((coach) => (
            <li key={coach.id} className="flex flex-col gap-2 rounded-control bg-canvas p-4">
              <div className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-100 font-semibold text-primary-800"
                >
                  {coach.avatar}
                </span>
                <div className="min-w-0">
                  <p className="truncate font-semibold text-ink">
                    {coach.name} <Badge className="ml-1 align-middle">Example</Badge>
                  </p>
                  <p className="text-sm text-ink-muted">{coach.title}</p>
                </div>
              </div>
              <StarRating rating={coach.rating} />
              <p className="text-sm text-ink-muted">
                {coach.location} · {coach.experience} · ${coach.sessionPrice}
              </p>
              <p className="inline-flex items-center gap-1 text-sm text-ink-muted">
                <Clock aria-hidden="true" className="size-4" />
                {coach.availability}
              </p>
            </li>
          ))}
        </ul>
        <ul className="grid gap-3 md:grid-cols-3" aria-label="Example reviews">
          {sampleReviews.map((review) => (
            <li key={review.author} className="flex gap-2 text-sm text-ink-muted">
              <Quote aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-600" />
              <span>
                {review.text} <span className="text-xs">({review.author})</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
