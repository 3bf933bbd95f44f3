import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
// Types only: the shell reads this file, and the contract's modules build zod schemas when imported.
import type { UserTimezone } from '@bloom/contract/timezones';
import { apiClient } from './http';

export const DEFAULT_TIMEZONE = 'UTC';

export const timezoneMessages = {
  invalidTimezone: 'Invalid timezone',
  unknownTime: 'Unknown time',
  fetchFailed: 'Failed to fetch timezone',
  updateFailed: 'Failed to update timezone',
  fetchAvailableFailed: 'Failed to fetch available timezones',
} as const;

/** When the browser names no zone, its UTC offset in hours picks one (spec: Timezone). */
export const fallbackTimezonesByOffset: ReadonlyMap<number, string> = new Map([
  [-5, 'America/New_York'],
  [-6, 'America/Chicago'],
  [-7, 'America/Denver'],
  [-8, 'America/Los_Angeles'],
  [0, 'UTC'],
  [1, 'Europe/London'],
  [2, 'Europe/Paris'],
  [5.5, 'Asia/Kolkata'],
  [8, 'Asia/Shanghai'],
  [9, 'Asia/Tokyo'],
]);

/** The fallback table's zone for a UTC offset in hours, or UTC for any other offset. */
export function timezoneForOffset(offsetHours: number): string {
  return fallbackTimezonesByOffset.get(offsetHours) ?? DEFAULT_TIMEZONE;
}

/**
 * The zone to store for a student: the one the browser reports, else the fallback table by the
 * browser's UTC offset (`offsetMinutes` east of UTC), else UTC.
 */
export function chooseTimezone({ reportedZone, offsetMinutes }: { reportedZone: string | undefined; offsetMinutes: number }): string {
  const zone = reportedZone?.trim();
  if (zone && isValidTimezone(zone)) return zone;
  return timezoneForOffset(offsetMinutes / 60);
}

/** This browser's timezone, with the spec's fallbacks. */
export function detectBrowserTimezone(): string {
  let reportedZone: string | undefined;
  try {
    reportedZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    reportedZone = undefined;
  }
  // getTimezoneOffset() counts minutes west of UTC; the table is keyed east of UTC.
  return chooseTimezone({ reportedZone, offsetMinutes: -new Date().getTimezoneOffset() });
}

/**
 * The browser builds its first date formatter slowly (it loads its locale and zone data then). Done while
 * the page waits for the network, that cost stays out of the render that shows the first time.
 */
export function prepareTimeFormatting(): void {
  const prepare = () => void isValidTimezone(detectBrowserTimezone());
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(prepare, { timeout: 1000 });
  else setTimeout(prepare, 0);
}

const zoneValidity = new Map<string, boolean>();

/** Whether this browser can format times in the zone; asked once per zone (building a formatter is slow). */
export function isValidTimezone(zone: string): boolean {
  let isValid = zoneValidity.get(zone);
  if (isValid === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      isValid = true;
    } catch {
      isValid = false;
    }
    zoneValidity.set(zone, isValid);
  }
  return isValid;
}

export interface TimezoneSetting {
  timezone?: string | null;
  offset_minutes?: number | null;
}

/** One entry of the bundled timezone list (spec: label, tzCode, name, utc offset). */
export interface TimezoneListEntry {
  /** "(UTC+05:30) Asia/Kolkata" */
  label: string;
  /** The IANA name, the value that is stored. */
  tzCode: string;
  /** "Kolkata" */
  name: string;
  /** "+05:30" */
  utc: string;
}

function utcOffsetOf(zone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  // "GMT" alone means no offset; otherwise "GMT+05:30".
  const offset = part?.replace('GMT', '') ?? '';
  return offset === '' ? '+00:00' : offset;
}

function offsetSortKey(utc: string): number {
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(utc);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

let cachedList: TimezoneListEntry[] | undefined;

/** Every zone this browser knows, by offset then name: built from Intl once rather than shipped as data. */
export function listTimezones(): TimezoneListEntry[] {
  if (cachedList) return cachedList;
  const now = new Date();
  let zones: string[];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [...new Set(fallbackTimezonesByOffset.values())];
  }
  // Runtimes disagree on legacy names (Node lists Asia/Calcutta only): the table's zones are always offered.
  zones = [...new Set([...zones, ...fallbackTimezonesByOffset.values()])];
  cachedList = zones
    .map((tzCode) => {
      const utc = utcOffsetOf(tzCode, now);
      const name = (tzCode.split('/').at(-1) ?? tzCode).replaceAll('_', ' ');
      return { label: `(UTC${utc}) ${tzCode.replaceAll('_', ' ')}`, tzCode, name, utc };
    })
    .sort((a, b) => offsetSortKey(a.utc) - offsetSortKey(b.utc) || a.tzCode.localeCompare(b.tzCode));
  return cachedList;
}

export const timezoneQueryKey = ['timezone', 'current'] as const;

export function getUserTimezone(): Promise<UserTimezone> {
  return apiClient.get<UserTimezone>('/timezone-management/');
}

/** Stores the student's zone (after signup and onboarding) and returns the server's record. */
export function saveUserTimezone(timezone: string): Promise<UserTimezone> {
  return apiClient.post<UserTimezone>('/timezone-management/', { timezone: timezone.trim() || DEFAULT_TIMEZONE });
}

/** The student's timezone record, loaded for guarded pages. */
export const timezoneQuery = queryOptions({ queryKey: timezoneQueryKey, queryFn: getUserTimezone, staleTime: 5 * 60_000 });

export function useTimezone(options: { enabled?: boolean } = {}) {
  return useQuery({ ...timezoneQuery, enabled: options.enabled ?? true });
}

/** Puts a freshly saved record into the cache so every formatted time follows at once. */
export function useStoreTimezone(): (record: UserTimezone) => void {
  const queryClient = useQueryClient();
  return useCallback((record) => queryClient.setQueryData(timezoneQueryKey, record), [queryClient]);
}
