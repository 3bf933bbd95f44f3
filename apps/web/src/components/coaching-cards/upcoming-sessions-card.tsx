import type { Booking } from '@bloom/contract/bookings';
import { CalendarClock, Video } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClassName } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { dashboardJoinLabel, joinButtonLabel, joinWindowOf, JOINING_LABEL } from '@/lib/join-window';
import { useFormatUserTime } from '@/lib/format-user-time';
import { useJoinSession } from './api/mark-session-taken';
import { coachNameOf } from './session-lists';
import { SessionsLoadError, SessionsLoading } from './session-list-states';

function UpcomingRow({ booking, now, join, isJoining }: { booking: Booking; now: number; join: (b: Booking) => void; isJoining: boolean }) {
  const formatTime = useFormatUserTime();
  const joinState = joinWindowOf(booking.time_slot.start_time, now);
  const name = coachNameOf(booking);
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-control border border-line p-3">
      <Avatar name={name} src={booking.mentor_profile.url} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-ink">{name}</p>
        <p className="text-sm text-ink-muted">{formatTime(booking.time_slot.start_time)}</p>
      </div>
      <div className="flex w-full items-center justify-between gap-2 sm:w-auto sm:justify-end">
        <Badge tone={joinState.canJoin ? 'success' : 'neutral'}>{dashboardJoinLabel(joinState)}</Badge>
        {joinState.canJoin ? (
          <Button
            onClick={() => join(booking)}
            isBusy={isJoining}
            busyLabel={JOINING_LABEL}
            aria-label={`${joinButtonLabel(joinState)} with ${name}`}
          >
            <Video aria-hidden="true" className="size-4" />
            {joinButtonLabel(joinState)}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

export interface UpcomingSessionsCardProps {
  sessions: Booking[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  now: number;
}

/** The dashboard's upcoming sessions, soonest first, in a list at most 350px tall. */
export function UpcomingSessionsCard({ sessions, isPending, isError, onRetry, now }: UpcomingSessionsCardProps) {
  const { join, joiningId } = useJoinSession();

  let body;
  if (isPending) {
    body = <SessionsLoading />;
  } else if (isError) {
    body = <SessionsLoadError onRetry={onRetry} />;
  } else if (!sessions || sessions.length === 0) {
    body = (
      <EmptyState
        icon={CalendarClock}
        title="No upcoming sessions"
        hint="When you book a session with a coach, it shows up here."
        action={
          <Link to="/coach-matching" className={buttonClassName({ variant: 'secondary' })}>
            Find Coaches
          </Link>
        }
      />
    );
  } else {
    body = (
      <ul tabIndex={0} aria-label="Upcoming sessions" className="flex max-h-[350px] flex-col gap-2 overflow-y-auto rounded-control">
        {sessions.map((booking) => (
          <UpcomingRow key={booking.id} booking={booking} now={now} join={join} isJoining={joiningId === booking.id} />
        ))}
      </ul>
    );
  }

  return (
    <Card aria-labelledby="upcoming-sessions-title">
      <CardHeader
        title={<span id="upcoming-sessions-title">Upcoming Sessions</span>}
        subtitle="Join from 15 minutes before the start."
        action={
          sessions && sessions.length > 0 ? (
            <Link to="/sessions" className="inline-flex min-h-11 shrink-0 items-center text-sm font-semibold text-primary-700 hover:underline">
              View all
            </Link>
          ) : null
        }
      />
      {body}
    </Card>
  );
}
