import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestApp, createTestClock, type TestContext } from '../../test/helper';
import { createCoach, createStudent, slotAfter, type TestStudent } from '../bookings/booking-test-fixtures';
import { readCalendar } from '../bookings/ics-test-reader';
import { operatorRunner } from './test-operator';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const PUBLIC_URL = 'https://bloom.example.edu';
const feedUrlPattern = /https:\/\/bloom\.example\.edu\/api\/calendar\/([A-Za-z0-9_-]{44})\.ics/;

let ctx: TestContext;
const clock = createTestClock(new Date(Math.ceil((Date.now() + HOUR) / (30 * 60_000)) * 30 * 60_000));
const run = operatorRunner(() => ctx);
const coachEmail = 'ines.garcia@coaches.example.org';
let coachId: number;
let otherCoachId: number;

beforeAll(async () => {
  ctx = await createTestApp({ clock, env: { PUBLIC_URL } });
  coachId = await createCoach(ctx, { email: coachEmail, first_name: 'Ines', last_name: 'Garcia', timezone: 'America/Chicago' });
  otherCoachId = await createCoach(ctx);
});
afterAll(async () => {
  await ctx.close();
});

async function book(student: TestStudent, mentorId: number, hoursAhead: number, note = '') {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/book-session/',
    headers: student.headers,
    payload: { student_profile: student.profileId, mentor_profile: mentorId, ...slotAfter(clock.now(), hoursAhead), pre_session_note: note },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; url: string; time_slot: { start_time: string; end_time: string } };
}

async function feedUrl(...flags: string[]): Promise<string> {
  const res = await run('coach-feed', '--coach', coachEmail, ...flags);
  expect(res.code, res.err).toBe(0);
  return feedUrlPattern.exec(res.out)![0];
}

const fetchFeed = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  ctx.app.inject({ method, url: url.replace(PUBLIC_URL, ''), headers });

describe('operator coach-feed', () => {
  it("prints the coach's secret feed URL from PUBLIC_URL, the same one each time, as text or JSON", async () => {
    const first = await run('coach-feed', '--coach', coachEmail);
    expect(first.code).toBe(0);
    const url = feedUrlPattern.exec(first.out)![0];
    expect(first.out).toContain(url.replace('https://', 'webcal://'));
    expect(await feedUrl()).toBe(url);
    const json = await run('coach-feed', '--coach', String(coachId), '--json');
    expect(JSON.parse(json.out)).toEqual({
      coach_id: coachId,
      email: coachEmail,
      url,
      webcal_url: url.replace('https://', 'webcal://'),
      is_new: false,
      rotated: false,
    });
  });

  it('refuses bad input with a message and exit code 1', async () => {
    for (const argv of [['coach-feed'], ['coach-feed', '--coach', 'nobody@example.org'], ['coach-feed', '--coach', coachEmail, '--shout']]) {
      const res = await run(...argv);
      expect(res.code, argv.join(' ')).toBe(1);
      expect(res.err).not.toBe('');
    }
  });
});

