import { Check } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { SelectOption } from './field';

export interface MultiSelectFieldProps {
  label: ReactNode;
  options: readonly SelectOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** At most this many choices; the rest are disabled once it is reached. */
  max?: number;
  hint?: ReactNode;
  error?: string;
  name?: string;
  className?: string;
}

/**
 * Several choices from a short list, as a group of toggle chips: real checkboxes underneath, so the
 * keyboard, screen readers and forms behave as they do for any checkbox group.
 */
export function MultiSelectField({ label, options, value, onChange, max, hint, error, name, className }: MultiSelectFieldProps) {
  const id = useId();
  const isFull = max !== undefined && value.length >= max;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null, max !== undefined ? `${id}-count` : null]
    .filter(Boolean)
    .join(' ');

  function toggle(optionValue: string, isChecked: boolean) {
    if (isChecked) {
      if (isFull || value.includes(optionValue)) return;
      onChange([...value, optionValue]);
    } else {
      onChange(value.filter((item) => item !== optionValue));
    }
  }

  return (
    <fieldset className={cn('flex min-w-0 flex-col gap-1.5', className)} aria-describedby={describedBy || undefined}>
      <legend className="mb-1.5 text-sm font-medium text-ink">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const isChecked = value.includes(option.value);
          const isDisabled = !isChecked && isFull;
          return (
            <label
              key={option.value}
              className={cn(
                'relative inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm transition-colors duration-150',
                'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-primary-600',
                isChecked ? 'border-primary-600 bg-primary-50 font-medium text-primary-800' : 'border-line bg-surface text-ink hover:bg-canvas',
                isDisabled && 'cursor-not-allowed opacity-60 hover:bg-surface',
                error && !isChecked && 'border-danger-600',
              )}
            >
              <input
                type="checkbox"
                className="sr-only"
                name={name}
                value={option.value}
                checked={isChecked}
                disabled={isDisabled}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              {isChecked ? <Check aria-hidden="true" className="size-4 shrink-0" /> : null}
              {option.label}
            </label>
          );
        })}
      </div>
      {max !== undefined ? (
        <p id={`${id}-count`} aria-live="polite" className="text-xs text-ink-muted">
          {value.length} of {max} selected
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger-700">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
