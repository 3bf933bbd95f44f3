import { describe, expect, it } from 'vitest';
import { chooseTimezone, listTimezones, timezoneForOffset } from './timezone';

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
