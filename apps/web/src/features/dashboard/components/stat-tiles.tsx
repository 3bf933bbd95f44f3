import { BookHeart, Coins, Sparkles, UserPlus, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useCreditBalance } from '@/lib/credit-balance';
import { useUserPoints } from '@/lib/user-points';
import { useUserStats } from '../api/get-user-stats';

interface Tile {
  label: string;
  to: string;
  icon: LucideIcon;
  value: number | undefined;
  isLoading: boolean;
  tone: string;
}

function StatTile({ label, to, icon: Icon, value, isLoading, tone }: Tile) {
  return (
    <li>
      <Link
        to={to}
        className="flex h-full min-h-28 flex-col justify-between gap-3 rounded-card border border-line bg-surface p-4 shadow-card transition-colors duration-150 hover:border-primary-300"
      >
        <span className={`inline-flex size-10 items-center justify-center rounded-full ${tone}`}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <span className="flex flex-col">
          {isLoading ? (
            <Skeleton className="mb-1 h-8 w-14" />
          ) : (
            <span className="text-2xl font-bold text-ink tabular-nums">{value === undefined ? '–' : value}</span>
          )}
          <span className="text-sm text-ink-muted">{label}</span>
        </span>
      </Link>
    </li>
  );
}

/** Four live counters, each a way into its screen. Credits are never shown below 0. */
export function StatTiles() {
  const points = useUserPoints();
  const stats = useUserStats();
  const credits = useCreditBalance();
  const tiles: Tile[] = [
    { label: 'Lifetime Points', to: '/rewards', icon: Sparkles, value: points.data?.total_points, isLoading: points.isPending, tone: 'bg-accent-50 text-accent-700' },
    { label: 'Stories Posted', to: '/community', icon: BookHeart, value: stats.data?.community_posts, isLoading: stats.isPending, tone: 'bg-info-50 text-info-700' },
    {
      label: 'Available Session Credits',
      to: '/credits',
      icon: Coins,
      value: credits.data ? Math.max(0, credits.data.available_credits) : undefined,
      isLoading: credits.isPending,
      tone: 'bg-primary-50 text-primary-700',
    },
    { label: 'Total Referrals', to: '/referrals', icon: UserPlus, value: stats.data?.referrals, isLoading: stats.isPending, tone: 'bg-success-50 text-success-700' },
  ];
  return (
    <section aria-labelledby="dashboard-stats-heading">
      <h2 id="dashboard-stats-heading" className="sr-only">
        Your progress
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {tiles.map((tile) => (
          <StatTile key={tile.label} {...tile} />
        ))}
      </ul>
    </section>
  );
}
