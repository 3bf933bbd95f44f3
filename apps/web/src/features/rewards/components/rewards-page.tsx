import { useDeferredValue } from 'react';
import { BadgesSection } from './badges-section';
import { LeaderboardCard } from './leaderboard-card';
import { Marketplace } from './marketplace';
import { PointsLevelCard } from './points-level-card';
import { RedemptionHistory } from './redemption-history';

/**
 * Sections below the marketplace skip style, layout and paint while out of sight (content-visibility);
 * the size is a guess that keeps the scroll bar steady until they are drawn.
 */
const belowTheFold = '[contain-intrinsic-size:auto_40rem] [content-visibility:auto]';

/** /rewards: points and level, the marketplace, the redemption history, badges and the leaderboard. */
export default function RewardsPage() {
  // Points and the marketplace draw first; the history, leaderboard and badges follow in a second
  // pass, so neither pass holds the browser up for long (as on the dashboard, docs/decisions/0038).
  const isShowingRest = useDeferredValue(true, false);
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold text-ink">Rewards</h1>
        <p className="mt-1 text-ink-muted">Turn the points you earn into perks, collect badges, and see how you rank.</p>
      </header>
      <PointsLevelCard />
      <Marketplace />
      {isShowingRest ? (
        <>
          <div className={`grid items-start gap-6 lg:grid-cols-2 ${belowTheFold}`}>
            <RedemptionHistory />
            <LeaderboardCard />
          </div>
          <div className={belowTheFold}>
            <BadgesSection />
          </div>
        </>
      ) : null}
    </main>
  );
}
