import { TZDate } from '@date-fns/tz';
import type { Availability } from '@bloom/contract/bookings';
import { format } from 'date-fns';

// Mirrors SLOT_MINUTES of @bloom/contract/bookings (slots.test.ts checks they agree).
export const SLOT_MINUTES = 30;
const SLOT_MS = SLOT_MINUTES * 60_000;

/** One 30-minute time the student can book. */
export interface BookableTime {
  /** The start as the server sent it (ISO UTC); also the time's identity. */
  start: string;
  end: string;
  /** The calendar date of the start in the student's timezone ('YYYY-MM-DD'). */
  date: string;
  /** '09:30 AM' in the student's timezone. */
  label: string;
}

/** 'YYYY-MM-DD' of an instant in a timezone. */
export function zonedDateOf(ms: number, timeZone: string): string {
  return format(new TZDate(ms, timeZone), 'yyyy-MM-dd');
}

/**
 * The coach's free time as 30-minute bookable times grouped by the student's own calendar dates.
 *
 * Every slot of the answer is cut into 30-minute times on its own grid (the server already sends
 * 30-minute slots; a longer one would be cut the same way). A slot that runs over the student's
 * midnight is split in two: its times before midnight belong to the first date, the rest to the next.
 * A single 30-minute time that straddles midnight (zones with a :30 or :45 offset) stays whole under
 * the date it starts on, so no bookable time is lost, doubled or moved. Dates are taken from the
 * instants, not from the answer's keys, and times that have already started are left out.
 */
export function bookableTimesByDate(availability: Availability, timeZone: string, nowMs: number): Map<string, BookableTime[]> {
  const seen = new Set<number>();
  const times: { startMs: number; endMs: number }[] = [];
  for (const slots of Object.values(availability)) {
    for (const slot of slots) {
      const from = Date.parse(slot.start_time);
      const to = Date.parse(slot.end_time);
      if (Number.isNaN(from) || Number.isNaN(to)) continue;
      for (let start = from; start + SLOT_MS <= to; start += SLOT_MS) {
        if (start <= nowMs || seen.has(start)) continue;
        seen.add(start);
        times.push({ startMs: start, endMs: start + SLOT_MS });
      }
    }
  }
  times.sort((a, b) => a.startMs - b.startMs);

  const byDate = new Map<string, BookableTime[]>();
  for (const { startMs, endMs } of times) {
    const zoned = new TZDate(startMs, timeZone);
    const date = format(zoned, 'yyyy-MM-dd');
    const list = byDate.get(date) ?? [];
    list.push({ start: new Date(startMs).toISOString(), end: new Date(endMs).toISOString(), date, label: format(zoned, 'hh:mm a') });
    byDate.set(date, list);
  }
  return byDate;
}

/** The time with this start among the grouped times, or undefined when it is no longer free. */
export function findBookableTime(byDate: Map<string, BookableTime[]>, date: string, start: string): BookableTime | undefined {
  return byDate.get(date)?.find((time) => time.start === start);
}
