import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useBookings } from '@/lib/bookings';
import { MatchedCoachesCard } from './matched-coaches-card';
import { PreviousSessionsCard } from './previous-sessions-card';
import { previousSessions, upcomingSessions } from './session-lists';
import { UpcomingSessionsCard } from './upcoming-sessions-card';
import { useNow } from './use-now';

/**
 * The dashboard's coaching cards (spec 'Dashboard'): upcoming sessions, then 'Previous Sessions' once any
 * session has ended, otherwise 'Your Matched Coaches'.
 */
export function DashboardCoachingCards() {
  const bookings = useBookings();
  const now = useNow();
  const upcoming = bookings.data ? upcomingSessions(bookings.data, now) : undefined;
  const previous = bookings.data ? previousSessions(bookings.data, now) : undefined;
  const retry = () => void bookings.refetch();

  let secondCard;
  if (bookings.isPending) {
    // Which card comes second depends on the sessions: a quiet placeholder until they are known.
    secondCard = (
      <Card aria-hidden="true">
        <Skeleton className="mb-4 h-6 w-48" />
        <Skeleton className="h-40" />
      </Card>
    );
  } else if (previous && previous.length > 0) {
    secondCard = <PreviousSessionsCard sessions={previous} isPending={false} isError={false} onRetry={retry} />;
  } else {
    secondCard = <MatchedCoachesCard />;
  }

  return (
    <>
      <UpcomingSessionsCard sessions={upcoming} isPending={bookings.isPending} isError={bookings.isError} onRetry={retry} now={now} />
      {secondCard}
    </>
  );
}
