import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

const controlClass = (hasError: boolean) =>
  cn(
    'block w-full rounded-control border bg-surface px-3 text-base text-ink placeholder:text-ink-muted/70',
    'transition-colors duration-150 focus:outline-2 focus:outline-offset-0 focus:outline-primary-600',
    'disabled:cursor-not-allowed disabled:bg-canvas disabled:text-ink-muted',
    hasError ? 'border-danger-600' : 'border-line',
  );

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  isRequired?: boolean;
  hideLabel?: boolean;
  children: ReactNode;
}

/** Label above, control, then the hint or the error beneath with a red border on the control. */
function FieldFrame({ id, label, error, hint, isRequired, hideLabel, children }: FieldFrameProps) {
  return (
    <div className="flex flex-col gap-1.5">
      {/* The asterisk sits outside the label, so a field's name is exactly its label ('Password'). */}
      <div className={cn('flex items-baseline', hideLabel && 'sr-only')}>
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        {isRequired ? (
          <span aria-hidden="true" className="ml-0.5 text-sm text-danger-700">
            *
          </span>
        ) : null}
      </div>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger-700">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode) {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

interface SharedProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  isRequired?: boolean;
  hideLabel?: boolean;
  /** Content placed inside the control's row, after the input (e.g. a show-password toggle). */
  trailing?: ReactNode;
}

export type TextFieldProps = SharedProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'required'>;

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, isRequired, hideLabel, trailing, id, className, ...props },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint} isRequired={isRequired} hideLabel={hideLabel}>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-required={isRequired || undefined}
          aria-describedby={describedBy(inputId, error, hint)}
          className={cn(controlClass(Boolean(error)), 'min-h-11', trailing ? 'pr-12' : undefined, className)}
          {...props}
        />
        {trailing ? <div className="absolute inset-y-0 right-0 flex items-center">{trailing}</div> : null}
      </div>
    </FieldFrame>
  );
});

export type TextareaFieldProps = SharedProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'>;

export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(
  { label, error, hint, isRequired, hideLabel, id, className, ...props },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint} isRequired={isRequired} hideLabel={hideLabel}>
      <textarea
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-required={isRequired || undefined}
        aria-describedby={describedBy(inputId, error, hint)}
        className={cn(controlClass(Boolean(error)), 'min-h-24 py-2', className)}
        {...props}
      />
    </FieldFrame>
  );
});

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = SharedProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required'> & {
    options: readonly SelectOption[];
    /** The first, empty option ("Select your degree"). */
    placeholder?: string;
  };

/** A native select: the most reliable control on phones and with screen readers. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, isRequired, hideLabel, id, className, options, placeholder, ...props },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint} isRequired={isRequired} hideLabel={hideLabel}>
      <select
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-required={isRequired || undefined}
        aria-describedby={describedBy(inputId, error, hint)}
        className={cn(controlClass(Boolean(error)), 'min-h-11 pr-8', className)}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
});

export type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  error?: string;
};

export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { label, error, id, className, ...props },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className={cn('mt-0.5 size-5 shrink-0 rounded border-line accent-primary-700', className)}
          {...props}
        />
        <label htmlFor={inputId} className="text-sm text-ink">
          {label}
        </label>
      </div>
      {error ? (
        <p id={`${inputId}-error`} className="text-sm text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
});
