import { CircleHelp, Coins, Menu, Sparkles, Sprout } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar, initialsOf } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';
import { useCreditBalance } from '@/lib/credit-balance';
import { useCurrentUser } from '@/lib/current-user';
import { useUserPoints } from '@/lib/user-points';

const LOADING = '...';

/** Never shows a negative credit count (spec: credits are never below 0). */
export function formatCredits(credits: number | undefined): string {
  return credits === undefined ? LOADING : String(Math.max(0, credits));
}

function HeaderPill({ to, label, children, className, tone }: { to: string; label: string; children: ReactNode; className?: string; tone: 'primary' | 'accent' }) {
  return (
    <Link to={to} aria-label={label} className="group inline-flex min-h-11 min-w-11 items-center justify-center rounded-full">
      <span
        className={cn(
          'inline-flex h-8 items-center gap-1 rounded-full border px-2.5 text-sm font-semibold tabular-nums transition-colors duration-150',
          tone === 'primary'
            ? 'border-primary-200 bg-primary-50 text-primary-800 group-hover:bg-primary-100'
            : 'border-accent-200 bg-accent-50 text-accent-700 group-hover:bg-accent-100',
          className,
        )}
      >
        {children}
      </span>
    </Link>
  );
}

export function Header({ onOpenMenu, isMenuOpen, onOpenHelp }: { onOpenMenu: () => void; isMenuOpen: boolean; onOpenHelp: () => void }) {
  const { data: user } = useCurrentUser();
  const credits = useCreditBalance();
  const points = useUserPoints();

  const creditsText = formatCredits(credits.data?.available_credits);
  const pointsText = points.data ? String(points.data.total_points) : LOADING;
  // Level 1 until the server says otherwise (spec: the level falls back to 1).
  const level = points.data?.level.level_number ?? 1;

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      <div className="flex h-16 items-center gap-1 px-2 sm:px-4 md:gap-2 md:px-6">
        <button
          type="button"
          onClick={onOpenMenu}
          aria-label="Open menu"
          aria-expanded={isMenuOpen}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-canvas md:hidden"
        >
          <Menu aria-hidden="true" className="size-6" />
        </button>
        <Link to="/dashboard" aria-label="Bloom, go to dashboard" className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-control px-1">
          <span className="inline-flex size-9 items-center justify-center rounded-full bg-primary-700 text-white">
            <Sprout aria-hidden="true" className="size-5" />
          </span>
          <span className="hidden text-lg font-bold tracking-tight text-primary-900 sm:inline">Bloom</span>
        </Link>

        <div className="ml-auto flex min-w-0 items-center gap-0.5 sm:gap-1.5">
          <button
            type="button"
            onClick={onOpenHelp}
            className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-2 text-sm font-medium text-ink-muted hover:bg-canvas hover:text-ink sm:px-3"
          >
            <CircleHelp aria-hidden="true" className="size-5" />
            <span className="sr-only sm:not-sr-only">Help</span>
          </button>
          <HeaderPill to="/credits" label={`${creditsText} session credits, buy credits`} tone="primary">
            <Coins aria-hidden="true" className="size-4" />
            <span>{creditsText}</span>
          </HeaderPill>
          <HeaderPill to="/rewards" label={`${pointsText} points, view rewards`} tone="accent">
            <Sparkles aria-hidden="true" className="size-4" />
            <span>{pointsText}</span>
          </HeaderPill>
          <HeaderPill to="/rewards" label={`L${level}, level ${level}, view rewards`} tone="accent" className="px-2">
            <span>L{level}</span>
          </HeaderPill>
          {/* Shown initials must be part of the link's name (axe label-content-name-mismatch). */}
          <Link
            to="/profile"
            aria-label={user && !user.profileImageUrl ? `${initialsOf(user.name || 'You')}, your profile` : 'Your profile'}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full"
          >
            <Avatar name={user?.name || 'You'} src={user?.profileImageUrl} size="sm" />
          </Link>
        </div>
      </div>
    </header>
  );
}
