import {
  addDays,
  compareDates,
  constantOffsetPieces,
  formatDate,
  MINUTE_MS,
  startOfZonedDay,
  zonedDateOf,
  dayOfWeek,
  type CalendarDate,
} from './zoned-time';

/**
 * A coach is open at instant t exactly when their own wall clock at t shows a time inside the hours of
 * that wall date: the dated exceptions of the date when there are any, otherwise the weekly hours of its
 * weekday. On a day the clocks go back, an hour that the clock shows twice is open twice; an hour it skips
 * does not exist. Open time is cut into 30-minute slots from the start of each open stretch.
 */

export const SLOT_MS = 30 * MINUTE_MS;

/** Minutes after the coach's local midnight; end may be 1440 (midnight at the end of the day). */
export interface WeeklyHours {
  dayOfWeek: number;
  startMinute: number;
  endMinute: number;
}

/** A dated change: null minutes make the whole date a day off; otherwise these hours replace the weekly ones. */
export interface DatedHours {
  date: string;
  startMinute: number | null;
  endMinute: number | null;
}

export interface CoachSchedule {
  timezone: string;
  weekly: WeeklyHours[];
  exceptions: DatedHours[];
}

export interface Interval {
  start: number;
  end: number;
}

/** "09:30:00" or "09:30" -> 570; "24:00:00" -> 1440. */
export function minutesOfTime(value: string): number {
  const [hours, minutes] = value.split(':');
  return Number(hours) * 60 + Number(minutes);
}

function hoursOfDate(schedule: CoachSchedule, byDate: Map<string, DatedHours[]>, date: CalendarDate) {
  const dated = byDate.get(formatDate(date));
  if (dated) {
    if (dated.some((d) => d.startMinute === null || d.endMinute === null)) return [];
    return dated.map((d) => ({ startMinute: d.startMinute!, endMinute: d.endMinute! }));
  }
  const weekday = dayOfWeek(date);
  return schedule.weekly.filter((w) => w.dayOfWeek === weekday);
}

export function mergeIntervals(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged[merged.length - 1];
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

/** The coach's open stretches on the wall dates that touch [fromMs, toMs), merged and sorted. */
export function openIntervals(schedule: CoachSchedule, fromMs: number, toMs: number): Interval[] {
  const tz = schedule.timezone;
  const byDate = new Map<string, DatedHours[]>();
  for (const exception of schedule.exceptions) {
    const list = byDate.get(exception.date) ?? [];
    list.push(exception);
    byDate.set(exception.date, list);
  }
  // One date earlier, so a stretch that runs over midnight into the window keeps its slot grid.
  const lastDate = zonedDateOf(toMs - 1, tz);
  let date = addDays(zonedDateOf(fromMs, tz), -1);
  let dayStart = startOfZonedDay(date, tz);
  const raw: Interval[] = [];
  while (compareDates(date, lastDate) <= 0) {
    const next = addDays(date, 1);
    const dayEnd = startOfZonedDay(next, tz);
    const hours = hoursOfDate(schedule, byDate, date);
    if (hours.length > 0 && dayEnd > dayStart) {
      const wallMidnight = Date.UTC(date.year, date.month - 1, date.day);
      for (const piece of constantOffsetPieces(dayStart, dayEnd, tz)) {
        for (const h of hours) {
          const start = Math.max(wallMidnight + h.startMinute * MINUTE_MS - piece.offset, piece.start);
          const end = Math.min(wallMidnight + h.endMinute * MINUTE_MS - piece.offset, piece.end);
          if (start < end) raw.push({ start, end });
        }
      }
    }
    date = next;
    dayStart = dayEnd;
  }
  return mergeIntervals(raw);
}

/** Removes every slot that overlaps a busy interval. Both lists sorted by start. */
function withoutBusy(slots: Interval[], busy: Interval[]): Interval[] {
  const blocked = mergeIntervals(busy);
  const free: Interval[] = [];
  let j = 0;
  for (const slot of slots) {
    while (j < blocked.length && blocked[j]!.end <= slot.start) j += 1;
    const block = blocked[j];
    if (block && block.start < slot.end) continue;
    free.push(slot);
  }
  return free;
}

export interface SlotQuery {
  schedule: CoachSchedule;
  /** Active bookings of the coach. */
  busy: Interval[];
  /** Slots whose start lies in [windowStart, windowEnd) ... */
  windowStart: number;
  windowEnd: number;
  /** ... and strictly after now. */
  now: number;
}

/** The free 30-minute slots, sorted by start. */
export function freeSlots(query: SlotQuery): Interval[] {
  const { schedule, windowStart, windowEnd, now } = query;
  if (windowEnd <= windowStart) return [];
  const slots: Interval[] = [];
  for (const open of openIntervals(schedule, windowStart, windowEnd)) {
    for (let start = open.start; start + SLOT_MS <= open.end; start += SLOT_MS) {
      if (start >= windowStart && start < windowEnd && start > now) slots.push({ start, end: start + SLOT_MS });
    }
  }
  return withoutBusy(slots, query.busy);
}

const hourMinutes = Array.from({ length: 1440 }, (_, m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);

/** toISOString for whole-minute instants, without building a Date per call (hundreds per response). */
function isoMinute(ms: number, dayPrefixes: Map<number, string>): string {
  const day = Math.floor(ms / 86_400_000);
  let prefix = dayPrefixes.get(day);
  if (prefix === undefined) {
    prefix = new Date(day * 86_400_000).toISOString().slice(0, 11);
    dayPrefixes.set(day, prefix);
  }
  const minute = Math.floor((ms - day * 86_400_000) / MINUTE_MS);
  return `${prefix}${hourMinutes[minute]}:00.000Z`;
}

/** Groups sorted slots by the calendar date of their start in the viewer's timezone. */
export function groupByZonedDate(slots: Interval[], timeZone: string): Record<string, { start_time: string; end_time: string }[]> {
  const grouped: Record<string, { start_time: string; end_time: string }[]> = {};
  let nextDayStart = Number.NEGATIVE_INFINITY;
  let list: { start_time: string; end_time: string }[] = [];
  const dayPrefixes = new Map<number, string>();
  for (const slot of slots) {
    if (slot.start >= nextDayStart) {
      const date = zonedDateOf(slot.start, timeZone);
      nextDayStart = startOfZonedDay(addDays(date, 1), timeZone);
      list = grouped[formatDate(date)] ??= [];
    }
    const isWholeMinute = slot.start % MINUTE_MS === 0 && slot.end % MINUTE_MS === 0;
    list.push({
      start_time: isWholeMinute ? isoMinute(slot.start, dayPrefixes) : new Date(slot.start).toISOString(),
      end_time: isWholeMinute ? isoMinute(slot.end, dayPrefixes) : new Date(slot.end).toISOString(),
    });
  }
  return grouped;
}
