import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages } from '@bloom/contract/bookings';
import { mentorProfiles } from '@bloom/db/schema';
import { eq } from 'drizzle-orm';
import { createTestApp, createTestClock, type TestContext } from '../../test/helper';
import { createCoach, createStudent, type TestStudent } from './booking-test-fixtures';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

let ctx: TestContext;
// Wednesday 2026-01-14 10:00 UTC, or later if the real clock has passed it (mail jobs use the database's now()).
const clock = createTestClock(new Date(Math.max(Date.UTC(2026, 0, 14, 10), Math.ceil(Date.now() / DAY) * DAY + 10 * HOUR)));
let student: TestStudent;
let tokyoCoach: number;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  student = await createStudent(ctx);
  tokyoCoach = await createCoach(ctx, {
    timezone: 'Asia/Tokyo',
    availability: { weekly: ['mon', 'tue', 'wed', 'thu', 'fri'].map((day) => ({ day, start: '09:00', end: '17:00' })) },
  });
});
afterAll(async () => {
  await ctx.close();
});

const get = (query: string) => ctx.app.inject({ method: 'GET', url: `/api/time-slots/availability/?${query}`, headers: student.headers });
const dateIn = (ms: number, timeZone: string) => new Intl.DateTimeFormat('sv-SE', { timeZone }).format(new Date(ms));
type Slots = Record<string, { start_time: string; end_time: string }[]>;

