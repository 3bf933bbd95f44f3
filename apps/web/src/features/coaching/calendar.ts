/**
 * Calendar arithmetic on plain 'YYYY-MM-DD' dates (no clock, no timezone): the booking calendar shows
 * the student's dates, and 'today' comes from the student's timezone.
 */

export interface CalendarDay {
  date: string;
  /** Day of the month, 1-31. */
  day: number;
  isInMonth: boolean;
}

export interface MonthRef {
  year: number;
  /** 1-12 */
  month: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

function toUtc(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

function fromUtc(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

export function addDays(date: string, days: number): string {
  const d = toUtc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return fromUtc(d);
}

export function monthOf(date: string): MonthRef {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return { year: y, month: m };
}

export function addMonths({ year, month }: MonthRef, months: number): MonthRef {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function compareMonths(a: MonthRef, b: MonthRef): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

export function isSameMonth(date: string, ref: MonthRef): boolean {
  const m = monthOf(date);
  return m.year === ref.year && m.month === ref.month;
}

/** The weeks (Sunday first) that cover a month, padded with the neighbouring months' days. */
export function monthGrid(ref: MonthRef): CalendarDay[][] {
  const first = `${ref.year}-${pad(ref.month)}-01`;
  const start = addDays(first, -toUtc(first).getUTCDay());
  const weeks: CalendarDay[][] = [];
  let date = start;
  do {
    const week: CalendarDay[] = [];
    for (let i = 0; i < 7; i += 1) {
      week.push({ date, day: toUtc(date).getUTCDate(), isInMonth: isSameMonth(date, ref) });
      date = addDays(date, 1);
    }
    weeks.push(week);
  } while (isSameMonth(date, ref));
  return weeks;
}

export const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'May 2026' */
export function monthLabel({ year, month }: MonthRef): string {
  return `${MONTHS[month - 1]} ${year}`;
}

/** 'Tuesday, 12 May 2026' */
export function longDateLabel(date: string): string {
  const d = toUtc(date);
  return `${WEEKDAYS[d.getUTCDay()]![1]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** 'Tue, 12 May' */
export function shortDateLabel(date: string): string {
  const d = toUtc(date);
  return `${WEEKDAYS[d.getUTCDay()]![0]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]!.slice(0, 3)}`;
}
