import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingMessages } from '@bloom/contract/bookings';
import { bookingFeedback, bookings, jobs } from '@bloom/db/schema';
import { createTestApp, createTestClock, type TestContext } from '../../test/helper';
import { createCoach, createStudent, creditsOf, postBooking, slotAfter, type TestStudent } from './booking-test-fixtures';
import { readInviteProperty } from './calendar';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let ctx: TestContext;
// Start an hour ahead of real time: mail jobs are due at the database's now(), which must not be in the
// test clock's future.
const base = new Date(Math.ceil((Date.now() + HOUR) / (30 * MINUTE)) * 30 * MINUTE);
const clock = createTestClock(base);
let coachId: number;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  coachId = await createCoach(ctx);
});
afterAll(async () => {
  await ctx.close();
});
// Each test starts 5 days after the previous one, so their slots on the shared coach never collide.
let testBase = base;
let testIndex = 0;
beforeEach(() => {
  testBase = new Date(base.getTime() + testIndex * 5 * 24 * HOUR);
  testIndex += 1;
  clock.set(testBase);
});

async function book(student: TestStudent, hoursAhead: number) {
  const res = await postBooking(ctx, student, coachId, slotAfter(clock.now(), hoursAhead));
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; url: string; time_slot: { start_time: string; end_time: string } };
}

