import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages } from '@bloom/contract/bookings';
import { bookings, jobs, matchRequests } from '@bloom/db/schema';
import { createTestApp, createTestClock, type TestContext } from '../../test/helper';
import { allWeek, createCoach, createStudent, creditsOf, slotAfter, type TestStudent } from './booking-test-fixtures';
import { readInviteProperty } from './calendar';

let ctx: TestContext;
const clock = createTestClock(new Date(Date.now() + 3600_000));
let coachId: number;

beforeAll(async () => {
  ctx = await createTestApp({ clock, env: { MEETING_URL_TEMPLATE: 'https://meet.example.org/bloom-{room}' } });
  coachId = await createCoach(ctx);
});
afterAll(async () => {
  await ctx.close();
});

function book(student: TestStudent, slot: { start_time: string; end_time: string }, extra: Record<string, unknown> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/book-session/',
    headers: student.headers,
    payload: {
      student_profile: student.profileId,
      mentor_profile: coachId,
      ...slot,
      pre_session_note: 'N/A',
      is_default: false,
      is_rescheduled: false,
      ...extra,
    },
  });
}

async function bookingCount(mentorId = coachId): Promise<number> {
  const [row] = await ctx.deps.db.select({ n: count() }).from(bookings).where(eq(bookings.mentorId, mentorId));
  return row?.n ?? 0;
}

