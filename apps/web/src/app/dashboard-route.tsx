import { lazy, Suspense } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import DashboardPage from '@/features/dashboard/components/dashboard-page';
import { loadDashboardCoachingCards } from './load-dashboard-cards';

// The cards' code (with date formatting and the rating dialog) is a chunk of its own, fetched from the
// route loader: the banner and counters draw without it, and evaluating it is a task of its own
// (docs/decisions/0038).
const DashboardCoachingCards = lazy(() => loadDashboardCoachingCards().then((m) => ({ default: m.DashboardCoachingCards })));

/** Two card-shaped placeholders, as the cards themselves show while the sessions load. */
function CardsPlaceholder() {
  return [0, 1].map((card) => (
    <Card key={card} aria-hidden="true">
      <Skeleton className="mb-4 h-6 w-48" />
      <Skeleton className="h-40" />
    </Card>
  ));
}

/**
 * /dashboard: the dashboard frame with the coaching feature's cards in its `coachingCards` slot
 * (upcoming sessions, then past sessions or 'Your Matched Coaches'). Features do not import each
 * other, so the two meet here. The matched-coaches card should carry
 * `data-tour={tourTargets.matchedCoaches}` (app/tour/tour-targets.ts) for the tour's third step.
 */
export default function DashboardRoute() {
  return (
    <DashboardPage
      coachingCards={
        <Suspense fallback={<CardsPlaceholder />}>
          <DashboardCoachingCards />
        </Suspense>
      }
    />
  );
}
