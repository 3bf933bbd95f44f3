import { describe, expect, it } from 'vitest';
import { formatUserTime } from './format-user-time';

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