describe('GET /api/calendar/{token}.ics', () => {
  it('serves upcoming sessions and canceled ones as CANCELLED, to a calendar app with no sign-in, nothing of the student but first name and note', async () => {
    const priya = await createStudent(ctx, { firstName: 'Priya', lastName: 'Hidden-Lastname', credits: 3 });
    const tom = await createStudent(ctx, { firstName: 'Tom' });
    const first = await book(priya, coachId, 30, 'Finals; sleep, stress');
    const second = await book(tom, coachId, 50);
    const canceled = await book(priya, coachId, 70);
    await ctx.app.inject({ method: 'PATCH', url: `/api/bookings/${canceled.id}/`, headers: priya.headers, payload: { status: 'canceled' } });
    const elsewhere = await book(priya, otherCoachId, 31);

    const url = await feedUrl();
    const res = await fetchFeed(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(res.headers['content-disposition']).toBe('inline; filename="bloom-sessions.ics"');
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    for (const secret of ['Hidden-Lastname', priya.email, tom.email]) expect(res.body).not.toContain(secret);

    const calendar = readCalendar(res.body);
    expect(calendar).toMatchObject({ method: 'PUBLISH', name: 'Bloom coaching sessions', timezone: 'America/Chicago' });
    expect(calendar.events.map((e) => [e.start.toISOString(), e.status])).toEqual([
      [first.time_slot.start_time, 'CONFIRMED'],
      [second.time_slot.start_time, 'CONFIRMED'],
      [canceled.time_slot.start_time, 'CANCELLED'],
    ]);
    expect(calendar.events.map((e) => e.start.toISOString())).not.toContain(elsewhere.time_slot.start_time);
    expect(calendar.events[0]).toMatchObject({
      summary: 'Bloom coaching session with Priya',
      description: `Join the session: ${first.url}\nNote from Priya: Finals; sleep, stress`,
      url: first.url,
      sequence: 0,
      attendees: [],
    });
    expect(calendar.events[2]!.sequence).toBe(1);
    // The feed's events are the invitations' events: one UID per booking, in mail and feed alike.
    const coachMails = (await ctx.app.inject({ method: 'GET', url: `/api/dev/outbox/?to=${encodeURIComponent(coachEmail)}&limit=200` })).json() as {
      attachments: { content: string }[];
    }[];
    const mailedUids = new Set(coachMails.filter((m) => m.attachments.length > 0).map((m) => readCalendar(m.attachments[0]!.content).events[0]!.uid));
    expect(calendar.events.every((e) => mailedUids.has(e.uid))).toBe(true);

    // Conditional requests: unchanged means 304 with no body; a change means a new ETag.
    const again = await fetchFeed(url, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await fetchFeed(url, {}, 'HEAD')).statusCode).toBe(200);
    await book(tom, coachId, 90);
    const changed = await fetchFeed(url, { 'if-none-match': String(res.headers.etag) });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(res.headers.etag);

    // Sessions stay 30 days after their start, then leave the feed.
    const start = Date.parse(first.time_slot.start_time);
    clock.set(new Date(start + 29 * DAY));
    expect(readCalendar((await fetchFeed(url)).body).events.map((e) => e.start.toISOString())).toContain(first.time_slot.start_time);
    clock.set(new Date(start + 31 * DAY));
    expect(readCalendar((await fetchFeed(url)).body).events.map((e) => e.start.toISOString())).not.toContain(first.time_slot.start_time);
  });

  it('--rotate gives a new URL and the old one answers 404; unknown, malformed and wrong-verifier tokens answer 404', async () => {
    const old = await feedUrl();
    const rotated = await run('coach-feed', '--coach', coachEmail, '--rotate', '--json');
    expect(rotated.code).toBe(0);
    const answer = JSON.parse(rotated.out) as { url: string; is_new: boolean; rotated: boolean };
    expect(answer).toMatchObject({ is_new: true, rotated: true });
    expect(answer.url).not.toBe(old);
    expect((await fetchFeed(answer.url)).statusCode).toBe(200);
    expect(await feedUrl()).toBe(answer.url);

    const token = feedUrlPattern.exec(answer.url)![1]!;
    const wrongVerifier = `${token.slice(0, 12)}${token.slice(12).split('').reverse().join('')}`;
    for (const path of [
      old.replace(PUBLIC_URL, ''),
      `/api/calendar/${randomBytes(33).toString('base64url')}.ics`,
      `/api/calendar/${wrongVerifier}.ics`,
      `/api/calendar/${token}`,
      `/api/calendar/${token}.ics.ics`,
      '/api/calendar/abc.ics',
      '/api/calendar/..%2F..%2Fetc%2Fpasswd.ics',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toMatchObject({ detail: 'Not found.' });
    }
  });

  it('keeps the secret out of the request log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const { app } = await buildApp({
      config: { ...ctx.config, webDistDir: undefined },
      db: ctx.deps.db,
      jwtSecret: randomBytes(32).toString('hex'),
      clock,
      logger: { level: 'info', stream },
    });
    try {
      const url = await feedUrl();
      const token = feedUrlPattern.exec(url)![1]!;
      expect((await app.inject({ method: 'GET', url: url.replace(PUBLIC_URL, '') })).statusCode).toBe(200);
      const log = lines.join('');
      expect(log).toContain('/api/calendar/[redacted]');
      expect(log).not.toContain(token);
    } finally {
      await app.close();
    }
  });
});
