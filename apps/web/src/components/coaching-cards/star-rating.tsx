import { Star, StarHalf } from 'lucide-react';
import { cn } from '@/lib/cn';

export type StarFill = 'full' | 'half' | 'empty';

/** Five stars for a rating: full stars for the whole part, a half star when the fraction is 0.5 or more. */
export function starsOf(rating: number): StarFill[] {
  const clamped = Math.min(5, Math.max(0, Number.isFinite(rating) ? rating : 0));
  const full = Math.floor(clamped);
  const hasHalf = clamped - full >= 0.5;
  return Array.from({ length: 5 }, (_, i) => (i < full ? 'full' : i === full && hasHalf ? 'half' : 'empty'));
}

/** One decimal, as the cards show it: 4 -> '4.0', 4.46 -> '4.5'. */
export function formatRating(rating: number): string {
  return (Number.isFinite(rating) ? rating : 0).toFixed(1);
}

/** A coach's rating: five stars and the number with one decimal, read out as 'Rated 4.5 out of 5'. */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const text = formatRating(rating);
  return (
    <span role="img" aria-label={`Rated ${text} out of 5`} className={cn('inline-flex items-center gap-1', className)}>
      <span className="inline-flex" aria-hidden="true">
        {starsOf(rating).map((fill, i) => (
          <span key={i} data-star={fill} className="relative inline-flex size-4">
            <Star className="size-4 text-line" fill="currentColor" strokeWidth={0} />
            {fill === 'full' ? <Star className="absolute inset-0 size-4 text-accent-500" fill="currentColor" strokeWidth={0} /> : null}
            {fill === 'half' ? <StarHalf className="absolute inset-0 size-4 text-accent-500" fill="currentColor" strokeWidth={0} /> : null}
          </span>
        ))}
      </span>
      <span aria-hidden="true" className="text-sm font-semibold text-ink">
        {text}
      </span>
    </span>
  );
}

/** 'city, state'; either alone when the other is missing; 'N/A' when both are. */
export function formatPlace(city: string | null | undefined, state: string | null | undefined): string {
  const parts = [city?.trim(), state?.trim()].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'N/A';
}
