import type { Booking } from '@bloom/contract/bookings';
import { CalendarClock, History, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BOOKINGS_FAILED_MESSAGE, useBookings } from '@/lib/bookings';
import { useJoinSession } from '@/components/coaching-cards/api/mark-session-taken';
import { RatingDialog } from '@/components/coaching-cards/rating-dialog';
import { coachNameOf, previousSessions, upcomingSessions } from '@/components/coaching-cards/session-lists';
import { useNow } from '@/components/coaching-cards/use-now';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClassName } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs } from '@/components/ui/tabs';
import { analyticsEvents, track } from '@/lib/analytics';
import { useFormatUserTime } from '@/lib/format-user-time';
import { CancelSessionDialog } from './cancel-session-dialog';
import { RescheduleDialog } from './reschedule-dialog';
import { SessionCard } from './session-card';

function SessionList({ sessions, children }: { sessions: Booking[]; children: (booking: Booking) => React.ReactNode }) {
  return <ul className="grid gap-4 lg:grid-cols-2">{sessions.map(children)}</ul>;
}

/** /sessions: the student's upcoming and completed sessions, with joining, cancelling, rescheduling and rating. */
export default function SessionsPage() {
  const bookings = useBookings();
  const now = useNow();
  const formatTime = useFormatUserTime();
  const { join, joiningId } = useJoinSession();
  const [tab, setTab] = useState('upcoming');
  const [canceling, setCanceling] = useState<Booking | null>(null);
  const [rescheduling, setRescheduling] = useState<{ key: number; booking: Booking | null }>({ key: 0, booking: null });
  const [rating, setRating] = useState<Booking | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const upcoming = bookings.data ? upcomingSessions(bookings.data, now) : [];
  const completed = bookings.data ? previousSessions(bookings.data, now) : [];

  const card = (booking: Booking) => (
    <SessionCard
      key={booking.id}
      booking={booking}
      now={now}
      onJoin={join}
      isJoining={joiningId === booking.id}
      onCancel={(b) => {
        setNotice(null);
        setCanceling(b);
      }}
      onReschedule={(b) => {
        setNotice(null);
        setRescheduling((current) => ({ key: current.key + 1, booking: b }));
      }}
      onRate={setRating}
    />
  );

  let body;
  if (bookings.isPending) {
    body = (
      <div role="status" className="grid gap-4 lg:grid-cols-2">
        <span className="sr-only">Loading sessions...</span>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-40" />
        ))}
      </div>
    );
  } else if (bookings.isError) {
    body = (
      <Alert
        tone="error"
        title={BOOKINGS_FAILED_MESSAGE}
        action={
          <Button variant="outline" onClick={() => void bookings.refetch()}>
            Try Again
          </Button>
        }
      />
    );
  } else {
    body = (
      <Tabs
        label="Sessions"
        value={tab}
        onValueChange={(value) => {
          setTab(value);
          track(analyticsEvents.tabNavigation, { label: `sessions:${value}` });
        }}
        items={[
          {
            value: 'upcoming',
            label: `Upcoming (${upcoming.length})`,
            content:
              upcoming.length > 0 ? (
                <SessionList sessions={upcoming}>{card}</SessionList>
              ) : (
                <EmptyState
                  icon={CalendarClock}
                  title="No upcoming sessions"
                  hint="Find a coach who fits you and book a 30-minute session."
                  action={
                    <Link to="/coach-matching" className={buttonClassName()}>
                      Find Coaches
                    </Link>
                  }
                />
              ),
          },
          {
            value: 'completed',
            label: `Completed (${completed.length})`,
            content:
              completed.length > 0 ? (
                <SessionList sessions={completed}>{card}</SessionList>
              ) : (
                <EmptyState icon={History} title="No completed sessions yet" hint="Sessions you've had show up here, ready to rate." />
              ),
          },
        ]}
      />
    );
  }

  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink">My Sessions</h1>
          <p className="mt-1 text-ink-muted">Join from 15 minutes before the start. Times are in your timezone.</p>
        </div>
        <Button variant="outline" onClick={() => void bookings.refetch()} isBusy={bookings.isFetching && !bookings.isPending} busyLabel="Refreshing...">
          <RefreshCw aria-hidden="true" className="size-4" />
          Refresh
        </Button>
      </header>
      {notice ? (
        <Alert tone="success" action={<Button variant="ghost" onClick={() => setNotice(null)}>Dismiss</Button>}>
          {notice}
        </Alert>
      ) : null}
      {body}
      <CancelSessionDialog
        booking={canceling}
        now={now}
        onClose={() => setCanceling(null)}
        onCanceled={(result) => {
          setCanceling(null);
          setNotice(result.credit_refunded ? 'Your session was canceled and your credit has been returned.' : 'Your session was canceled.');
        }}
      />
      <RescheduleDialog
        key={rescheduling.key}
        booking={rescheduling.booking}
        onClose={() => setRescheduling((current) => ({ ...current, booking: null }))}
        onRescheduled={(result) => {
          setRescheduling((current) => ({ ...current, booking: null }));
          setNotice(`Your session was moved to ${formatTime(result.time_slot.start_time)}.`);
        }}
      />
      <RatingDialog
        bookingId={rating?.id ?? null}
        sessionSummary={rating ? `${coachNameOf(rating)} · ${formatTime(rating.time_slot.start_time)}` : undefined}
        onClose={() => setRating(null)}
      />
    </main>
  );
}
