import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages } from '@bloom/contract/bookings';
import { bookings, creditEntries, jobs, matchRequests, outboxMessages, pointEntries } from '@bloom/db/schema';
import { createTestApp, createTestClock, isPostgres, type TestContext } from '../../test/helper';
import { createCoach, createStudent, creditsOf, slotAfter, type TestStudent } from '../bookings/booking-test-fixtures';
import { readCalendar } from '../bookings/ics-test-reader';
import { operatorRunner } from './test-operator';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const base = () => new Date(Math.ceil((Date.now() + HOUR) / (30 * MINUTE)) * 30 * MINUTE);

interface OutboxMail {
  subject: string;
  text: string;
  attachments: { contentType: string; content: string }[];
}

function bookCall(ctx: TestContext, student: TestStudent, mentorId: number, slot: { start_time: string; end_time: string }) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/book-session/',
    headers: student.headers,
    payload: { student_profile: student.profileId, mentor_profile: mentorId, ...slot, pre_session_note: '' },
  });
}

async function outbox(ctx: TestContext, to: string): Promise<OutboxMail[]> {
  await ctx.deps.jobs.runDue();
  return (await ctx.app.inject({ method: 'GET', url: `/api/dev/outbox/?to=${encodeURIComponent(to)}&limit=200` })).json();
}

