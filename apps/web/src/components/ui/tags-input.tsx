import { Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { SelectOption } from './field';

/** The spec's default: a tags input holds at most 10 tags. */
export const TAGS_INPUT_DEFAULT_MAX = 10;

export interface TagsInputProps {
  label: ReactNode;
  value: readonly string[];
  onChange: (value: string[]) => void;
  max?: number;
  /** Offered under the input; with `allowCustom` false only these can be added. */
  suggestions?: readonly SelectOption[];
  allowCustom?: boolean;
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
}

/**
 * Tags typed and confirmed with Enter or a comma, or picked from suggestions; each tag has its own
 * remove button, and Backspace in the empty input removes the last one.
 */
export function TagsInput({
  label,
  value,
  onChange,
  max = TAGS_INPUT_DEFAULT_MAX,
  suggestions = [],
  allowCustom = suggestions.length === 0,
  placeholder,
  hint,
  error,
  className,
}: TagsInputProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const isFull = value.length >= max;
  const labelFor = (tag: string) => suggestions.find((s) => s.value === tag)?.label ?? tag;
  const query = text.trim().toLowerCase();
  const openSuggestions = suggestions.filter((s) => !value.includes(s.value) && (query === '' || s.label.toLowerCase().includes(query)));

  function add(tag: string) {
    if (isFull) {
      setNotice(`You can add at most ${max}.`);
      return;
    }
    if (!value.includes(tag)) onChange([...value, tag]);
    setText('');
    setNotice(null);
  }

  function commitText(raw: string) {
    const typed = raw.replace(/,+$/, '').trim();
    if (!typed) return;
    const match = suggestions.find((s) => s.label.toLowerCase() === typed.toLowerCase() || s.value.toLowerCase() === typed.toLowerCase());
    if (match) add(match.value);
    else if (allowCustom) add(typed);
    else setNotice('Choose one of the suggestions below.');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commitText(text);
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  }

  const describedBy = [`${id}-count`, error ? `${id}-error` : hint ? `${id}-hint` : null, notice ? `${id}-notice` : null].filter(Boolean).join(' ');

  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div
        className={cn(
          'flex min-h-11 flex-wrap items-center gap-2 rounded-control border bg-surface px-2 py-1.5',
          'has-[input:focus]:outline-2 has-[input:focus]:outline-primary-600',
          error ? 'border-danger-600' : 'border-line',
        )}
      >
        <ul className="contents" aria-label="Chosen">
          {value.map((tag) => (
            <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-primary-50 py-0.5 pl-3 pr-0.5 text-sm font-medium text-primary-800">
              {labelFor(tag)}
              <button
                type="button"
                aria-label={`Remove ${labelFor(tag)}`}
                onClick={() => onChange(value.filter((item) => item !== tag))}
                className="inline-flex size-8 items-center justify-center rounded-full hover:bg-primary-100"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
        <input
          id={id}
          value={text}
          disabled={isFull}
          placeholder={isFull ? undefined : placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            setNotice(null);
            // Phone keyboards may not report the comma key: a typed comma also confirms the tag.
            if (event.target.value.endsWith(',')) commitText(event.target.value);
            else setText(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (allowCustom) commitText(text);
          }}
          className="min-h-9 min-w-32 flex-1 bg-transparent px-1 text-base text-ink placeholder:text-ink-muted/70 focus:outline-none disabled:cursor-not-allowed"
        />
      </div>
      <p id={`${id}-count`} aria-live="polite" className="text-xs text-ink-muted">
        {value.length} of {max} added
      </p>
      {notice ? (
        <p id={`${id}-notice`} role="status" className="text-sm text-warning-800">
          {notice}
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
      {openSuggestions.length > 0 && !isFull ? (
        <div className="flex flex-wrap gap-2" role="group" aria-label="Suggestions">
          {openSuggestions.map((suggestion) => (
            <button
              key={suggestion.value}
              type="button"
              aria-label={`Add ${suggestion.label}`}
              onClick={() => add(suggestion.value)}
              className="inline-flex min-h-11 items-center gap-1 rounded-full border border-dashed border-line bg-surface px-3 text-sm text-ink hover:border-primary-600 hover:bg-primary-50"
            >
              <Plus aria-hidden="true" className="size-4" />
              {suggestion.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
