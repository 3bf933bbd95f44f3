import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** A pill that is on or off (a filter, a view mode); screen readers hear it as a pressed or unpressed button. */
export function ToggleChip({ isPressed, className, type = 'button', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { isPressed: boolean }) {
  return (
    <button
      type={type}
      aria-pressed={isPressed}
      className={cn(
        'inline-flex min-h-11 items-center gap-1.5 whitespace-nowrap rounded-full border px-4 text-sm font-medium transition-colors duration-150',
        isPressed ? 'border-primary-700 bg-primary-700 text-white' : 'border-line bg-surface text-ink hover:bg-primary-50',
        className,
      )}
      {...props}
    />
  );
}