describe('GET /api/time-slots/availability/', () => {
  it("keys 30-minute UTC slots by the date on the student's clock; a Tokyo day splits across a New York midnight", async () => {
    const res = await get(`mentor_id=${tokyoCoach}&timezone=America/New_York`);
    expect(res.statusCode).toBe(200);
    const slots: Slots = res.json();
    const all = Object.entries(slots).flatMap(([date, list]) => list.map((s) => ({ date, ...s })));
    expect(all.length).toBeGreaterThan(100);
    for (const slot of all) {
      expect(slot.start_time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
      expect(Date.parse(slot.end_time) - Date.parse(slot.start_time)).toBe(30 * 60_000);
      expect(dateIn(Date.parse(slot.start_time), 'America/New_York')).toBe(slot.date);
      expect(Date.parse(slot.start_time)).toBeGreaterThan(clock.now().getTime());
    }
    // 09:00-17:00 JST is 19:00-03:00 EST (20:00-04:00 EDT): one unbroken stretch of the coach's day is split
    // between two New York dates exactly at New York midnight.
    all.sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time));
    const splits = all.filter((slot, i) => i > 0 && all[i - 1]!.end_time === slot.start_time && all[i - 1]!.date !== slot.date);
    expect(splits.length).toBeGreaterThanOrEqual(20);
    for (const slot of splits) {
      const start = Date.parse(slot.start_time);
      expect(dateIn(start - 1, 'America/New_York')).not.toBe(dateIn(start, 'America/New_York'));
      expect(new Intl.DateTimeFormat('en-GB', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(start)).toBe('00:00');
    }
  });

  it('defaults to UTC and from today to today + 45 days', async () => {
    const res = await get(`mentor_id=${tokyoCoach}`);
    const slots: Slots = res.json();
    const keys = Object.keys(slots).sort();
    expect(keys[0]! >= dateIn(clock.now().getTime(), 'UTC')).toBe(true);
    const last = Math.max(...Object.values(slots).flat().map((s) => Date.parse(s.start_time)));
    expect(last).toBeLessThan(clock.now().getTime() + 45 * DAY);
    expect(last).toBeGreaterThan(clock.now().getTime() + 40 * DAY);
    for (const [date, list] of Object.entries(slots)) for (const s of list) expect(s.start_time.slice(0, 10)).toBe(date);
  });

  it('never goes beyond 45 days, whatever to_date asks for', async () => {
    const from = dateIn(clock.now().getTime(), 'UTC');
    const to = dateIn(clock.now().getTime() + 120 * DAY, 'UTC');
    const slots: Slots = (await get(`mentor_id=${tokyoCoach}&from_date=${from}&to_date=${to}`)).json();
    const last = Math.max(...Object.values(slots).flat().map((s) => Date.parse(s.start_time)));
    expect(last).toBeLessThan(clock.now().getTime() + 45 * DAY);
    const later = await get(`mentor_id=${tokyoCoach}&from_date=${dateIn(clock.now().getTime() + 60 * DAY, 'UTC')}`);
    expect(later.statusCode).toBe(200);
    expect(later.json()).toEqual({});
  });

  it('a one-day window holds exactly that date', async () => {
    const day = dateIn(clock.now().getTime() + 7 * DAY, 'Asia/Tokyo');
    const slots: Slots = (await get(`mentor_id=${tokyoCoach}&from_date=${day}&to_date=${day}&timezone=Asia/Tokyo`)).json();
    expect(Object.keys(slots)).toEqual([day]);
    expect(slots[day]).toHaveLength(16);
    expect(slots[day]![0]!.start_time.slice(11, 16)).toBe('00:00'); // 09:00 JST
  });

  it('removes booked times and gives them back when the booking is canceled', async () => {
    const coach = await createCoach(ctx);
    const day = dateIn(clock.now().getTime() + 3 * DAY, 'UTC');
    const query = `mentor_id=${coach}&from_date=${day}&to_date=${day}`;
    const before: Slots = (await get(query)).json();
    expect(before[day]).toHaveLength(48);
    const target = before[day]![20]!;
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/book-session/',
      headers: student.headers,
      payload: { student_profile: student.profileId, mentor_profile: coach, ...target },
    });
    expect(booked.statusCode).toBe(201);
    const after: Slots = (await get(query)).json();
    expect(after[day]).toHaveLength(47);
    expect(after[day]).not.toContainEqual(target);
    await ctx.app.inject({ method: 'PATCH', url: `/api/bookings/${booked.json().id}/`, headers: student.headers, payload: { status: 'canceled' } });
    expect(((await get(query)).json() as Slots)[day]).toHaveLength(48);
  });

  it('removes past times from today', async () => {
    const coach = await createCoach(ctx);
    const today = dateIn(clock.now().getTime(), 'UTC');
    const slots: Slots = (await get(`mentor_id=${coach}&from_date=${today}&to_date=${today}`)).json();
    const nowMs = clock.now().getTime();
    expect(slots[today]!.every((s) => Date.parse(s.start_time) > nowMs)).toBe(true);
    expect(slots[today]).toHaveLength(48 - Math.floor((nowMs % DAY) / (30 * 60_000)) - 1);
  });

  it('applies dated exceptions: a day off and replaced hours', async () => {
    const day1 = dateIn(clock.now().getTime() + 5 * DAY, 'UTC');
    const day2 = dateIn(clock.now().getTime() + 6 * DAY, 'UTC');
    const coach = await createCoach(ctx, {
      availability: {
        weekly: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((day) => ({ day, start: '09:00', end: '12:00' })),
        exceptions: [{ date: day1 }, { date: day2, start: '14:00', end: '15:00' }],
      },
    });
    const slots: Slots = (await get(`mentor_id=${coach}&from_date=${day1}&to_date=${day2}`)).json();
    expect(slots[day1]).toBeUndefined();
    expect(slots[day2]!.map((s) => s.start_time.slice(11, 16))).toEqual(['14:00', '14:30']);
  });

  it('refuses bad input with field errors and unknown coaches with 404, never 5xx', async () => {
    const cases: [string, number, Record<string, unknown>?][] = [
      ['', 400],
      ['mentor_id=abc', 400],
      [`mentor_id=${tokyoCoach}&timezone=Mars/Olympus_Mons`, 400, { timezone: [bookingMessages.unknownTimezone] }],
      [`mentor_id=${tokyoCoach}&from_date=2026-02-30`, 400, { from_date: [bookingMessages.invalidDate] }],
      [`mentor_id=${tokyoCoach}&from_date=tomorrow`, 400],
      [`mentor_id=${tokyoCoach}&from_date=2026-03-10&to_date=2026-03-01`, 400, { to_date: [bookingMessages.dateOrder] }],
      [`mentor_id=${tokyoCoach}&timezone=${'x'.repeat(500)}`, 400],
      ['mentor_id=999999', 404],
      [`mentor_id=${tokyoCoach}&from_date=0001-01-01`, 400],
      [`mentor_id=${tokyoCoach}&from_date=9999-12-31`, 200, {}],
      [`mentor_id=${tokyoCoach}&from_date=1970-01-01&to_date=1970-01-02`, 200, {}],
      ['mentor_id=999999&from_date=9999-12-31', 404],
      ['mentor_id=99999999999999999999', 400],
    ];
    for (const [query, status, body] of cases) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(status);
      if (body) expect(res.json()).toEqual(body);
    }
    const inactive = await createCoach(ctx);
    await ctx.deps.db.update(mentorProfiles).set({ isActive: false }).where(eq(mentorProfiles.id, inactive));
    // A deactivated coach still exists (past sessions name them) but offers no time.
    const inactiveAnswer = await get(`mentor_id=${inactive}`);
    expect(inactiveAnswer.statusCode).toBe(200);
    expect(inactiveAnswer.json()).toEqual({});
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/time-slots/availability/?mentor_id=${tokyoCoach}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('accepts timezone names in any case', async () => {
    const res = await get(`mentor_id=${tokyoCoach}&timezone=america/new_york`);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).length).toBeGreaterThan(10);
  });
});
