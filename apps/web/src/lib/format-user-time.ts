import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { useCallback } from 'react';
import { detectBrowserTimezone, isValidTimezone, timezoneMessages, useTimezone, type TimezoneSetting } from './timezone';

// date-fns lives here, apart from the timezone record and detection in timezone.ts, so that screens
// which only detect or store a zone (sign-up, the shell) do not load it.

/** How every timestamp is shown (spec section 9). */
export const TIMESTAMP_FORMAT = 'dd MMM yyyy, hh:mm a';

/**
 * The one way a timestamp is shown: 'dd MMM yyyy, hh:mm a' in the student's time. A named zone is used
 * for the offset it has at that instant, so a December session read in July is not an hour off after a
 * daylight-saving change; without a name the stored offset_minutes is added to the UTC time.
 * 'Unknown time' for a missing time, 'Invalid timezone' for a zone that cannot be formatted, and the
 * browser's default date string if the conversion itself fails.
 */
export function formatUserTime(time: string | number | Date | null | undefined, setting?: TimezoneSetting | null): string {
  if (time === null || time === undefined || time === '') return timezoneMessages.unknownTime;
  const date = time instanceof Date ? time : new Date(time);
  if (Number.isNaN(date.getTime())) return timezoneMessages.unknownTime;
  const zone = setting?.timezone?.trim();
  if (zone && !isValidTimezone(zone)) return timezoneMessages.invalidTimezone;
  try {
    if (zone) return format(new TZDate(date.getTime(), zone), TIMESTAMP_FORMAT);
    const shifted = new TZDate(date.getTime() + (setting?.offset_minutes ?? 0) * 60_000, 'UTC');
    return format(shifted, TIMESTAMP_FORMAT);
  } catch {
    return date.toString();
  }
}

/** `formatUserTime` bound to the student's stored timezone (the browser's until it has loaded). */
export function useFormatUserTime(): (time: string | number | Date | null | undefined) => string {
  const { data } = useTimezone();
  return useCallback((time) => formatUserTime(time, data ?? { timezone: detectBrowserTimezone() }), [data]);
}
