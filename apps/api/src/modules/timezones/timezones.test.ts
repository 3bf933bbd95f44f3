import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@bloom/db/schema';
import { createTestApp, createTestClock, type TestContext } from '../../test/helper';
import { createTestStudent, type TestStudent } from '../profiles/test-students';
import { formatOffset, normalizeTimezone } from './timezone-info';

// Three days before daylight saving time starts in the US (8 March 2026).
const clock = createTestClock(new Date('2026-03-05T12:00:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(async () => {
  await ctx.close();
});

const getTimezone = (student: TestStudent, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/timezone-management/${query}`, headers: student.auth });
const setTimezone = (student: TestStudent, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/timezone-management/', headers: student.auth, payload });
async function storedTimezone(student: TestStudent) {
  const [row] = await ctx.deps.db.select({ timezone: users.timezone }).from(users).where(eq(users.id, student.userId));
  return row!.timezone;
}

describe('timezone helpers', () => {
  it("formats offsets '+05:30' style", () => {
    expect(formatOffset(330)).toBe('+05:30');
    expect(formatOffset(-300)).toBe('-05:00');
    expect(formatOffset(0)).toBe('+00:00');
    expect(formatOffset(-570)).toBe('-09:30');
  });

  it('accepts IANA names only, fixing the case of known ones', () => {
    expect(normalizeTimezone('asia/kolkata')).toBe('Asia/Kolkata');
    expect(normalizeTimezone('UTC')).toBe('UTC');
    expect(normalizeTimezone('US/Eastern')).toBe('US/Eastern');
    for (const bad of ['', '+05:30', 'Mars/Olympus_Mons', 'UTC; drop table users', '../../etc/passwd', 'x'.repeat(65)]) {
      expect(normalizeTimezone(bad)).toBeNull();
    }
  });
});

describe('GET /api/timezone-management/', () => {
  it("answers the student's record, UTC by default", async () => {
    const student = await createTestStudent(ctx);
    const res = await getTimezone(student);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      timezone: 'UTC',
      user_type: 'student',
      offset_minutes: 0,
      offset_formatted: '+00:00',
      readable_name: 'Coordinated Universal Time',
    });
  });

  it('follows daylight saving time at the current instant', async () => {
    const student = await createTestStudent(ctx, { timezone: 'America/New_York' });
    expect((await getTimezone(student)).json()).toMatchObject({ offset_minutes: -300, offset_formatted: '-05:00', readable_name: 'Eastern Time' });
    clock.set(new Date('2026-03-10T12:00:00Z'));
    try {
      expect((await getTimezone(student)).json()).toMatchObject({ offset_minutes: -240, offset_formatted: '-04:00' });
    } finally {
      clock.set(new Date('2026-03-05T12:00:00Z'));
    }
  });

  it('lists every available timezone with its offset, sorted by offset', async () => {
    const student = await createTestStudent(ctx);
    const res = await getTimezone(student, '?action=get_available_timezones');
    expect(res.statusCode).toBe(200);
    const list = res.json<{ timezone: string; offset_minutes: number; offset_formatted: string; readable_name: string }[]>();
    expect(list.length).toBeGreaterThanOrEqual(Intl.supportedValuesOf('timeZone').length);
    const names = list.map((z) => z.timezone);
    expect(names).toEqual(expect.arrayContaining(['UTC', 'Asia/Kolkata', 'America/New_York', 'Europe/London', 'Asia/Tokyo', 'America/Los_Angeles']));
    expect(names).not.toContain('Asia/Calcutta');
    expect(list.find((z) => z.timezone === 'Asia/Kolkata')).toEqual({
      timezone: 'Asia/Kolkata',
      offset_minutes: 330,
      offset_formatted: '+05:30',
      readable_name: 'India Standard Time',
    });
    for (const zone of list) {
      expect(zone.offset_formatted).toMatch(/^[+-]\d{2}:\d{2}$/);
      expect(zone.readable_name.length).toBeGreaterThan(0);
    }
    const offsets = list.map((z) => z.offset_minutes);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  });

  it('refuses an unknown action and needs a signed-in user', async () => {
    const student = await createTestStudent(ctx);
    expect((await getTimezone(student, '?action=drop_everything')).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/timezone-management/' })).statusCode).toBe(401);
  });
});

describe('POST /api/timezone-management/', () => {
  it('stores a valid IANA name on the user and answers the record', async () => {
    const student = await createTestStudent(ctx);
    const res = await setTimezone(student, { timezone: 'Asia/Kolkata' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      timezone: 'Asia/Kolkata',
      user_type: 'student',
      offset_minutes: 330,
      offset_formatted: '+05:30',
      readable_name: 'India Standard Time',
    });
    expect(await storedTimezone(student)).toBe('Asia/Kolkata');
    expect((await getTimezone(student)).json().timezone).toBe('Asia/Kolkata');
  });

  it('refuses what is not an IANA zone with a field error and keeps the old one', async () => {
    const student = await createTestStudent(ctx, { timezone: 'Europe/Paris' });
    for (const timezone of ['Mars/Olympus_Mons', '+05:30', 'EST5EDT; --', 'Not a zone']) {
      const res = await setTimezone(student, { timezone });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ timezone: [`"${timezone}" is not a valid timezone.`] });
    }
    for (const payload of [{}, { timezone: '' }, { timezone: 5 }]) {
      const res = await setTimezone(student, payload);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json())).toEqual(['timezone']);
    }
    expect(await storedTimezone(student)).toBe('Europe/Paris');
  });
});
