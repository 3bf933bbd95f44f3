import { describe, expect, it } from 'vitest';
import { addDays, addMonths, longDateLabel, monthGrid, monthLabel } from './calendar';

describe('calendar arithmetic', () => {
  it('builds Sunday-first weeks padded with the neighbouring months', () => {
    const weeks = monthGrid({ year: 2026, month: 5 });
    expect(weeks[0]!.map((d) => d.date)).toEqual(['2026-04-26', '2026-04-27', '2026-04-28', '2026-04-29', '2026-04-30', '2026-05-01', '2026-05-02']);
    expect(weeks[0]![4]!.isInMonth).toBe(false);
    expect(weeks[0]![5]!.isInMonth).toBe(true);
    expect(weeks.at(-1)!.at(-1)!.date).toBe('2026-06-06');
    expect(weeks.flat().filter((d) => d.isInMonth)).toHaveLength(31);
  });

  it('adds days and months across year ends and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-05-01', 45)).toBe('2026-06-15');
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
  });

  it('labels months and days', () => {
    expect(monthLabel({ year: 2026, month: 5 })).toBe('May 2026');
    expect(longDateLabel('2026-05-12')).toBe('Tuesday, 12 May 2026');
  });
});
