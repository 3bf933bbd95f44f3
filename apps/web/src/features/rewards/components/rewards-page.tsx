import { BadgesSection } from './badges-section';
import { LeaderboardCard } from './leaderboard-card';
import { Marketplace } from './marketplace';
import { PointsLevelCard } from './points-level-card';
import { RedemptionHistory } from './redemption-history';

/** /rewards: points and level, the marketplace, the redemption history, badges and the leaderboard. */
export default function RewardsPage() {
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold text-ink">Rewards</h1>
        <p className="mt-1 text-ink-muted">Turn the points you earn into perks, collect badges, and see how you rank.</p>
      </header>
      <PointsLevelCard />
      <Marketplace />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <RedemptionHistory />
        <LeaderboardCard />
      </div>
      <BadgesSection />
    </main>
  );
}
