import type { Booking } from '@bloom/contract/bookings';
import { History, Star } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useFormatUserTime } from '@/lib/format-user-time';
import { RatingDialog } from './rating-dialog';
import { coachIdOf, coachNameOf } from './session-lists';
import { SessionsLoadError, SessionsLoading } from './session-list-states';

/** What a session row ends with: 'Rated: n/5' or the 'Feedback' button, then 'Book Again'. */
export function RatedOrFeedback({ booking, onRate, feedbackLabel = 'Feedback' }: { booking: Booking; onRate: () => void; feedbackLabel?: string }) {
  if (booking.rating !== null) {
    return (
      <Badge tone="accent">
        <Star aria-hidden="true" className="size-3.5" fill="currentColor" strokeWidth={0} />
        Rated: {booking.rating}/5
      </Badge>
    );
  }
  return (
    <Button variant="secondary" onClick={onRate} aria-label={`${feedbackLabel} for the session with ${coachNameOf(booking)}`}>
      <Star aria-hidden="true" className="size-4" />
      {feedbackLabel}
    </Button>
  );
}

/** 'Book Again' goes to the coach's profile; disabled when the booking names no coach profile. */
export function BookAgainButton({ booking }: { booking: Booking }) {
  const navigate = useNavigate();
  const coachId = coachIdOf(booking);
  return (
    <Button
      variant="outline"
      disabled={coachId === null}
      onClick={() => (coachId === null ? undefined : void navigate(`/coach/${coachId}`))}
      aria-label={`Book Again with ${coachNameOf(booking)}`}
    >
      Book Again
    </Button>
  );
}

export interface PreviousSessionsCardProps {
  sessions: Booking[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
}

/** 'Previous Sessions' / 'Sessions you have completed': newest first, in a list 350px tall. */
export function PreviousSessionsCard({ sessions, isPending, isError, onRetry }: PreviousSessionsCardProps) {
  const formatTime = useFormatUserTime();
  const [rating, setRating] = useState<Booking | null>(null);

  let body;
  if (isPending) {
    body = <SessionsLoading />;
  } else if (isError) {
    body = <SessionsLoadError onRetry={onRetry} />;
  } else if (!sessions || sessions.length === 0) {
    body = <EmptyState icon={History} title="No previous sessions." />;
  } else {
    body = (
      <ul tabIndex={0} aria-label="Previous sessions" className="flex max-h-[350px] flex-col gap-2 overflow-y-auto rounded-control">
        {sessions.map((booking) => {
          const name = coachNameOf(booking);
          return (
            <li key={booking.id} className="flex flex-wrap items-center gap-3 rounded-control border border-line p-3">
              <Avatar name={name} src={booking.mentor_profile?.url} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold text-ink">{name}</p>
                <p className="text-sm text-ink-muted">{formatTime(booking.time_slot.start_time)}</p>
              </div>
              <div className="flex w-full flex-wrap items-center justify-end gap-2 sm:w-auto">
                <RatedOrFeedback booking={booking} onRate={() => setRating(booking)} />
                <BookAgainButton booking={booking} />
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Card aria-labelledby="previous-sessions-title">
      <CardHeader title={<span id="previous-sessions-title">Previous Sessions</span>} subtitle="Sessions you have completed" />
      {body}
      <RatingDialog
        bookingId={rating?.id ?? null}
        sessionSummary={rating ? `${coachNameOf(rating)} · ${formatTime(rating.time_slot.start_time)}` : undefined}
        onClose={() => setRating(null)}
      />
    </Card>
  );
}