describe('operator deactivate-coach and activate-coach', () => {
  let ctx: TestContext;
  const clock = createTestClock(base());
  const run = operatorRunner(() => ctx);
  const coachEmail = 'olu.bello@coaches.example.org';
  let coachId: number;
  let otherCoachId: number;

  beforeAll(async () => {
    ctx = await createTestApp({ clock });
    coachId = await createCoach(ctx, { email: coachEmail, first_name: 'Olu', last_name: 'Bello', timezone: 'Africa/Lagos' });
    otherCoachId = await createCoach(ctx);
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function book(student: TestStudent, mentorId: number, hoursAhead: number) {
    const res = await bookCall(ctx, student, mentorId, slotAfter(clock.now(), hoursAhead));
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; time_slot: { start_time: string; end_time: string } };
  }

  it("cancels the coach's sessions that have not started, returns every credit, mails both sides, and takes no new bookings; a second run changes nothing", async () => {
    const amara = await createStudent(ctx, { firstName: 'Amara', credits: 5 });
    const ben = await createStudent(ctx, { firstName: 'Ben', credits: 1 });
    const started = await book(amara, coachId, 1);
    const soon = await book(amara, coachId, 5); // less than 24 hours ahead: a student's own cancel would keep the credit
    const later = await book(amara, coachId, 72);
    const bens = await book(ben, coachId, 48);
    const elsewhere = await book(amara, otherCoachId, 48);
    await ctx.deps.db.insert(matchRequests).values([
      { studentProfileId: amara.profileId, mentorId: coachId, score: 9 },
      { studentProfileId: amara.profileId, mentorId: otherCoachId, score: 5 },
    ]);
    const matched = async () =>
      ((await ctx.app.inject({ method: 'GET', url: '/api/match-requests/', headers: amara.headers })).json() as { from_user_profile: { id: number } }[]).map(
        (m) => m.from_user_profile.id,
      );
    expect(await matched()).toEqual(expect.arrayContaining([coachId, otherCoachId]));
    const feed = /https?:\/\/\S+\.ics/.exec((await run('coach-feed', '--coach', coachEmail)).out)![0];
    const invitations = new Map((await outbox(ctx, coachEmail)).map((m) => [readCalendar(m.attachments[0]!.content).events[0]!.start.toISOString(), m]));
    expect(await creditsOf(ctx, amara)).toBe(1);
    expect(await creditsOf(ctx, ben)).toBe(0);

    // The first session is under way when the coach is deactivated: it happened and stays.
    clock.set(new Date(Date.parse(started.time_slot.start_time) + 10 * MINUTE));
    const res = await run('deactivate-coach', '--coach', coachEmail, '--json');
    expect(res.code, res.err).toBe(0);
    const answer = JSON.parse(res.out) as { coach_id: number; was_active: boolean; canceled_sessions: { booking_id: number; student_first_name: string }[] };
    expect(answer).toMatchObject({ coach_id: coachId, email: coachEmail, was_active: true });
    expect(answer.canceled_sessions.map((c) => [c.booking_id, c.student_first_name])).toEqual([
      [soon.id, 'Amara'],
      [later.id, 'Amara'],
      [bens.id, 'Ben'],
    ]);

    const rows = await ctx.deps.db.select().from(bookings).where(inArray(bookings.id, [started.id, soon.id, later.id, bens.id, elsewhere.id]));
    const statusOf = (id: number) => rows.find((r) => r.id === id)!;
    expect([started, soon, later, bens, elsewhere].map((b) => statusOf(b.id).status)).toEqual(['booked', 'canceled', 'canceled', 'canceled', 'booked']);
    expect(statusOf(later.id).icsSequence).toBe(1);

    // Every canceled session's credit is back, as one refund row each; no cancellation penalty in points.
    expect(await creditsOf(ctx, amara)).toBe(3);
    expect(await creditsOf(ctx, ben)).toBe(1);
    const refunds = await ctx.deps.db.select().from(creditEntries).where(eq(creditEntries.reason, 'booking_refund'));
    expect(refunds.map((r) => r.bookingId).sort()).toEqual([soon.id, later.id, bens.id].sort());
    const penalties = await ctx.deps.db.select().from(pointEntries).where(eq(pointEntries.actionType, 'canceled_session'));
    expect(penalties).toEqual([]);
    const pendingReminders = await ctx.deps.db
      .select()
      .from(jobs)
      .where(and(inArray(jobs.subjectKey, [soon, later, bens].map((b) => `booking:${b.id}`)), isNull(jobs.canceledAt), isNull(jobs.doneAt)));
    expect(pendingReminders).toEqual([]);

    // Both sides are mailed a cancellation of the very event they were invited to.
    const amaraCancels = (await outbox(ctx, amara.email)).filter((m) => m.subject === 'Your Bloom coaching session has been canceled');
    expect(amaraCancels).toHaveLength(2);
    expect(amaraCancels[0]!.text).toContain('Olu Bello is no longer coaching on Bloom.');
    expect(amaraCancels[0]!.text).toContain('Your session credit has been returned to your balance');
    const coachCancels = (await outbox(ctx, coachEmail)).filter((m) => m.subject.endsWith(' canceled'));
    expect(coachCancels.map((m) => m.subject).sort()).toEqual([
      'Bloom coaching session with Amara canceled',
      'Bloom coaching session with Amara canceled',
      'Bloom coaching session with Ben canceled',
    ]);
    expect(coachCancels[0]!.text).toContain('because your Bloom coaching account has been deactivated');
    for (const mail of [...amaraCancels, ...coachCancels]) {
      expect(mail.attachments[0]!.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
      const event = readCalendar(mail.attachments[0]!.content).events[0]!;
      expect(event.status).toBe('CANCELLED');
      const invited = readCalendar(invitations.get(event.start.toISOString())!.attachments[0]!.content).events[0]!;
      expect(event.uid).toBe(invited.uid);
      expect(event.sequence).toBe(invited.sequence + 1);
    }

    // No new bookings: no time offered, a clear refusal, no longer matched; the feed drops the sessions.
    const availability = await ctx.app.inject({ method: 'GET', url: `/api/time-slots/availability/?mentor_id=${coachId}`, headers: amara.headers });
    expect(availability.statusCode).toBe(200);
    expect(availability.json()).toEqual({});
    const refused = await bookCall(ctx, amara, coachId, slotAfter(clock.now(), 30));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ non_field_errors: [bookingMessages.coachInactive] });
    expect(await creditsOf(ctx, amara)).toBe(3);
    expect(await matched()).toEqual([otherCoachId]);
    const feedEvents = readCalendar((await ctx.app.inject({ method: 'GET', url: new URL(feed).pathname })).body).events;
    expect(feedEvents.filter((e) => e.status === 'CANCELLED')).toHaveLength(3);
    expect(feedEvents.filter((e) => e.status === 'CONFIRMED').map((e) => e.start.toISOString())).toEqual([started.time_slot.start_time]);

    // Again: nothing more happens.
    const mailsBefore = (await ctx.deps.db.select().from(outboxMessages)).length;
    const ledgerBefore = (await ctx.deps.db.select().from(creditEntries)).length;
    const second = await run('deactivate-coach', '--coach', String(coachId));
    expect(second).toMatchObject({ code: 0, err: '' });
    expect(second.out).toBe(`Coach ${coachId} (${coachEmail}) was already inactive.\nNo upcoming sessions to cancel.`);
    expect((await ctx.deps.db.select().from(outboxMessages)).length).toBe(mailsBefore);
    expect((await ctx.deps.db.select().from(creditEntries)).length).toBe(ledgerBefore);

    // Reactivation makes the coach bookable again; the canceled sessions stay canceled.
    const activated = await run('activate-coach', '--coach', coachEmail);
    expect(activated.out).toBe(`Coach ${coachId} (${coachEmail}) activated: bookable again in their weekly hours.`);
    expect((await run('activate-coach', '--coach', coachEmail, '--json')).out).toBe(JSON.stringify({ coach_id: coachId, email: coachEmail, was_active: true }, null, 2));
    expect((await bookCall(ctx, ben, coachId, slotAfter(clock.now(), 30))).statusCode).toBe(201);
    expect((await ctx.deps.db.select().from(bookings).where(eq(bookings.id, later.id)))[0]!.status).toBe('canceled');
  });

  it('prints what it did as text', async () => {
    const coach = await createCoach(ctx, { email: 'text.coach@coaches.example.org' });
    const student = await createStudent(ctx, { firstName: 'Kai' });
    const booking = await book(student, coach, 40);
    const res = await run('deactivate-coach', '--coach', 'TEXT.coach@coaches.example.org');
    expect(res.code).toBe(0);
    expect(res.out.split('\n')).toEqual([
      `Coach ${coach} (text.coach@coaches.example.org) deactivated: no new bookings.`,
      `  canceled #${booking.id}  ${booking.time_slot.start_time.slice(0, 16).replace('T', ' ')} UTC  Kai  (credit returned)`,
      '1 upcoming session canceled; the students and the coach are mailed.',
    ]);
  });

  it('refuses bad input with a message and exit code 1', async () => {
    for (const argv of [['deactivate-coach'], ['deactivate-coach', '--coach', 'ghost@example.org'], ['activate-coach', '--coach', '999999'], ['deactivate-coach', '--coach', '1', '--force']]) {
      const res = await run(...argv);
      expect(res.code, argv.join(' ')).toBe(1);
      expect(res.err).not.toBe('');
    }
    expect((await run('help')).out).toContain('deactivate-coach --coach <id|email> [--json]');
  });
});

