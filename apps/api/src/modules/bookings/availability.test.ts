import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freeSlots, groupByZonedDate, SLOT_MS, type CoachSchedule, type DatedHours, type Interval, type WeeklyHours } from './availability';
import { DAY_MS, MINUTE_MS } from './zoned-time';

/**
 * The oracle is deliberately naive and independent of the code under test: it reads the coach's wall clock
 * with a different Intl formatter every 15 minutes and asks "is this wall time inside the hours of this
 * wall date?". Slots must tile exactly the open quarter-hours: none outside (shifted), none twice
 * (doubled), none missing (lost).
 */
const STEP_MS = 15 * MINUTE_MS;
const oracleFormatters = new Map<string, Intl.DateTimeFormat>();

function oracleWall(instant: number, timeZone: string): { date: string; minute: number } {
  let formatter = oracleFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    oracleFormatters.set(timeZone, formatter);
  }
  const text = formatter.format(new Date(instant)); // "2025-03-09 03:00"
  const [date, time] = text.split(' ') as [string, string];
  const [h, m] = time.split(':').map(Number) as [number, number];
  return { date, minute: h * 60 + m };
}

function oracleIsOpen(schedule: CoachSchedule, instant: number): boolean {
  const { date, minute } = oracleWall(instant, schedule.timezone);
  const dated = schedule.exceptions.filter((e) => e.date === date);
  if (dated.length > 0) {
    if (dated.some((e) => e.startMinute === null)) return false;
    return dated.some((e) => e.startMinute! <= minute && minute < e.endMinute!);
  }
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return schedule.weekly.some((w) => w.dayOfWeek === weekday && w.startMinute <= minute && minute < w.endMinute);
}

function assertSlotsMatchOracle(schedule: CoachSchedule, slots: Interval[], windowStart: number, windowEnd: number) {
  const starts = new Set<number>();
  let previousEnd = Number.NEGATIVE_INFINITY;
  const covered = new Set<number>();
  for (const slot of slots) {
    expect(slot.end - slot.start).toBe(SLOT_MS);
    expect(slot.start).toBeGreaterThanOrEqual(previousEnd); // sorted and never overlapping (not doubled)
    expect(starts.has(slot.start)).toBe(false);
    starts.add(slot.start);
    previousEnd = slot.end;
    expect(slot.start).toBeGreaterThanOrEqual(windowStart);
    expect(slot.start).toBeLessThan(windowEnd);
    for (let t = slot.start; t < slot.end; t += STEP_MS) {
      // Not shifted: every quarter-hour of a slot is open time on the coach's own clock.
      expect(oracleIsOpen(schedule, t), `slot ${new Date(slot.start).toISOString()} covers closed ${new Date(t).toISOString()}`).toBe(true);
      covered.add(t);
    }
  }
  // Not lost: every open quarter-hour well inside the window lies in some slot, except the tail of an open
  // stretch too short for a whole slot (possible only where clocks jump by 45 minutes, as on Chatham Island).
  for (let t = windowStart + SLOT_MS; t < windowEnd - SLOT_MS; t += STEP_MS) {
    if (!oracleIsOpen(schedule, t) || covered.has(t)) continue;
    let runStart = t;
    while (oracleIsOpen(schedule, runStart - STEP_MS)) runStart -= STEP_MS;
    let runEnd = t + STEP_MS;
    while (oracleIsOpen(schedule, runEnd)) runEnd += STEP_MS;
    const leftover = (runEnd - runStart) % SLOT_MS;
    expect(t >= runEnd - leftover, `open time ${new Date(t).toISOString()} in ${schedule.timezone} has no slot`).toBe(true);
  }
}

function assertGroupedByViewerDate(slots: Interval[], viewerZone: string) {
  const grouped = groupByZonedDate(slots, viewerZone);
  const flattened: Interval[] = [];
  for (const [date, list] of Object.entries(grouped)) {
    for (const item of list) {
      const start = Date.parse(item.start_time);
      // Keyed by the start's date on the viewer's clock, whatever their daylight-saving rules do.
      expect(oracleWall(start, viewerZone).date).toBe(date);
      flattened.push({ start, end: Date.parse(item.end_time) });
    }
  }
  flattened.sort((a, b) => a.start - b.start);
  expect(flattened).toEqual(slots);
}

