import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages } from '@bloom/contract/bookings';
import { bookings, creditEntries } from '@bloom/db/schema';
import { createTestApp, createTestClock, isPostgres, type TestContext } from '../../test/helper';
import { createCoach, createStudent, creditsOf, slotAfter, type TestStudent } from './booking-test-fixtures';

/**
 * Races only mean something with real concurrent connections: PostgreSQL, not the single-connection PGlite.
 * Every request goes through the HTTP stack at once (app.inject does not serialise them).
 */
describe.runIf(isPostgres)('booking races on PostgreSQL', () => {
  let ctx: TestContext;
  const clock = createTestClock(new Date(Date.now() + 3600_000));
  let coachId: number;

  beforeAll(async () => {
    ctx = await createTestApp({ clock });
    coachId = await createCoach(ctx);
  });
  afterAll(async () => {
    await ctx.close();
  });

  function book(student: TestStudent, slot: { start_time: string; end_time: string }) {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/book-session/',
      headers: student.headers,
      payload: { student_profile: student.profileId, mentor_profile: coachId, ...slot, pre_session_note: 'N/A', is_default: false, is_rescheduled: false },
    });
  }

  it('50 students booking the same slot at once: exactly one booking, 49 clear 400s, every loser keeps their credit', async () => {
    const students = await Promise.all(Array.from({ length: 50 }, () => createStudent(ctx, { credits: 1 })));
    const slot = slotAfter(clock.now(), 48);
    const responses = await Promise.all(students.map((s) => book(s, slot)));

    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(49);
    for (const res of responses.filter((r) => r.statusCode === 400)) {
      expect(res.json()).toEqual({ non_field_errors: [bookingMessages.slotTaken] });
    }

    const rows = await ctx.deps.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.mentorId, coachId), eq(bookings.startTime, new Date(slot.start_time)), ne(bookings.status, 'canceled')));
    expect(rows).toHaveLength(1);
    const winnerIndex = statuses.indexOf(201);
    expect(rows[0]!.studentProfileId).toBe(students[winnerIndex]!.profileId);
    const balances = await Promise.all(students.map((s) => creditsOf(ctx, s)));
    expect(balances.filter((b) => b === 0)).toHaveLength(1);
    expect(balances.filter((b) => b === 1)).toHaveLength(49);
    expect(balances[winnerIndex]).toBe(0);
  }, 60_000);

  it('one student with 1 credit booking 20 different slots at once: exactly one booking, balance 0, never below', async () => {
    const student = await createStudent(ctx, { credits: 1 });
    const slots = Array.from({ length: 20 }, (_, i) => slotAfter(clock.now(), 60 + i));
    const responses = await Promise.all(slots.map((slot) => book(student, slot)));

    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    for (const res of responses.filter((r) => r.statusCode !== 201)) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ non_field_errors: [bookingMessages.noCredits] });
    }
    const mine = await ctx.deps.db.select().from(bookings).where(eq(bookings.studentProfileId, student.profileId));
    expect(mine).toHaveLength(1);
    expect(await creditsOf(ctx, student)).toBe(0);

    // Never below zero at any point: every prefix of the ledger, in order, stays at or above zero.
    const entries = await ctx.deps.db.select().from(creditEntries).where(eq(creditEntries.userId, student.userId)).orderBy(creditEntries.id);
    let running = 0;
    for (const entry of entries) {
      running += entry.amount;
      expect(running).toBeGreaterThanOrEqual(0);
    }
    expect(entries.map((e) => e.amount)).toEqual([1, -1]);
  }, 60_000);

  it('two cancels of one booking at once return its credit once', async () => {
    const student = await createStudent(ctx, { credits: 1 });
    const booked = await book(student, slotAfter(clock.now(), 200));
    expect(booked.statusCode).toBe(201);
    const id = booked.json().id as number;
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        ctx.app.inject({ method: 'PATCH', url: `/api/bookings/${id}/`, headers: student.headers, payload: { status: 'canceled' } }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
    expect(await creditsOf(ctx, student)).toBe(1);
  }, 60_000);

  it('two students moving their bookings onto the same free slot at once: one wins, the other keeps their time', async () => {
    const a = await createStudent(ctx);
    const b = await createStudent(ctx);
    const bookedA = await book(a, slotAfter(clock.now(), 300));
    const bookedB = await book(b, slotAfter(clock.now(), 301));
    const target = slotAfter(clock.now(), 310);
    const [resA, resB] = await Promise.all([
      ctx.app.inject({ method: 'PATCH', url: `/api/bookings/${bookedA.json().id}/`, headers: a.headers, payload: target }),
      ctx.app.inject({ method: 'PATCH', url: `/api/bookings/${bookedB.json().id}/`, headers: b.headers, payload: target }),
    ]);
    expect([resA!.statusCode, resB!.statusCode].sort()).toEqual([200, 400]);
    const loser = resA!.statusCode === 400 ? resA! : resB!;
    expect(loser.json()).toEqual({ non_field_errors: [bookingMessages.slotTaken] });
    const active = await ctx.deps.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.mentorId, coachId), eq(bookings.startTime, new Date(target.start_time)), ne(bookings.status, 'canceled')));
    expect(active).toHaveLength(1);
  }, 60_000);
});
