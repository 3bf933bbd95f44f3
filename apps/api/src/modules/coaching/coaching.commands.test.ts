import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mentorAvailabilityExceptions, mentorProfiles, mentorWeeklyAvailability, users } from '@bloom/db/schema';
import { createTestApp, createTestClock, type TestContext } from '../../test/helper';
import { createStudent, slotAfter } from '../bookings/booking-test-fixtures';
import { parseWeeklySpec } from './coaching.commands';
import { operatorRunner } from './test-operator';

let ctx: TestContext;
let dir: string;
const clock = createTestClock(new Date(Date.now() + 3600_000));

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  dir = await mkdtemp(path.join(tmpdir(), 'bloom-operator-'));
});
afterAll(async () => {
  await ctx.close();
  await rm(dir, { recursive: true, force: true });
});

const run = operatorRunner(
  () => ctx,
  () => dir,
);

async function weeklyOf(mentorId: number) {
  const rows = await ctx.deps.db.select().from(mentorWeeklyAvailability).where(eq(mentorWeeklyAvailability.mentorId, mentorId));
  return rows.map((r) => `${r.dayOfWeek} ${r.startTime.slice(0, 5)}-${r.endTime.slice(0, 5)}`).sort();
}

describe('operator add-coach', () => {
  it('adds a coach from flags, with a photo, a sanitised bio and weekly hours; a second run changes nothing', async () => {
    await sharp({ create: { width: 600, height: 400, channels: 3, background: '#88cc99' } }).png().toFile(path.join(dir, 'ann.png'));
    const args = [
      'add-coach',
      '--email', 'Ann.Lee@coaches.example.org',
      '--first-name', 'Ann',
      '--last-name', 'Lee',
      '--timezone', 'Europe/London',
      '--focus-area', 'Career Growth',
      '--growth-areas', 'career,professional',
      '--style', 'challenge_oriented',
      '--specialties', 'Interviews; Networking',
      '--bio-html', '<p>Hi</p><script>alert(1)</script>',
      '--photo', 'ann.png',
      '--weekly', 'mon-fri 09:00-12:00 13:00-17:00; fri 22:00-02:00',
    ];
    const first = await run(...args);
    expect(first).toMatchObject({ code: 0, err: '' });
    const id = Number(/Added coach (\d+)/.exec(first.out)![1]);
    const [profile] = await ctx.deps.db.select().from(mentorProfiles).where(eq(mentorProfiles.id, id));
    expect(profile).toMatchObject({ timezone: 'Europe/London', growthAreas: ['career', 'professional'], specialties: ['Interviews', 'Networking'], bioHtml: '<p>Hi</p>' });
    expect(profile!.photoUrl).toMatch(/^\/media\/coaches\/ann-lee-[0-9a-f]{8}\.jpg$/);
    const photo = await sharp(path.join(ctx.config.mediaDir, profile!.photoUrl!.replace('/media/', ''))).metadata();
    expect(photo).toMatchObject({ format: 'jpeg', width: 256, height: 256 });
    expect(await weeklyOf(id)).toEqual(
      ['1', '2', '3', '4', '5'].flatMap((d) => [`${d} 09:00-12:00`, `${d} 13:00-17:00`]).concat(['5 22:00-24:00', '6 00:00-02:00']).sort(),
    );
    const [user] = await ctx.deps.db.select().from(users).where(eq(users.id, profile!.userId));
    expect(user).toMatchObject({ isMentor: true, isStudent: false });

    const second = await run(...args);
    expect(second.code).toBe(0);
    expect(second.out).toContain(`Coach ${id} (Ann.Lee@coaches.example.org) already exists; left unchanged.`);
  });

  it('adds several coaches from a JSON file, photo paths relative to the file', async () => {
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#223344' } }).jpeg().toFile(path.join(dir, 'kai.jpg'));
    await writeFile(
      path.join(dir, 'coaches.json'),
      JSON.stringify([
        {
          email: 'kai@coaches.example.org',
          first_name: 'Kai',
          last_name: 'Nakamura',
          timezone: 'Asia/Tokyo',
          focus_area: 'Academic Performance',
          growth_areas: ['academic'],
          coaching_style: 'structured_and_goal_focused',
          photo: 'kai.jpg',
          availability: { weekly: [{ day: 'mon', start: '09:00', end: '17:00' }], exceptions: [{ date: '2030-01-01' }] },
        },
        { email: 'noor@coaches.example.org', first_name: 'Noor', last_name: 'Haddad', timezone: 'Asia/Kolkata', focus_area: 'Mindfulness', growth_areas: ['mindfulness'], coaching_style: 'holistic_and_mindful' },
      ]),
    );
    const res = await run('add-coach', '--file', 'coaches.json');
    expect(res.code).toBe(0);
    expect(res.out.match(/Added coach/g)).toHaveLength(2);
    const kaiId = Number(/Added coach (\d+) \(kai@/.exec(res.out)![1]);
    expect(await weeklyOf(kaiId)).toEqual(['1 09:00-17:00']);
    const exceptions = await ctx.deps.db.select().from(mentorAvailabilityExceptions).where(eq(mentorAvailabilityExceptions.mentorId, kaiId));
    expect(exceptions).toMatchObject([{ date: '2030-01-01', startTime: null, endTime: null }]);
    const [kai] = await ctx.deps.db.select().from(mentorProfiles).where(eq(mentorProfiles.id, kaiId));
    expect((await stat(path.join(ctx.config.mediaDir, kai!.photoUrl!.replace('/media/', '')))).size).toBeGreaterThan(0);
  });

  it('refuses bad input with a readable message and exit code 1, adding nothing', async () => {
    const before = (await ctx.deps.db.select().from(mentorProfiles)).length;
    const cases: string[][] = [
      ['add-coach', '--email', 'x@y.org', '--first-name', 'X', '--last-name', 'Y', '--timezone', 'Mars/Base', '--focus-area', 'F', '--growth-areas', 'stress', '--style', 'challenge_oriented'],
      ['add-coach', '--email', 'x@y.org', '--first-name', 'X', '--last-name', 'Y', '--timezone', 'UTC', '--focus-area', 'F', '--growth-areas', 'juggling', '--style', 'challenge_oriented'],
      ['add-coach', '--email', 'x@y.org', '--first-name', 'X', '--last-name', 'Y', '--timezone', 'UTC', '--focus-area', 'F', '--growth-areas', 'stress', '--style', 'challenge_oriented', '--weekly', 'mon 09:15-10:00'],
      ['add-coach', '--email', 'x@y.org', '--first-name', 'X', '--last-name', 'Y', '--timezone', 'UTC', '--focus-area', 'F', '--growth-areas', 'stress', '--style', 'challenge_oriented', '--weekly', 'someday 09:00-10:00'],
      ['add-coach', '--file', 'missing.json'],
      ['add-coach', '--unknown-flag'],
    ];
    for (const argv of cases) {
      const res = await run(...argv);
      expect(res.code, argv.join(' ')).toBe(1);
      expect(res.err.length).toBeGreaterThan(0);
    }
    const timezone = await run(...cases[0]!);
    expect(timezone.err).toContain('Unknown timezone: Mars/Base');
    expect((await ctx.deps.db.select().from(mentorProfiles)).length).toBe(before);
  });

  it('refuses to turn a student account into a coach', async () => {
    const student = await createStudent(ctx);
    const res = await run('add-coach', '--email', student.email.toUpperCase(), '--first-name', 'A', '--last-name', 'B', '--timezone', 'UTC', '--focus-area', 'F', '--growth-areas', 'stress', '--style', 'challenge_oriented');
    expect(res.code).toBe(1);
    expect(res.err).toContain('already belongs to a student account');
  });
});

describe('operator set-availability and list-bookings', () => {
  it('replaces weekly hours, adds days off and dated hours, by id or email', async () => {
    const added = await run('add-coach', '--email', 'sam@coaches.example.org', '--first-name', 'Sam', '--last-name', 'Ortiz', '--timezone', 'America/New_York', '--focus-area', 'Stress', '--growth-areas', 'stress', '--style', 'supportive_and_empathetic', '--weekly', 'mon 09:00-10:00');
    const id = Number(/Added coach (\d+)/.exec(added.out)![1]);
    const res = await run('set-availability', '--coach', 'SAM@coaches.example.org', '--weekly', 'tue,thu 10:00-14:00; sat-sun 09:00-11:00', '--off', '2030-02-01', '--exception', '2030-02-02=12:00-13:30');
    expect(res).toMatchObject({ code: 0, out: `Availability of coach ${id} updated (times in America/New_York).` });
    expect(await weeklyOf(id)).toEqual(['0 09:00-11:00', '2 10:00-14:00', '4 10:00-14:00', '6 09:00-11:00']);
    const exceptions = await ctx.deps.db.select().from(mentorAvailabilityExceptions).where(eq(mentorAvailabilityExceptions.mentorId, id));
    expect(exceptions.map((e) => [e.date, e.startTime, e.endTime]).sort()).toEqual([
      ['2030-02-01', null, null],
      ['2030-02-02', '12:00:00', '13:30:00'],
    ]);
    await writeFile(path.join(dir, 'hours.json'), JSON.stringify({ exceptions: [], replace_exceptions: true }));
    expect((await run('set-availability', '--coach', String(id), '--file', 'hours.json')).code).toBe(0);
    expect(await ctx.deps.db.select().from(mentorAvailabilityExceptions).where(eq(mentorAvailabilityExceptions.mentorId, id))).toEqual([]);
    expect(await weeklyOf(id)).toHaveLength(4);

    expect((await run('set-availability', '--coach', 'nobody@example.org', '--weekly', 'mon 09:00-10:00')).code).toBe(1);
    expect((await run('set-availability', '--coach', String(id), '--exception', '2030-02-30=09:00-10:00')).code).toBe(1);
    expect((await run('set-availability', '--weekly', 'mon 09:00-10:00')).code).toBe(1);
  });

  it('lists bookings, filtered by coach, dates and status, as text or JSON', async () => {
    const added = await run('add-coach', '--email', 'lee@coaches.example.org', '--first-name', 'Lee', '--last-name', 'Park', '--timezone', 'UTC', '--focus-area', 'Stress', '--growth-areas', 'stress', '--style', 'supportive_and_empathetic', '--weekly', 'mon-sun 00:00-24:00');
    const id = Number(/Added coach (\d+)/.exec(added.out)![1]);
    expect((await run('list-bookings', '--coach', String(id))).out).toBe('No bookings.');
    const student = await createStudent(ctx);
    const slot = slotAfter(clock.now(), 30);
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/book-session/',
      headers: student.headers,
      payload: { student_profile: student.profileId, mentor_profile: id, ...slot },
    });
    expect(booked.statusCode).toBe(201);
    const text = await run('list-bookings', '--coach', 'lee@coaches.example.org');
    expect(text.out).toContain(`#${booked.json().id}`);
    expect(text.out).toContain(student.email);
    expect(text.out).toContain('Lee Park');
    expect(text.out).toContain('1 booking.');
    const json = await run('list-bookings', '--coach', String(id), '--json', '--from', slot.start_time.slice(0, 10), '--to', slot.start_time.slice(0, 10), '--status', 'booked');
    expect(JSON.parse(json.out)).toEqual([expect.objectContaining({ id: booked.json().id, status: 'booked', start_time: slot.start_time, student: expect.objectContaining({ email: student.email }) })]);
    expect(JSON.parse((await run('list-bookings', '--coach', String(id), '--json', '--status', 'canceled')).out)).toEqual([]);
    expect((await run('list-bookings', '--status', 'lost')).code).toBe(1);
    expect((await run('list-bookings', '--from', 'yesterday')).code).toBe(1);
  });

  it('prints help, and exit code 2 for an unknown command', async () => {
    expect((await run('help')).out).toContain('set-availability --coach');
    const unknown = await run('fire-coach');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('Unknown command "fire-coach"');
  });

  it('parses weekly specs: day ranges that wrap the week, lists, several ranges', () => {
    expect(parseWeeklySpec('fri-mon 10:00-11:00')).toEqual(['fri', 'sat', 'sun', 'mon'].map((day) => ({ day, start: '10:00', end: '11:00' })));
    expect(parseWeeklySpec(' sat,sun 09:00-10:00 11:00-12:00 ;')).toHaveLength(4);
  });
});
