import { cn } from '@/lib/cn';

export interface ProgressBarProps {
  value: number;
  max: number;
  /** What the bar measures, for screen readers ('Progress to level 3'). */
  label: string;
  /** The words a screen reader says for the value ('150 of 300 points'). */
  valueText?: string;
  tone?: 'primary' | 'accent';
  className?: string;
}

/** A thin bar for progress toward a level or a badge. */
export function ProgressBar({ value, max, label, valueText, tone = 'primary', className }: ProgressBarProps) {
  const clamped = Math.min(Math.max(value, 0), Math.max(max, 0));
  const percent = max > 0 ? Math.round((clamped / max) * 100) : 100;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-line/70', className)}
    >
      <div
        className={cn('h-full rounded-full transition-[width] duration-300 motion-reduce:transition-none', tone === 'accent' ? 'bg-accent-600' : 'bg-primary-600')}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
