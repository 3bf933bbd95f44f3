import { Brain, Target } from 'lucide-react';
import { useDeferredValue, type ReactNode } from 'react';
import { Navigate, useOutletContext } from 'react-router';
import type { ShellOutletContext } from '@/app/shell/shell-context';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/current-user';
import { useFirstMobileVisitSidebar } from '../first-mobile-visit';
import { ComingSoonFeatureCard } from './coming-soon-feature-card';
import { StatTiles } from './stat-tiles';
import { StudentWinsCard } from './student-wins-card';
import { WelcomeBanner } from './welcome-banner';

/**
 * The student's home. `coachingCards` is the slot for the coaching feature's cards (upcoming
 * sessions, then past sessions or matched coaches): app/dashboard-route.tsx fills it, because features
 * do not import each other.
 */
export default function DashboardPage({ coachingCards }: { coachingCards?: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  const shell = useOutletContext<ShellOutletContext | undefined>();
  const hasGrowthAreas = (user?.growthAreas.length ?? 0) > 0;
  // The top of the page (banner and counters) draws first; the cards below follow in a second pass,
  // so neither pass holds the browser up for long.
  const isShowingCards = useDeferredValue(true, false);
  useFirstMobileVisitSidebar(shell?.openMobileSidebar, Boolean(user) && hasGrowthAreas);

  if (isPending || !user) {
    return (
      <main className="flex min-h-[50dvh] items-center justify-center text-ink-muted">
        <Spinner label="Setting up your dashboard..." />
      </main>
    );
  }
  if (!hasGrowthAreas) return <Navigate to="/walkthrough" replace />;

  const sideCards = (
    <>
      <StudentWinsCard />
      <ComingSoonFeatureCard
        feature="weekly_goal_tracking"
        icon={Target}
        title="Weekly Goal Tracking"
        description="Set a weekly goal and watch your progress grow, one small step at a time."
      />
      <ComingSoonFeatureCard
        feature="ai_growth_insights"
        icon={Brain}
        title="AI Personal Goal Insights"
        description="Personal insights on your goals and growth, drawn from your sessions and check-ins."
      />
    </>
  );
  const cards = coachingCards ? (
    <div className="grid items-start gap-6 lg:grid-cols-3">
      <div data-slot="dashboard-cards" className="flex min-w-0 flex-col gap-6 lg:col-span-2">
        {coachingCards}
      </div>
      <div className="flex min-w-0 flex-col gap-6">{sideCards}</div>
    </div>
  ) : (
    <div className="grid items-start gap-6 md:grid-cols-2 lg:grid-cols-3">{sideCards}</div>
  );

  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <WelcomeBanner firstName={user.firstName} name={user.name} pictureUrl={user.profileImageUrl} />
      <StatTiles />
      {isShowingCards ? cards : null}
    </main>
  );
}
