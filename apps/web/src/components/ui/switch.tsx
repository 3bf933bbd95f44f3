import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface SwitchFieldProps {
  label: ReactNode;
  /** A line under the label saying what the switch changes. */
  hint?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
}

/** An on/off setting: a button with role="switch", so screen readers announce it as on or off. */
export function SwitchField({ label, hint, checked, onCheckedChange, disabled, className }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className={cn('flex items-center justify-between gap-4', className)}>
      <div className="flex min-w-0 flex-col">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-ink-muted">
            {hint}
          </p>
        ) : null}
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        disabled={disabled}
        onClick={() => onCheckedChange(!checked)}
        className={cn(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors duration-150',
          'disabled:cursor-not-allowed disabled:opacity-60 before:absolute before:-inset-2 before:content-[""]',
          checked ? 'bg-primary-700' : 'bg-ink-muted/50',
        )}
      >
        <span
          aria-hidden="true"
          className={cn('inline-block size-6 rounded-full bg-white shadow transition-transform duration-150', checked ? 'translate-x-5' : 'translate-x-0')}
        />
      </button>
    </div>
  );
}