/**
 * Bookings racing a deactivation through real concurrent connections. Afterwards no session of the
 * deactivated coach is still booked, every refused booking kept its credit, and every canceled one got
 * its credit back exactly once.
 */
describe.runIf(isPostgres)('deactivation races on PostgreSQL', () => {
  let ctx: TestContext;
  const clock = createTestClock(base());
  const run = operatorRunner(() => ctx);

  beforeAll(async () => {
    ctx = await createTestApp({ clock });
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function race(deactivationFirst: boolean) {
    const coachId = await createCoach(ctx);
    const students = await Promise.all(Array.from({ length: 30 }, () => createStudent(ctx, { credits: 1 })));
    const bookAll = () => students.map((student, i) => bookCall(ctx, student, coachId, slotAfter(clock.now(), 30 + i)));
    const deactivate = () => run('deactivate-coach', '--coach', String(coachId), '--json');
    let bookingCalls: ReturnType<typeof bookAll>;
    let deactivations: Promise<Awaited<ReturnType<typeof deactivate>>>[];
    if (deactivationFirst) {
      deactivations = [deactivate(), deactivate()];
      bookingCalls = bookAll();
    } else {
      bookingCalls = bookAll();
      await Promise.race(bookingCalls);
      deactivations = [deactivate(), deactivate()];
    }
    const [responses, [first, second]] = await Promise.all([Promise.all(bookingCalls), Promise.all(deactivations)]);
    return { coachId, students, responses, first: first!, second: second! };
  }

  for (const deactivationFirst of [true, false]) {
    it(`30 bookings and two deactivations at once (${deactivationFirst ? 'deactivation' : 'bookings'} first): no active booking of the coach survives, every balance equals its ledger and its story`, async () => {
      const { coachId, students, responses, first, second } = await race(deactivationFirst);
      expect([first.code, second.code]).toEqual([0, 0]);
      const statuses = responses.map((r) => r.statusCode);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      for (const res of responses.filter((r) => r.statusCode !== 201)) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ non_field_errors: [bookingMessages.coachInactive] });
      }

      const coachBookings = await ctx.deps.db.select().from(bookings).where(eq(bookings.mentorId, coachId));
      expect(coachBookings.filter((b) => b.status !== 'canceled')).toEqual([]);
      expect(coachBookings).toHaveLength(statuses.filter((s) => s === 201).length);
      const canceledIds = [first, second]
        .flatMap((r) => (JSON.parse(r.out) as { canceled_sessions: { booking_id: number }[] }).canceled_sessions)
        .map((c) => c.booking_id);
      expect(canceledIds.sort()).toEqual(coachBookings.map((b) => b.id).sort());

      for (const student of students) {
        const entries = await ctx.deps.db.select().from(creditEntries).where(eq(creditEntries.userId, student.userId));
        expect(entries.filter((e) => e.reason === 'booking_refund')).toHaveLength(entries.filter((e) => e.reason === 'booking').length);
        expect(await creditsOf(ctx, student)).toBe(entries.reduce((sum, e) => sum + e.amount, 0));
        expect(await creditsOf(ctx, student)).toBe(1);
      }
      // Each canceled booking mailed its student once and the coach once.
      const cancelMails = await ctx.deps.db.select().from(outboxMessages).where(inArray(outboxMessages.to, students.map((s) => s.email)));
      expect(cancelMails.filter((m) => m.subject.includes('canceled'))).toHaveLength(coachBookings.length);
    }, 120_000);
  }
});
