import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import {
  addMonths,
  compareMonths,
  longDateLabel,
  monthGrid,
  monthLabel,
  monthOf,
  WEEKDAYS,
  type MonthRef,
} from '../calendar';
import type { BookableTime } from '../slots';

export interface SlotPickerProps {
  /** Free times by the student's date. */
  timesByDate: Map<string, BookableTime[]>;
  /** The student's today ('YYYY-MM-DD'); earlier dates cannot be picked. */
  today: string;
  /** The last date free times are offered for (today + 45 days). */
  lastDate: string;
  month: MonthRef;
  onMonthChange: (month: MonthRef) => void;
  selectedDate: string;
  onSelectDate: (date: string) => void;
  selectedStart: string;
  onSelectTime: (start: string) => void;
  dateError?: string;
  timeError?: string;
  /** The student's timezone, named under the times. */
  timezone: string;
}

/**
 * A month calendar and the free 30-minute times of the picked date. Past dates, dates of another month
 * and dates without a free time cannot be picked (they are disabled buttons, so they are skipped by Tab
 * and announced as unavailable).
 */
export function SlotPicker({
  timesByDate,
  today,
  lastDate,
  month,
  onMonthChange,
  selectedDate,
  onSelectDate,
  selectedStart,
  onSelectTime,
  dateError,
  timeError,
  timezone,
}: SlotPickerProps) {
  const id = useId();
  const weeks = monthGrid(month);
  const canGoBack = compareMonths(month, monthOf(today)) > 0;
  const canGoForward = compareMonths(month, monthOf(lastDate)) < 0;
  const times = selectedDate ? (timesByDate.get(selectedDate) ?? []) : [];

  function isSelectable(date: string, isInMonth: boolean): boolean {
    return isInMonth && date >= today && date <= lastDate && (timesByDate.get(date)?.length ?? 0) > 0;
  }

  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
      <fieldset aria-describedby={dateError ? `${id}-date-error` : undefined} className="min-w-0">
        <legend className="mb-2 text-sm font-medium text-ink">
          Date
          <span aria-hidden="true" className="ml-0.5 text-danger-700">
            *
          </span>
        </legend>
        <div className="mb-2 flex items-center justify-between">
          <button
            type="button"
            onClick={() => onMonthChange(addMonths(month, -1))}
            disabled={!canGoBack}
            aria-label="Previous month"
            className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-canvas disabled:cursor-not-allowed disabled:opacity-40"
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <p aria-live="polite" className="font-semibold text-ink">
            {monthLabel(month)}
          </p>
          <button
            type="button"
            onClick={() => onMonthChange(addMonths(month, 1))}
            disabled={!canGoForward}
            aria-label="Next month"
            className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-canvas disabled:cursor-not-allowed disabled:opacity-40"
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
        <table className="w-full table-fixed border-collapse text-center" aria-label={monthLabel(month)}>
          <thead>
            <tr>
              {WEEKDAYS.map(([short, long]) => (
                <th key={short} scope="col" className="pb-1 text-xs font-medium text-ink-muted">
                  <abbr title={long} className="no-underline">
                    {short}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]!.date}>
                {week.map(({ date, day, isInMonth }) => {
                  const selectable = isSelectable(date, isInMonth);
                  const isSelected = date === selectedDate && isInMonth;
                  const isToday = date === today;
                  return (
                    <td key={date} className="p-0">
                      <button
                        type="button"
                        disabled={!selectable}
                        aria-pressed={isSelected}
                        aria-label={`${longDateLabel(date)}${selectable ? '' : ', no free times'}`}
                        data-date={date}
                        onClick={() => onSelectDate(date)}
                        className={cn(
                          'mx-auto inline-flex aspect-square w-full max-w-11 items-center justify-center rounded-full text-sm tabular-nums transition-colors duration-150',
                          !isInMonth && 'invisible',
                          selectable && !isSelected && 'bg-primary-50 font-semibold text-primary-800 hover:bg-primary-100',
                          isSelected && 'bg-primary-700 font-semibold text-white',
                          !selectable && 'cursor-not-allowed text-ink-muted/60',
                          isToday && !isSelected && 'ring-1 ring-primary-600 ring-inset',
                        )}
                      >
                        {day}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        {dateError ? (
          <p id={`${id}-date-error`} className="mt-2 text-sm text-danger-700">
            {dateError}
          </p>
        ) : (
          <p className="mt-2 text-xs text-ink-muted">Highlighted dates have free times.</p>
        )}
      </fieldset>

      <fieldset aria-describedby={timeError ? `${id}-time-error` : `${id}-time-hint`} className="min-w-0">
        <legend className="mb-2 text-sm font-medium text-ink">
          Time{selectedDate ? ` on ${longDateLabel(selectedDate)}` : ''}
          <span aria-hidden="true" className="ml-0.5 text-danger-700">
            *
          </span>
        </legend>
        {selectedDate === '' ? (
          <p className="rounded-control bg-canvas p-4 text-sm text-ink-muted">Pick a date to see the free times.</p>
        ) : times.length === 0 ? (
          <p className="rounded-control bg-canvas p-4 text-sm text-ink-muted">No free times left on this date. Please pick another date.</p>
        ) : (
          <div className="grid grid-cols-2 gap-2 p-0.5 sm:grid-cols-3 md:max-h-72 md:overflow-y-auto">
            {times.map((time) => {
              const isChecked = time.start === selectedStart;
              return (
                <label
                  key={time.start}
                  className={cn(
                    'relative inline-flex min-h-11 cursor-pointer items-center justify-center rounded-control border px-2 text-sm tabular-nums transition-colors duration-150',
                    'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-primary-600',
                    isChecked ? 'border-primary-700 bg-primary-700 font-semibold text-white' : 'border-line bg-surface text-ink hover:bg-primary-50',
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-time`}
                    value={time.start}
                    checked={isChecked}
                    onChange={() => onSelectTime(time.start)}
                    className="sr-only"
                  />
                  {time.label}
                </label>
              );
            })}
          </div>
        )}
        {timeError ? (
          <p id={`${id}-time-error`} className="mt-2 text-sm text-danger-700">
            {timeError}
          </p>
        ) : (
          <p id={`${id}-time-hint`} className="mt-2 text-xs text-ink-muted">
            30-minute sessions. Times are in your timezone ({timezone}).
          </p>
        )}
      </fieldset>
    </div>
  );
}
