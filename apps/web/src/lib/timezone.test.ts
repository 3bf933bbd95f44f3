import { describe, expect, it } from 'vitest';
import { chooseTimezone, formatUserTime, listTimezones, timezoneForOffset } from './timezone';

describe('timezone fallback table (spec: Timezone)', () => {
  it.each([
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
  ])('offset %s h -> %s', (hours, zone) => {
    expect(timezoneForOffset(hours)).toBe(zone);
  });

  it('defaults to UTC for an offset outside the table', () => {
    expect(timezoneForOffset(3)).toBe('UTC');
    expect(timezoneForOffset(-3.5)).toBe('UTC');
  });

  it('uses the zone the browser reports and falls back by offset when it reports none or nonsense', () => {
    expect(chooseTimezone({ reportedZone: 'America/Toronto', offsetMinutes: -300 })).toBe('America/Toronto');
    expect(chooseTimezone({ reportedZone: undefined, offsetMinutes: 330 })).toBe('Asia/Kolkata');
    expect(chooseTimezone({ reportedZone: '', offsetMinutes: -480 })).toBe('America/Los_Angeles');
    expect(chooseTimezone({ reportedZone: 'Not/AZone', offsetMinutes: 540 })).toBe('Asia/Tokyo');
    expect(chooseTimezone({ reportedZone: undefined, offsetMinutes: 45 })).toBe('UTC');
  });
});

describe('formatUserTime', () => {
  const instant = '2026-03-05T14:07:00Z';

  it("adds the stored offset to the UTC time as 'dd MMM yyyy, hh:mm a'", () => {
    expect(formatUserTime(instant, { offset_minutes: 330 })).toBe('05 Mar 2026, 07:37 PM');
    expect(formatUserTime(instant, { offset_minutes: -300 })).toBe('05 Mar 2026, 09:07 AM');
    expect(formatUserTime(instant, { offset_minutes: 0 })).toBe('05 Mar 2026, 02:07 PM');
  });

  it('uses the offset a named zone has at that instant (daylight saving)', () => {
    expect(formatUserTime('2026-01-15T17:00:00Z', { timezone: 'America/New_York', offset_minutes: -240 })).toBe('15 Jan 2026, 12:00 PM');
    expect(formatUserTime('2026-07-15T17:00:00Z', { timezone: 'America/New_York', offset_minutes: -300 })).toBe('15 Jul 2026, 01:00 PM');
  });

  it("says 'Invalid timezone' for a zone that cannot be formatted", () => {
    expect(formatUserTime(instant, { timezone: 'Mars/Olympus_Mons', offset_minutes: 0 })).toBe('Invalid timezone');
  });

  it("says 'Unknown time' when there is no time", () => {
    expect(formatUserTime(null, { timezone: 'UTC' })).toBe('Unknown time');
    expect(formatUserTime(undefined)).toBe('Unknown time');
    expect(formatUserTime('')).toBe('Unknown time');
    expect(formatUserTime('not a date')).toBe('Unknown time');
  });

  it("falls back to the browser's default date string when the conversion fails", () => {
    // The largest instant a Date can hold: adding an offset pushes it out of range.
    const edge = new Date(8.64e15);
    expect(formatUserTime(edge, { offset_minutes: 60 })).toBe(edge.toString());
  });
});

describe('listTimezones', () => {
  it('lists zones with label, tzCode, name and utc offset, UTC included', () => {
    const list = listTimezones();
    expect(list.length).toBeGreaterThan(100);
    const kolkata = list.find((entry) => entry.tzCode === 'Asia/Kolkata');
    expect(kolkata).toEqual({ label: '(UTC+05:30) Asia/Kolkata', tzCode: 'Asia/Kolkata', name: 'Kolkata', utc: '+05:30' });
    expect(list.find((entry) => entry.tzCode === 'America/Los_Angeles')?.name).toBe('Los Angeles');
    for (const zone of ['UTC', 'America/New_York', 'Europe/London', 'Asia/Tokyo']) {
      expect(list.some((entry) => entry.tzCode === zone)).toBe(true);
    }
    const offsets = list.map((entry) => entry.utc);
    expect(offsets[0]?.startsWith('-')).toBe(true);
    expect(offsets.at(-1)?.startsWith('+')).toBe(true);
  });
});
