import { cn } from '@/lib/cn';

export interface ProgressBarProps {
  label: string;
  value: number;
  max: number;
  /** What screen readers hear for the value; "n of max" unless given ('150 of 300 lifetime points'). */
  valueText?: string;
  /** The warm accent for points and rewards; the primary colour elsewhere. */
  tone?: 'primary' | 'accent';
  className?: string;
}

/** A labelled bar for "n of target": screen readers hear the label and "n of target". */
export function ProgressBar({ label, value, max, valueText, tone = 'primary', className }: ProgressBarProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? Math.round((clamped / max) * 100) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={clamped}
      aria-valuetext={valueText ?? `${clamped} of ${max}`}
      className={cn('h-2.5 w-full overflow-hidden rounded-full', tone === 'accent' ? 'bg-accent-100' : 'bg-primary-100', className)}
    >
      <div
        className={cn('h-full rounded-full transition-[width] duration-200 motion-reduce:transition-none', tone === 'accent' ? 'bg-accent-600' : 'bg-primary-600')}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
