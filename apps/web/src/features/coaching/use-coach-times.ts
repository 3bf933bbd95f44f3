import { useMemo } from 'react';
import { useNow } from '@/components/coaching-cards/use-now';
import { useAvailability } from './api/get-availability';
import { addDays } from './calendar';
import { bookableTimesByDate, zonedDateOf, type BookableTime } from './slots';
import { useStudentTimezone } from './use-student-timezone';

// Mirrors AVAILABILITY_WINDOW_DAYS of @bloom/contract/bookings (slots.test.ts checks they agree).
export const AVAILABILITY_WINDOW_DAYS = 45;

/**
 * A coach's free times for the next 45 days in the student's timezone, ready for the calendar: the
 * student's today and last date, and the 30-minute times grouped by date.
 */
export function useCoachTimes(coachId: number | null, options: { enabled?: boolean } = {}) {
  const { timezone, isReady } = useStudentTimezone();
  const now = useNow(60_000);
  const today = zonedDateOf(now, timezone);
  const lastDate = addDays(today, AVAILABILITY_WINDOW_DAYS);
  const availability = useAvailability(coachId, { fromDate: today, toDate: lastDate, timezone }, { enabled: isReady && (options.enabled ?? true) });
  const { data } = availability;
  // Times that have started drop out as the minute clock moves.
  const timesByDate = useMemo(() => (data ? bookableTimesByDate(data, timezone, now) : new Map<string, BookableTime[]>()), [data, timezone, now]);
  const firstFreeDate = useMemo(() => [...timesByDate.keys()].sort()[0] ?? '', [timesByDate]);
  return { timezone, today, lastDate, timesByDate, firstFreeDate, availability, isWaitingForZone: !isReady };
}