/** Zones with daylight saving in both hemispheres, half-hour and 45-minute offsets, and odd rules. */
const interestingZones = [
  'UTC',
  'America/New_York',
  'America/Los_Angeles',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/St_Johns',
  'America/Santiago',
  'America/Havana',
  'America/Sao_Paulo',
  'America/Nuuk',
  'Europe/London',
  'Europe/Dublin',
  'Europe/Paris',
  'Europe/Chisinau',
  'Africa/Casablanca',
  'Africa/Cairo',
  'Asia/Beirut',
  'Asia/Gaza',
  'Asia/Tehran',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Tokyo',
  'Asia/Shanghai',
  'Australia/Sydney',
  'Australia/Adelaide',
  'Australia/Lord_Howe',
  'Pacific/Auckland',
  'Pacific/Chatham',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'Antarctica/Troll',
];
const everyZone = Intl.supportedValuesOf('timeZone');
const zoneArb = fc.oneof(fc.constantFrom(...interestingZones), fc.constantFrom(...everyZone));

const halfHour = fc.integer({ min: 0, max: 47 });
const hoursArb = halfHour.chain((start) => fc.integer({ min: start + 1, max: 48 }).map((end) => ({ startMinute: start * 30, endMinute: end * 30 })));
const weeklyArb: fc.Arbitrary<WeeklyHours[]> = fc
  .array(fc.tuple(fc.integer({ min: 0, max: 6 }), hoursArb), { minLength: 1, maxLength: 10 })
  .map((rows) => rows.map(([dayOfWeek, h]) => ({ dayOfWeek, ...h })));

// Window starts: any day from 2024 to 2030, or a few days before one of the zone's own clock changes.
const firstDay = Date.UTC(2024, 0, 1);
const anyDayArb = fc.integer({ min: 0, max: 7 * 365 }).map((n) => firstDay + n * DAY_MS);

const transitionCache = new Map<string, number[]>();
/** Instants (to the hour) at which the zone's offset changes in a year, found with the oracle's formatter. */
function oracleTransitions(timeZone: string, year: number): number[] {
  const key = `${timeZone}:${year}`;
  const cached = transitionCache.get(key);
  if (cached) return cached;
  const offsetAt = (t: number) => {
    const { date, minute } = oracleWall(t, timeZone);
    return Date.parse(`${date}T00:00:00Z`) + minute * MINUTE_MS - Math.floor(t / MINUTE_MS) * MINUTE_MS;
  };
  const found: number[] = [];
  const end = Date.UTC(year + 1, 0, 1);
  for (let day = Date.UTC(year, 0, 1); day < end; day += DAY_MS) {
    if (offsetAt(day) === offsetAt(day + DAY_MS)) continue;
    for (let hour = day; hour < day + DAY_MS; hour += 3600_000) {
      if (offsetAt(hour) !== offsetAt(hour + 3600_000)) found.push(hour);
    }
  }
  transitionCache.set(key, found);
  return found;
}

function windowStartArb(timeZone: string): fc.Arbitrary<number> {
  const nearTransition = fc.integer({ min: 2024, max: 2030 }).chain((year) => {
    const transitions = oracleTransitions(timeZone, year);
    if (transitions.length === 0) return anyDayArb;
    return fc
      .tuple(fc.constantFrom(...transitions), fc.integer({ min: -3 * 96, max: 4 }))
      .map(([transition, quarterHours]) => transition + quarterHours * STEP_MS);
  });
  return fc.oneof({ arbitrary: nearTransition, weight: 3 }, { arbitrary: anyDayArb, weight: 1 });
}

/** Weekly hours: random rows, or the same wide hours every day (so a clock change always meets open time). */
const scheduleHoursArb: fc.Arbitrary<WeeklyHours[]> = fc.oneof(
  weeklyArb,
  hoursArb.map((h) => [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, ...h }))),
  fc.constant([0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, startMinute: 0, endMinute: 1440 }))),
);

