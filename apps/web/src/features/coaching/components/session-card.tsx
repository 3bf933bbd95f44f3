import type { Booking } from '@bloom/contract/bookings';
import { CalendarClock, CalendarX, Clock, NotebookPen, Video } from 'lucide-react';
import { BookAgainButton, RatedOrFeedback } from '@/components/coaching-cards/previous-sessions-card';
import { canRate, coachNameOf } from '@/components/coaching-cards/session-lists';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { joinButtonLabel, joinWindowOf, JOINING_LABEL, sessionsJoinLabel } from '@/lib/join-window';
import { useFormatUserTime } from '@/lib/format-user-time';

// Mirrors FREE_CANCEL_HOURS / RESCHEDULE_NOTICE_HOURS of @bloom/contract/bookings.
export const FREE_CANCEL_HOURS = 24;
export const RESCHEDULE_NOTICE_HOURS = 24;
const HOUR_MS = 3_600_000;

/** Cancelling more than 24 hours ahead gives the credit back (the server decides; this words the confirm). */
export function isCreditReturnedOnCancel(booking: Booking, now: number): boolean {
  return Date.parse(booking.time_slot.start_time) - now > FREE_CANCEL_HOURS * HOUR_MS;
}

export function canCancel(booking: Booking, now: number): boolean {
  return booking.status === 'booked' && Date.parse(booking.time_slot.start_time) > now;
}

export function canReschedule(booking: Booking, now: number): boolean {
  return booking.status === 'booked' && Date.parse(booking.time_slot.start_time) - now >= RESCHEDULE_NOTICE_HOURS * HOUR_MS;
}

export interface SessionCardProps {
  booking: Booking;
  now: number;
  onJoin: (booking: Booking) => void;
  isJoining: boolean;
  onCancel: (booking: Booking) => void;
  onReschedule: (booking: Booking) => void;
  onRate: (booking: Booking) => void;
}

const phaseTones = { upcoming: 'neutral', ready: 'success', 'in-progress': 'success', ended: 'neutral' } as const;

/** One session on /sessions: coach, time in the student's timezone, the join window, and what can be done. */
export function SessionCard({ booking, now, onJoin, isJoining, onCancel, onReschedule, onRate }: SessionCardProps) {
  const formatTime = useFormatUserTime();
  const name = coachNameOf(booking);
  const joinState = joinWindowOf(booking.time_slot.start_time, now);
  const isPast = Date.parse(booking.time_slot.end_time) <= now;
  const note = booking.pre_session_note && booking.pre_session_note !== 'N/A' ? booking.pre_session_note : null;

  return (
    <li className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
      <div className="flex items-start gap-3">
        <Avatar name={name} src={booking.mentor_profile?.url} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <h3 className="min-w-0 truncate font-semibold text-ink">{name}</h3>
            <Badge tone={phaseTones[joinState.phase]}>{sessionsJoinLabel(joinState)}</Badge>
          </div>
          <p className="inline-flex items-center gap-1.5 text-sm text-ink">
            <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
            {formatTime(booking.time_slot.start_time)}
          </p>
          <p className="inline-flex items-center gap-1.5 text-sm text-ink-muted">
            <Clock aria-hidden="true" className="size-4 shrink-0" />
            30 minutes{booking.is_rescheduled ? ' · Rescheduled' : ''}
          </p>
        </div>
      </div>

      {note ? (
        <p className="flex gap-2 rounded-control bg-canvas p-3 text-sm text-ink-muted">
          <NotebookPen aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 break-words">
            <span className="font-medium text-ink">Your note: </span>
            {note}
          </span>
        </p>
      ) : null}

      <div className="flex flex-wrap items-center gap-2">
        {joinState.phase !== 'ended' ? (
          <Button
            onClick={() => onJoin(booking)}
            disabled={!joinState.canJoin}
            isBusy={isJoining}
            busyLabel={JOINING_LABEL}
            aria-label={`${joinButtonLabel(joinState)} with ${name}`}
          >
            <Video aria-hidden="true" className="size-4" />
            {joinButtonLabel(joinState)}
          </Button>
        ) : null}
        {canReschedule(booking, now) ? (
          <Button variant="outline" onClick={() => onReschedule(booking)} aria-label={`Reschedule the session with ${name}`}>
            Reschedule
          </Button>
        ) : null}
        {canCancel(booking, now) ? (
          <Button variant="ghost" onClick={() => onCancel(booking)} aria-label={`Cancel the session with ${name}`} className="text-danger-700">
            <CalendarX aria-hidden="true" className="size-4" />
            Cancel
          </Button>
        ) : null}
        {isPast && (booking.rating !== null || canRate(booking, now)) ? (
          <RatedOrFeedback booking={booking} onRate={() => onRate(booking)} feedbackLabel="Rate Your Session" />
        ) : null}
        {isPast ? <BookAgainButton booking={booking} /> : null}
      </div>
    </li>
  );
}