describe('POST /api/book-session/', () => {
  it('books a free slot: 201 with the booking, the join link, credit_info and points_event; 1 credit taken', async () => {
    const student = await createStudent(ctx, { credits: 2 });
    const slot = slotAfter(clock.now(), 72);
    const res = await book(student, slot, { pre_session_note: '  I want to talk about exams  ' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'booked',
      pre_session_note: 'I want to talk about exams',
      rating: null,
      is_session_taken: false,
      is_rescheduled: false,
      student_profile: student.profileId,
      time_slot: { start_time: slot.start_time, end_time: slot.end_time },
      mentor_profile: { id: coachId, user: { first_name: 'Casey' } },
      credit_info: { available_credits: 1, can_get_school_credits: false },
      points_event: { action_type: 'booked_session', points: 30 },
    });
    expect(body.url).toMatch(/^https:\/\/meet\.example\.org\/bloom-[0-9a-f]{18}$/);
    expect(await creditsOf(ctx, student)).toBe(1);

    const list = await ctx.app.inject({ method: 'GET', url: '/api/bookings/', headers: student.headers });
    expect(list.json()).toEqual([expect.objectContaining({ id: body.id, url: body.url })]);
  });

  it('sends a confirmation email with an .ics invitation (METHOD:REQUEST, SEQUENCE:0) and schedules two reminders', async () => {
    const student = await createStudent(ctx);
    const res = await book(student, slotAfter(clock.now(), 80));
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;
    await ctx.deps.jobs.runDue();
    const outbox = await ctx.app.inject({ method: 'GET', url: `/api/dev/outbox/?to=${encodeURIComponent(student.email)}` });
    const [mail] = outbox.json();
    expect(mail.subject).toBe('Your Bloom coaching session is booked');
    expect(mail.text).toContain(res.json().url);
    const ics = mail.attachments[0].content as string;
    expect(mail.attachments[0].contentType).toContain('method=REQUEST');
    expect(readInviteProperty(ics, 'METHOD')).toBe('REQUEST');
    expect(readInviteProperty(ics, 'SEQUENCE')).toBe('0');
    expect(readInviteProperty(ics, 'UID')).toMatch(/@bloom$/);
    expect(readInviteProperty(ics, 'DTSTART')).toBe(res.json().time_slot.start_time.replace(/[-:]/g, '').replace('.000', ''));
    const reminders = await ctx.deps.db.select().from(jobs).where(eq(jobs.subjectKey, `booking:${id}`));
    expect(reminders.map((j) => (j.payload as { kind: string }).kind).sort()).toEqual(['1h', '24h']);
  });

  it('refuses a slot another student holds with the clear message; the loser keeps their credit', async () => {
    const first = await createStudent(ctx);
    const second = await createStudent(ctx);
    const slot = slotAfter(clock.now(), 90);
    expect((await book(first, slot)).statusCode).toBe(201);
    const res = await book(second, slot);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: [bookingMessages.slotTaken] });
    expect(await creditsOf(ctx, second)).toBe(2);
  });

  it('the slot is free again once its booking is canceled', async () => {
    const first = await createStudent(ctx);
    const second = await createStudent(ctx);
    const slot = slotAfter(clock.now(), 100);
    const booked = await book(first, slot);
    const cancel = await ctx.app.inject({ method: 'PATCH', url: `/api/bookings/${booked.json().id}/`, headers: first.headers, payload: { status: 'canceled' } });
    expect(cancel.statusCode).toBe(200);
    expect((await book(second, slot)).statusCode).toBe(201);
  });

  it('with 0 credits refuses with a clear message and books nothing', async () => {
    const student = await createStudent(ctx, { credits: 0 });
    // A pending match with the coach is accepted in the statement that locks the coach, before the spend is refused.
    await ctx.deps.db.insert(matchRequests).values({ studentProfileId: student.profileId, mentorId: coachId });
    const before = await bookingCount();
    const res = await book(student, slotAfter(clock.now(), 110));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: [bookingMessages.noCredits] });
    expect(await bookingCount()).toBe(before);
    expect(await creditsOf(ctx, student)).toBe(0);
    const matches = await ctx.deps.db.select({ status: matchRequests.status }).from(matchRequests).where(eq(matchRequests.studentProfileId, student.profileId));
    expect(matches).toEqual([{ status: 'pending' }]);
  });

  it('refuses past, too-far, wrong-length and outside-availability slots', async () => {
    const student = await createStudent(ctx);
    const now = clock.now();
    const past = slotAfter(new Date(now.getTime() - 5 * 3600_000), 0);
    const cases: [{ start_time: string; end_time: string }, string][] = [
      [past, bookingMessages.slotInPast],
      [slotAfter(now, 46 * 24), bookingMessages.slotTooFar],
      [{ start_time: slotAfter(now, 30).start_time, end_time: slotAfter(now, 31).start_time }, bookingMessages.slotLength],
      [
        {
          start_time: new Date(Date.parse(slotAfter(now, 30).start_time) + 10 * 60_000).toISOString(),
          end_time: new Date(Date.parse(slotAfter(now, 30).start_time) + 40 * 60_000).toISOString(),
        },
        bookingMessages.slotOutsideAvailability,
      ],
    ];
    for (const [slot, message] of cases) {
      const res = await book(student, slot);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ non_field_errors: [message] });
    }
    // A coach who works only Monday mornings in Tokyo is not bookable at 03:00 UTC on a Saturday.
    const mondayCoach = await createCoach(ctx, { timezone: 'Asia/Tokyo', availability: { weekly: [{ day: 'mon', start: '09:00', end: '12:00' }] } });
    const saturday = new Date(now);
    saturday.setUTCDate(saturday.getUTCDate() + ((6 - saturday.getUTCDay() + 7) % 7) + 7);
    saturday.setUTCHours(3, 0, 0, 0);
    const res = await book(student, { start_time: saturday.toISOString(), end_time: new Date(saturday.getTime() + 1800_000).toISOString() }, { mentor_profile: mondayCoach });
    expect(res.json()).toEqual({ non_field_errors: [bookingMessages.slotOutsideAvailability] });
    expect(await creditsOf(ctx, student)).toBe(2);
  });

  it('accepts a time written with an offset for the same instant', async () => {
    const student = await createStudent(ctx);
    const slot = slotAfter(clock.now(), 120);
    const start = new Date(slot.start_time);
    const withOffset = (d: Date) => new Date(d.getTime() + 2 * 3600_000).toISOString().replace('.000Z', '+02:00');
    const res = await book(student, { start_time: withOffset(start), end_time: withOffset(new Date(slot.end_time)) });
    expect(res.statusCode).toBe(201);
    expect(res.json().time_slot.start_time).toBe(slot.start_time);
  });

  it("refuses to book for someone else's profile (403) and an unknown coach (400)", async () => {
    const student = await createStudent(ctx);
    const other = await createStudent(ctx);
    const slot = slotAfter(clock.now(), 130);
    const res = await book(student, slot, { student_profile: other.profileId });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ non_field_errors: [bookingMessages.notYourProfile] });
    const unknownCoach = await book(student, slot, { mentor_profile: 999_999 });
    expect(unknownCoach.statusCode).toBe(400);
    expect(unknownCoach.json()).toEqual({ mentor_profile: [bookingMessages.coachNotFound] });
    expect(await creditsOf(ctx, other)).toBe(2);
    expect(await creditsOf(ctx, student)).toBe(2);
  });

  it('answers bad input with 4xx in the spec shape, never 5xx, and books nothing', async () => {
    const student = await createStudent(ctx);
    const before = await bookingCount();
    const slot = slotAfter(clock.now(), 140);
    const bodies: unknown[] = [
      {},
      { ...slot, student_profile: String(student.profileId), mentor_profile: coachId },
      { ...slot, student_profile: student.profileId, mentor_profile: coachId, start_time: 'tomorrow' },
      { ...slot, student_profile: student.profileId, mentor_profile: coachId, start_time: '2025-13-40T99:00:00Z' },
      { ...slot, student_profile: student.profileId, mentor_profile: coachId, surprise: true },
      { ...slot, student_profile: -1, mentor_profile: coachId },
      { ...slot, student_profile: student.profileId, mentor_profile: 1e20 },
      { ...slot, student_profile: student.profileId, mentor_profile: coachId, pre_session_note: 'x'.repeat(5000) },
      [],
      'null',
    ];
    for (const payload of bodies) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/book-session/', headers: student.headers, payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/book-session/',
      headers: { ...student.headers, 'content-type': 'application/json' },
      payload: '{"student_profile":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await bookingCount()).toBe(before);
  });

  it('needs a signed-in student with a profile', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/book-session/', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('a coach whose hours are all in the past today still offers tomorrow', async () => {
    const coach = await createCoach(ctx, { availability: { weekly: allWeek('00:00', '00:30') } });
    const student = await createStudent(ctx);
    const nextMidnight = new Date(clock.now());
    nextMidnight.setUTCHours(24, 0, 0, 0);
    const res = await book(
      student,
      { start_time: nextMidnight.toISOString(), end_time: new Date(nextMidnight.getTime() + 1800_000).toISOString() },
      { mentor_profile: coach },
    );
    expect(res.statusCode).toBe(201);
  });
});
