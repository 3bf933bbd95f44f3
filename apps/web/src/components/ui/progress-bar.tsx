import { cn } from '@/lib/cn';

/** A labelled bar for "n of target": screen readers hear the label and "n of target". */
export function ProgressBar({ label, value, max, className }: { label: string; value: number; max: number; className?: string }) {
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? Math.round((clamped / max) * 100) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={clamped}
      aria-valuetext={`${clamped} of ${max}`}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-primary-100', className)}
    >
      <div className="h-full rounded-full bg-primary-600 transition-[width] duration-200" style={{ width: `${percent}%` }} />
    </div>
  );
}
