import { Check } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { SelectOption } from './field';

export interface RadioCardGroupProps {
  label: ReactNode;
  /** Hide the legend visually when a heading already says what is asked. */
  hideLabel?: boolean;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  name?: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
}

/** One choice out of a few, as large tappable cards: native radios underneath, arrow keys move between them. */
export function RadioCardGroup({ label, hideLabel, options, value, onChange, name, hint, error, className }: RadioCardGroupProps) {
  const id = useId();
  const groupName = name ?? id;
  return (
    <fieldset
      className={cn('flex min-w-0 flex-col gap-2', className)}
      aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
    >
      <legend className={cn('mb-2 text-sm font-medium text-ink', hideLabel && 'sr-only')}>{label}</legend>
      <div className="flex flex-col gap-2">
        {options.map((option) => {
          const isChecked = option.value === value;
          return (
            <label
              key={option.value}
              className={cn(
                'relative flex min-h-12 cursor-pointer items-center gap-3 rounded-control border px-4 py-3 text-base transition-colors duration-150',
                'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-primary-600',
                isChecked ? 'border-primary-600 bg-primary-50 font-medium text-primary-800' : 'border-line bg-surface text-ink hover:bg-canvas',
              )}
            >
              <input
                type="radio"
                className="sr-only"
                name={groupName}
                value={option.value}
                checked={isChecked}
                onChange={() => onChange(option.value)}
              />
              <span
                aria-hidden="true"
                className={cn(
                  'inline-flex size-5 shrink-0 items-center justify-center rounded-full border-2',
                  isChecked ? 'border-primary-700 bg-primary-700 text-white' : 'border-ink-muted bg-surface',
                )}
              >
                {isChecked ? <Check className="size-3" strokeWidth={3} /> : null}
              </span>
              {option.label}
            </label>
          );
        })}
      </div>
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
