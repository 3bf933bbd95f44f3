import type { Badge } from '@bloom/contract/gamification';
import { Award } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A badge's picture (greyed while still to earn; loaded when near the screen), or a medal when it has none. */
export function BadgeIcon({ badge, isLocked, className = 'size-14' }: { badge: Pick<Badge, 'icon_url'>; isLocked?: boolean; className?: string }) {
  return badge.icon_url ? (
    <img src={badge.icon_url} alt="" width={56} height={56} loading="lazy" className={cn('shrink-0', className, isLocked && 'opacity-45 grayscale')} />
  ) : (
    <span aria-hidden="true" className={cn('inline-flex shrink-0 items-center justify-center rounded-full bg-accent-100 text-accent-700', className, isLocked && 'opacity-60')}>
      <Award className="size-1/2" />
    </span>
  );
}