const patch = (student: TestStudent, id: number, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/bookings/${id}/`, headers: student.headers, payload });
const join = (student: TestStudent, id: number) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/bookings/${id}/update_session_taken/`, headers: student.headers, payload: { is_session_taken: true } });
const rate = (student: TestStudent, id: number, stars = 4, extra: object = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/bookings/${id}/feedback/`,
    headers: student.headers,
    payload: {
      coach_rating: stars,
      rating: stars,
      experience: stars,
      recommend: stars,
      feedback: 'Very helpful',
      impact: 'N/A',
      is_video_testimonial_share: false,
      testimonial_link: 'N/A',
      ...extra,
    },
  });

async function mailsTo(student: TestStudent): Promise<{ subject: string; text: string; attachments: { content: string; contentType: string }[] }[]> {
  await ctx.deps.jobs.runDue();
  const res = await ctx.app.inject({ method: 'GET', url: `/api/dev/outbox/?to=${encodeURIComponent(student.email)}` });
  return res.json();
}

async function pendingReminders(bookingId: number) {
  const rows = await ctx.deps.db.select().from(jobs).where(eq(jobs.subjectKey, `booking:${bookingId}`));
  return rows.filter((j) => j.doneAt === null && j.canceledAt === null).map((j) => ({ kind: (j.payload as { kind: string }).kind, runAt: j.runAt!.toISOString() }));
}

describe('GET /api/bookings/', () => {
  it("lists only the caller's active sessions with the spec's fields, sorted by start", async () => {
    const student = await createStudent(ctx, { credits: 3 });
    const later = await book(student, 50);
    const sooner = await book(student, 30);
    const canceled = await book(student, 70);
    await patch(student, canceled.id, { status: 'canceled' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/bookings/', headers: student.headers });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((b: { id: number }) => b.id)).toEqual([sooner.id, later.id]);
    expect(list[0]).toEqual({
      id: sooner.id,
      url: sooner.url,
      pre_session_note: 'N/A',
      rating: null,
      status: 'booked',
      is_session_taken: false,
      is_rescheduled: false,
      student_profile: student.profileId,
      time_slot: sooner.time_slot,
      mentor_profile: { id: coachId, url: null, user: { first_name: 'Casey', last_name: expect.any(String) } },
      created_at: expect.any(String),
    });
    const canceledList = await ctx.app.inject({ method: 'GET', url: '/api/bookings/?status=canceled', headers: student.headers });
    expect(canceledList.json().map((b: { id: number }) => b.id)).toEqual([canceled.id]);
    const badStatus = await ctx.app.inject({ method: 'GET', url: '/api/bookings/?status=nope', headers: student.headers });
    expect(badStatus.statusCode).toBe(400);
  });
});

describe('cancel: PATCH /api/bookings/{id}/ {"status": "canceled"}', () => {
  it('more than 24 hours ahead: the credit comes back, canceled_session points, reminders dropped, a METHOD:CANCEL with the same UID', async () => {
    const student = await createStudent(ctx, { credits: 1 });
    const booking = await book(student, 48);
    expect(await creditsOf(ctx, student)).toBe(0);
    expect(await pendingReminders(booking.id)).toHaveLength(2);

    const res = await patch(student, booking.id, { status: 'canceled' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'canceled',
      credit_refunded: true,
      credit_info: { available_credits: 1 },
      points_event: { action_type: 'canceled_session', points: -30 },
    });
    expect(await creditsOf(ctx, student)).toBe(1);
    expect(await pendingReminders(booking.id)).toEqual([]);

    const [cancelMail, confirmMail] = await mailsTo(student);
    expect(cancelMail!.subject).toBe('Your Bloom coaching session has been canceled');
    const cancelIcs = cancelMail!.attachments[0]!.content;
    const confirmIcs = confirmMail!.attachments[0]!.content;
    expect(readInviteProperty(cancelIcs, 'METHOD')).toBe('CANCEL');
    expect(readInviteProperty(cancelIcs, 'STATUS')).toBe('CANCELLED');
    expect(readInviteProperty(cancelIcs, 'UID')).toBe(readInviteProperty(confirmIcs, 'UID'));
    expect(Number(readInviteProperty(cancelIcs, 'SEQUENCE'))).toBe(Number(readInviteProperty(confirmIcs, 'SEQUENCE')) + 1);

    const again = await patch(student, booking.id, { status: 'canceled' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: [bookingMessages.alreadyCanceled] });
    expect(await creditsOf(ctx, student)).toBe(1);
  });

  it('24 hours or less ahead: canceled, but the credit stays spent', async () => {
    const student = await createStudent(ctx, { credits: 1 });
    const booking = await book(student, 10);
    const res = await patch(student, booking.id, { status: 'canceled' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'canceled', credit_refunded: false, credit_info: { available_credits: 0 } });
    expect(await creditsOf(ctx, student)).toBe(0);
  });

  it('exactly 24 hours ahead is not "more than 24 hours": no refund', async () => {
    const student = await createStudent(ctx, { credits: 1 });
    const booking = await book(student, 30);
    clock.set(new Date(Date.parse(booking.time_slot.start_time) - 24 * HOUR));
    const res = await patch(student, booking.id, { status: 'canceled' });
    expect(res.json().credit_refunded).toBe(false);
  });

  it('a session that has started can no longer be canceled', async () => {
    const student = await createStudent(ctx);
    const booking = await book(student, 2);
    clock.set(new Date(Date.parse(booking.time_slot.start_time) + MINUTE));
    const res = await patch(student, booking.id, { status: 'canceled' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: [bookingMessages.notCancelable] });
  });
});

describe('reschedule: PATCH /api/bookings/{id}/ {start_time, end_time}', () => {
  it('at least 24 hours ahead to a free slot: moved, credit stays with it, reminders moved, an update with the same UID and a higher SEQUENCE', async () => {
    const student = await createStudent(ctx, { credits: 1 });
    const booking = await book(student, 48);
    const target = slotAfter(clock.now(), 60);
    const res = await patch(student, booking.id, target);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: booking.id,
      status: 'booked',
      is_rescheduled: true,
      time_slot: target,
      url: booking.url,
      credit_refunded: false,
      credit_info: { available_credits: 0 },
    });
    expect(await creditsOf(ctx, student)).toBe(0);
    const start = Date.parse(target.start_time);
    expect((await pendingReminders(booking.id)).sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: '1h', runAt: new Date(start - HOUR).toISOString() },
      { kind: '24h', runAt: new Date(start - 24 * HOUR).toISOString() },
    ]);

    const [update, confirm] = await mailsTo(student);
    expect(update!.subject).toBe('Your Bloom coaching session has been rescheduled');
    const updateIcs = update!.attachments[0]!.content;
    expect(readInviteProperty(updateIcs, 'METHOD')).toBe('REQUEST');
    expect(readInviteProperty(updateIcs, 'UID')).toBe(readInviteProperty(confirm!.attachments[0]!.content, 'UID'));
    expect(readInviteProperty(updateIcs, 'SEQUENCE')).toBe('1');
    expect(readInviteProperty(updateIcs, 'DTSTART')).toBe(target.start_time.replace(/[-:]/g, '').replace('.000', ''));

    // The old time is free again; the new one is taken.
    const other = await createStudent(ctx);
    const takeOld = await ctx.app.inject({
      method: 'POST',
      url: '/api/book-session/',
      headers: other.headers,
      payload: { student_profile: other.profileId, mentor_profile: coachId, ...booking.time_slot },
    });
    expect(takeOld.statusCode).toBe(201);

    // A second move raises SEQUENCE again; a cancel after that raises it once more.
    await patch(student, booking.id, slotAfter(clock.now(), 61));
    await patch(student, booking.id, { status: 'canceled' });
    const mails = await mailsTo(student);
    expect(mails.slice(0, 2).map((m) => readInviteProperty(m.attachments[0]!.content, 'SEQUENCE'))).toEqual(['3', '2']);
    expect(new Set(mails.map((m) => readInviteProperty(m.attachments[0]!.content, 'UID'))).size).toBe(1);
  });

  it('less than 24 hours ahead is refused and nothing changes', async () => {
    const student = await createStudent(ctx);
    const booking = await book(student, 20);
    const res = await patch(student, booking.id, slotAfter(clock.now(), 60));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: [bookingMessages.rescheduleTooLate] });
    const [row] = await ctx.deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.startTime.toISOString()).toBe(booking.time_slot.start_time);
  });

  it('onto a taken, past or unavailable time is refused with the matching message', async () => {
    const student = await createStudent(ctx);
    const other = await createStudent(ctx);
    const mine = await book(student, 40);
    const theirs = await book(other, 41);
    const taken = await patch(student, mine.id, theirs.time_slot);
    expect(taken.json()).toEqual({ non_field_errors: [bookingMessages.slotTaken] });
    const past = await patch(student, mine.id, slotAfter(new Date(clock.now().getTime() - 3 * HOUR), 0));
    expect(past.json()).toEqual({ non_field_errors: [bookingMessages.slotInPast] });
    const odd = new Date(Date.parse(slotAfter(clock.now(), 50).start_time) + 5 * MINUTE);
    const outside = await patch(student, mine.id, { start_time: odd.toISOString(), end_time: new Date(odd.getTime() + 30 * MINUTE).toISOString() });
    expect(outside.json()).toEqual({ non_field_errors: [bookingMessages.slotOutsideAvailability] });
    const half = await patch(student, mine.id, { start_time: slotAfter(clock.now(), 50).start_time });
    expect(half.statusCode).toBe(400);
    expect(half.json()).toHaveProperty('end_time');
    const both = await patch(student, mine.id, { status: 'canceled', ...slotAfter(clock.now(), 50) });
    expect(both.statusCode).toBe(400);
    const empty = await patch(student, mine.id, {});
    expect(empty.statusCode).toBe(400);
    const wrongStatus = await patch(student, mine.id, { status: 'booked' });
    expect(wrongStatus.statusCode).toBe(400);
    const [row] = await ctx.deps.db.select().from(bookings).where(eq(bookings.id, mine.id));
    expect(row).toMatchObject({ status: 'booked', isRescheduled: false });
  });

  it('edits the pre-session note alone', async () => {
    const student = await createStudent(ctx);
    const booking = await book(student, 40);
    const res = await patch(student, booking.id, { pre_session_note: 'Exams next week' });
    expect(res.statusCode).toBe(200);
    expect(res.json().pre_session_note).toBe('Exams next week');
  });
});

describe('the join window: PATCH /api/bookings/{id}/update_session_taken/', () => {
  it('opens exactly 15 minutes before the start and closes exactly 60 minutes after, to the minute', async () => {
    const student = await createStudent(ctx);
    const booking = await book(student, 5);
    const start = Date.parse(booking.time_slot.start_time);
    const at = async (offsetMinutes: number, extraMs = 0) => {
      clock.set(new Date(start + offsetMinutes * MINUTE + extraMs));
      return join(student, booking.id);
    };
    const tooEarly = await at(-16);
    expect(tooEarly.statusCode).toBe(400);
    expect(tooEarly.json()).toEqual({ non_field_errors: [bookingMessages.joinNotOpen] });
    expect((await at(-15, -1000)).statusCode).toBe(400);

    const opens = await at(-15);
    expect(opens.statusCode).toBe(200);
    expect(opens.json()).toMatchObject({ is_session_taken: true, points_event: { action_type: 'taken_coaching_session', points: 50 } });
    // Joining again pays nothing more.
    const again = await at(0);
    expect(again.statusCode).toBe(200);
    expect(again.json().points_event).toBeNull();
    expect((await at(60)).statusCode).toBe(200);
    expect((await at(60, 1000)).statusCode).toBe(400);
    expect((await at(61)).statusCode).toBe(400);
  });

  it('a fresh booking is joinable at +60 minutes and not at +61, and not when canceled', async () => {
    const student = await createStudent(ctx);
    const a = await book(student, 5);
    clock.set(new Date(Date.parse(a.time_slot.start_time) + 61 * MINUTE));
    expect((await join(student, a.id)).statusCode).toBe(400);
    clock.set(new Date(Date.parse(a.time_slot.start_time) + 60 * MINUTE));
    expect((await join(student, a.id)).json()).toMatchObject({ is_session_taken: true });

    clock.set(testBase);
    const b = await book(student, 6);
    await patch(student, b.id, { status: 'canceled' });
    clock.set(new Date(Date.parse(b.time_slot.start_time)));
    const res = await join(student, b.id);
    expect(res.json()).toEqual({ non_field_errors: [bookingMessages.sessionCanceled] });
  });

  it('refuses a body other than {"is_session_taken": true}', async () => {
    const student = await createStudent(ctx);
    const booking = await book(student, 5);
    for (const payload of [{}, { is_session_taken: false }, { is_session_taken: 'yes' }, { is_session_taken: true, extra: 1 }]) {
      const res = await ctx.app.inject({ method: 'PATCH', url: `/api/bookings/${booking.id}/update_session_taken/`, headers: student.headers, payload });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('feedback: POST /api/bookings/{id}/feedback/', () => {
  it('only once the session has started, once, with a 1-5 rating; the booking then shows the rating', async () => {
    const student = await createStudent(ctx);
    const booking = await book(student, 3);
    const early = await rate(student, booking.id);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ non_field_errors: [bookingMessages.feedbackTooEarly] });

    clock.set(new Date(Date.parse(booking.time_slot.start_time)));
    for (const stars of [0, 6, 4.5]) {
      const bad = await rate(student, booking.id, stars);
      expect(bad.statusCode).toBe(400);
    }
    const ok = await rate(student, booking.id, 4, { feedback: '' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ booking: booking.id, rating: 4, coach_rating: 4, experience: 4, recommend: 4, feedback: 'N/A', testimonial_link: 'N/A' });
    const twice = await rate(student, booking.id, 5);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ non_field_errors: [bookingMessages.feedbackTwice] });

    const list = await ctx.app.inject({ method: 'GET', url: '/api/bookings/', headers: student.headers });
    expect(list.json().find((b: { id: number }) => b.id === booking.id).rating).toBe(4);
  });

  it('the minimal client payload (rating only) is enough, and a canceled session cannot be rated', async () => {
    const student = await createStudent(ctx);
    const booking = await book(student, 3);
    const canceled = await book(student, 4);
    await patch(student, canceled.id, { status: 'canceled' });
    clock.set(new Date(Date.parse(canceled.time_slot.end_time)));
    const res = await ctx.app.inject({ method: 'POST', url: `/api/bookings/${booking.id}/feedback/`, headers: student.headers, payload: { rating: 5 } });
    expect(res.statusCode).toBe(201);
    const refused = await rate(student, canceled.id);
    expect(refused.json()).toEqual({ non_field_errors: [bookingMessages.sessionCanceled] });
  });
});

describe("another student's booking", () => {
  it('cannot be seen, canceled, moved, joined or rated: 404 each time, nothing changed', async () => {
    const owner = await createStudent(ctx, { credits: 1 });
    const intruder = await createStudent(ctx, { credits: 1 });
    const booking = await book(owner, 30);
    const snapshot = async () => (await ctx.deps.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0];
    const before = await snapshot();

    const attempts = [
      await ctx.app.inject({ method: 'GET', url: `/api/bookings/${booking.id}/`, headers: intruder.headers }),
      await patch(intruder, booking.id, { status: 'canceled' }),
      await patch(intruder, booking.id, slotAfter(clock.now(), 60)),
      await patch(intruder, booking.id, { pre_session_note: 'mine now' }),
    ];
    clock.set(new Date(Date.parse(booking.time_slot.start_time)));
    attempts.push(await join(intruder, booking.id), await rate(intruder, booking.id));
    for (const res of attempts) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ detail: 'Not found.' });
    }
    const list = await ctx.app.inject({ method: 'GET', url: '/api/bookings/', headers: intruder.headers });
    expect(list.json()).toEqual([]);

    expect(await snapshot()).toEqual(before);
    expect(await creditsOf(ctx, owner)).toBe(0);
    expect(await creditsOf(ctx, intruder)).toBe(1);
    expect(await ctx.deps.db.select().from(bookingFeedback).where(eq(bookingFeedback.bookingId, booking.id))).toEqual([]);

    // The owner still can.
    expect((await ctx.app.inject({ method: 'GET', url: `/api/bookings/${booking.id}/`, headers: owner.headers })).statusCode).toBe(200);
  });

  it('unknown and malformed ids are 404 / 400, never 5xx', async () => {
    const student = await createStudent(ctx);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/bookings/999999/', headers: student.headers })).statusCode).toBe(404);
    for (const id of ['abc', '-1', '0', '99999999999999999999', '1.5']) {
      const res = await ctx.app.inject({ method: 'PATCH', url: `/api/bookings/${id}/`, headers: student.headers, payload: { status: 'canceled' } });
      expect(res.statusCode, id).toBe(400);
    }
  });
});

describe('reminders', () => {
  it('are sent by the job runner 24 hours and 1 hour before the start, not earlier', async () => {
    const student = await createStudent(ctx);
    const booking = await book(student, 48);
    const start = Date.parse(booking.time_slot.start_time);
    const subjects = async () => (await mailsTo(student)).map((m) => m.subject);
    expect(await subjects()).toEqual(['Your Bloom coaching session is booked']);

    clock.set(new Date(start - 24 * HOUR - MINUTE));
    expect(await subjects()).toHaveLength(1);
    clock.set(new Date(start - 24 * HOUR));
    expect((await subjects())[0]).toBe('Reminder: your Bloom coaching session is tomorrow');

    clock.set(new Date(start - HOUR - MINUTE));
    expect(await subjects()).toHaveLength(2);
    clock.set(new Date(start - HOUR));
    const all = await subjects();
    expect(all).toHaveLength(3);
    expect(all[0]).toBe('Reminder: your Bloom coaching session starts in 1 hour');
    expect((await mailsTo(student))[0]!.text).toContain(booking.url);
  });

  it('are not sent for a canceled booking, even if the job had not been canceled', async () => {
    const student = await createStudent(ctx);
    const booking = await book(student, 48);
    await patch(student, booking.id, { status: 'canceled' });
    // Bring a reminder back to life to prove the handler itself re-checks the booking.
    await ctx.deps.db.update(jobs).set({ canceledAt: null }).where(eq(jobs.subjectKey, `booking:${booking.id}`));
    clock.set(new Date(Date.parse(booking.time_slot.start_time) - 30 * MINUTE));
    const subjects = (await mailsTo(student)).map((m) => m.subject);
    expect(subjects.filter((s) => s.startsWith('Reminder'))).toEqual([]);
  });

  it('follow a rescheduled booking to its new time', async () => {
    const student = await createStudent(ctx);
    const booking = await book(student, 48);
    const target = slotAfter(clock.now(), 72);
    await patch(student, booking.id, target);
    clock.set(new Date(Date.parse(booking.time_slot.start_time) - 30 * MINUTE));
    expect((await mailsTo(student)).filter((m) => m.subject.startsWith('Reminder'))).toEqual([]);
    clock.set(new Date(Date.parse(target.start_time) - 30 * MINUTE));
    const reminders = (await mailsTo(student)).filter((m) => m.subject.startsWith('Reminder'));
    expect(reminders.map((m) => m.subject).sort()).toEqual([
      'Reminder: your Bloom coaching session is tomorrow',
      'Reminder: your Bloom coaching session starts in 1 hour',
    ]);
  });

  it('a booking made less than a day ahead gets only the 1-hour reminder', async () => {
    const student = await createStudent(ctx);
    const booking = await book(student, 5);
    expect((await pendingReminders(booking.id)).map((r) => r.kind)).toEqual(['1h']);
  });
});
