import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

const variants = {
  primary: 'bg-primary-700 text-white hover:bg-primary-800 disabled:bg-primary-700/60',
  secondary: 'bg-primary-50 text-primary-800 hover:bg-primary-100 disabled:opacity-60',
  outline: 'border border-line bg-surface text-ink hover:bg-canvas disabled:opacity-60',
  ghost: 'bg-transparent text-ink hover:bg-primary-50 disabled:opacity-60',
  danger: 'bg-danger-700 text-white hover:bg-danger-600 disabled:opacity-60',
  accent: 'bg-accent-600 text-white hover:bg-accent-700 disabled:opacity-60',
} as const;

const sizes = {
  md: 'min-h-11 px-4 text-sm',
  sm: 'min-h-9 px-3 text-sm',
  lg: 'min-h-12 px-6 text-base',
  icon: 'size-11',
} as const;

/** The button look for something that is not a <button> (a router link that reads as a button). */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  fullWidth,
  className,
}: { variant?: keyof typeof variants; size?: keyof typeof sizes; fullWidth?: boolean; className?: string } = {}): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-control font-semibold transition-colors duration-150 disabled:cursor-not-allowed',
    variants[variant],
    sizes[size],
    fullWidth && 'w-full',
    className,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** While true the button shows `busyLabel`, is disabled and cannot be pressed twice. */
  isBusy?: boolean;
  busyLabel?: string;
  fullWidth?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', isBusy = false, busyLabel, fullWidth, className, children, disabled, type = 'button', ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || isBusy}
      aria-busy={isBusy || undefined}
      className={buttonClassName({ variant, size, fullWidth, className })}
      {...props}
    >
      {isBusy && (
        <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
      )}
      {isBusy && busyLabel ? busyLabel : children}
    </button>
  );
});