function exceptionsArb(windowStart: number): fc.Arbitrary<DatedHours[]> {
  const dateArb = fc.integer({ min: -1, max: 8 }).map((n) => new Date(windowStart + n * DAY_MS).toISOString().slice(0, 10));
  return fc.array(
    fc.oneof(
      dateArb.map((date) => ({ date, startMinute: null, endMinute: null })),
      fc.tuple(dateArb, hoursArb).map(([date, h]) => ({ date, ...h })),
    ),
    { maxLength: 4 },
  );
}

describe('availability across daylight-saving changes (property)', () => {
  it('tiles exactly the open time on the coach clock: no slot lost, doubled or shifted, in any zone and date', () => {
    fc.assert(
      fc.property(
        zoneArb.chain((zone) =>
          fc.tuple(
            fc.constant(zone),
            windowStartArb(zone).chain((start) => fc.tuple(fc.constant(start), fc.integer({ min: 1, max: 8 }), exceptionsArb(start))),
          ),
        ),
        scheduleHoursArb,
        ([timezone, [windowStart, days, exceptions]], weekly) => {
          const schedule: CoachSchedule = { timezone, weekly, exceptions };
          const windowEnd = windowStart + days * DAY_MS;
          const slots = freeSlots({ schedule, busy: [], windowStart, windowEnd, now: windowStart - 1 });
          assertSlotsMatchOracle(schedule, slots, windowStart, windowEnd);
        },
      ),
      { numRuns: 200 },
    );
  }, 60_000);

  it("keys every slot by its start date on the student's clock, none dropped or repeated, in any zone", () => {
    fc.assert(
      fc.property(
        zoneArb.chain((viewerZone) => fc.tuple(fc.constant(viewerZone), windowStartArb(viewerZone))),
        zoneArb,
        scheduleHoursArb,
        ([viewerZone, windowStart], coachZone, weekly) => {
        const schedule: CoachSchedule = { timezone: coachZone, weekly, exceptions: [] };
        const slots = freeSlots({ schedule, busy: [], windowStart, windowEnd: windowStart + 6 * DAY_MS, now: windowStart - 1 });
        assertGroupedByViewerDate(slots, viewerZone);
        },
      ),
      { numRuns: 200 },
    );
  }, 60_000);

  it('removes exactly the booked slots and nothing else', () => {
    fc.assert(
      fc.property(zoneArb.chain((zone) => fc.tuple(fc.constant(zone), windowStartArb(zone))), scheduleHoursArb, fc.array(fc.nat(), { maxLength: 12 }), ([timezone, windowStart], weekly, picks) => {
        const schedule: CoachSchedule = { timezone, weekly, exceptions: [] };
        const query = { schedule, windowStart, windowEnd: windowStart + 5 * DAY_MS, now: windowStart - 1 };
        const all = freeSlots({ ...query, busy: [] });
        fc.pre(all.length > 0);
        const booked = [...new Set(picks.map((p) => all[p % all.length]!))];
        const free = freeSlots({ ...query, busy: booked });
        expect(free.length).toBe(all.length - booked.length);
        const bookedStarts = new Set(booked.map((b) => b.start));
        expect(free.every((s) => !bookedStarts.has(s.start))).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});

describe('availability around known clock changes', () => {
  const everyDay = (startMinute: number, endMinute: number): WeeklyHours[] =>
    [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, startMinute, endMinute }));
  const localTimes = (slots: Interval[], zone: string) => slots.map((s) => oracleWall(s.start, zone));

  it('New York spring forward: the skipped hour has no slots and the rest keep their local times', () => {
    const schedule: CoachSchedule = { timezone: 'America/New_York', weekly: everyDay(0, 240), exceptions: [] };
    const start = Date.UTC(2025, 2, 9, 5); // 2025-03-09 00:00 EST
    const slots = freeSlots({ schedule, busy: [], windowStart: start, windowEnd: start + 20 * 3600_000, now: 0 });
    expect(localTimes(slots, 'America/New_York').map((w) => w.minute)).toEqual([0, 30, 60, 90, 180, 210]);
  });

  it('New York fall back: the repeated hour is offered twice, as two distinct instants', () => {
    const schedule: CoachSchedule = { timezone: 'America/New_York', weekly: everyDay(0, 240), exceptions: [] };
    const start = Date.UTC(2025, 10, 2, 4); // 2025-11-02 00:00 EDT
    const slots = freeSlots({ schedule, busy: [], windowStart: start, windowEnd: start + 20 * 3600_000, now: 0 });
    expect(slots).toHaveLength(10);
    expect(localTimes(slots, 'America/New_York').map((w) => w.minute)).toEqual([0, 30, 60, 90, 60, 90, 120, 150, 180, 210]);
    expect(new Set(slots.map((s) => s.start)).size).toBe(10);
  });

  it('a Monday 09:00-17:00 coach in London offers 16 slots at 09:00 London time every Monday, before and after the change', () => {
    const schedule: CoachSchedule = { timezone: 'Europe/London', weekly: [{ dayOfWeek: 1, startMinute: 540, endMinute: 1020 }], exceptions: [] };
    const start = Date.UTC(2025, 2, 17);
    const slots = freeSlots({ schedule, busy: [], windowStart: start, windowEnd: start + 28 * DAY_MS, now: 0 });
    const byDate = new Map<string, number[]>();
    for (const w of localTimes(slots, 'Europe/London')) byDate.set(w.date, [...(byDate.get(w.date) ?? []), w.minute]);
    expect([...byDate.keys()]).toEqual(['2025-03-17', '2025-03-24', '2025-03-31', '2025-04-07']);
    for (const minutes of byDate.values()) {
      expect(minutes).toHaveLength(16);
      expect(minutes[0]).toBe(540);
    }
  });

  it("a Tokyo coach's working day is split across a New York student's midnight, keyed by the student's dates", () => {
    const schedule: CoachSchedule = { timezone: 'Asia/Tokyo', weekly: [{ dayOfWeek: 3, startMinute: 540, endMinute: 1020 }], exceptions: [] };
    const start = Date.UTC(2025, 0, 13);
    const slots = freeSlots({ schedule, busy: [], windowStart: start, windowEnd: start + 7 * DAY_MS, now: 0 });
    const grouped = groupByZonedDate(slots, 'America/New_York');
    // Wed 2025-01-15 09:00-17:00 JST = Tue 19:00 - Wed 03:00 EST.
    expect(Object.keys(grouped)).toEqual(['2025-01-14', '2025-01-15']);
    expect(grouped['2025-01-14']).toHaveLength(10);
    expect(grouped['2025-01-14']![0]!.start_time).toBe('2025-01-15T00:00:00.000Z');
    expect(grouped['2025-01-15']).toHaveLength(6);
  });

  it('a dated exception replaces the weekly hours of that date, and a day off removes them', () => {
    const schedule: CoachSchedule = {
      timezone: 'Asia/Kolkata',
      weekly: everyDay(600, 720),
      exceptions: [
        { date: '2025-06-10', startMinute: null, endMinute: null },
        { date: '2025-06-11', startMinute: 900, endMinute: 960 },
      ],
    };
    const start = Date.UTC(2025, 5, 9, -5, -30); // 2025-06-09 00:00 IST
    const grouped = groupByZonedDate(freeSlots({ schedule, busy: [], windowStart: start, windowEnd: start + 3 * DAY_MS, now: 0 }), 'Asia/Kolkata');
    expect(Object.keys(grouped)).toEqual(['2025-06-09', '2025-06-11']);
    expect(grouped['2025-06-09']).toHaveLength(4);
    expect(grouped['2025-06-11']!.map((s) => s.start_time)).toEqual(['2025-06-11T09:30:00.000Z', '2025-06-11T10:00:00.000Z']);
  });

  it('never offers a slot that starts at or before now', () => {
    const schedule: CoachSchedule = { timezone: 'UTC', weekly: everyDay(0, 1440), exceptions: [] };
    const start = Date.UTC(2025, 0, 1);
    const now = start + 10 * 3600_000;
    const slots = freeSlots({ schedule, busy: [], windowStart: start, windowEnd: start + DAY_MS, now });
    expect(slots[0]!.start).toBe(now + SLOT_MS);
    expect(slots).toHaveLength(27);
  });
});
