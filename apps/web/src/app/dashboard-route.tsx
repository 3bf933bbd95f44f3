import { DashboardCoachingCards } from '@/components/coaching-cards/dashboard-coaching-cards';
import DashboardPage from '@/features/dashboard/components/dashboard-page';

/**
 * /dashboard: the dashboard frame with the coaching feature's cards in its `coachingCards` slot
 * (upcoming sessions, then past sessions or 'Your Matched Coaches'). Features do not import each
 * other, so the two meet here. The matched-coaches card should carry
 * `data-tour={tourTargets.matchedCoaches}` (app/tour/tour-targets.ts) for the tour's third step.
 */
export default function DashboardRoute() {
  return <DashboardPage coachingCards={<DashboardCoachingCards />} />;
}
