import { cn } from '@/lib/cn';

/** A placeholder with the shape of what is loading. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-control bg-line/70', className)} />;
}
