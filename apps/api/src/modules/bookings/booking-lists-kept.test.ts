import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingFeedback, bookings, mentorProfiles, users } from '@bloom/db/schema';
import { createTestApp, createTestClock, type TestContext } from '../../test/helper';
import { createCoach, createStudent, postBooking, slotAfter } from './booking-test-fixtures';

const HOUR = 3_600_000;
let ctx: TestContext;
// An hour ahead of real time, on a half hour: mail jobs are due at the database's now().
const clock = createTestClock(new Date(Math.ceil((Date.now() + HOUR) / (HOUR / 2)) * (HOUR / 2)));
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(async () => {
  await ctx.close();
});

describe("the bookings list's kept answer (decision 0039)", () => {
  it('follows every change to the student’s bookings, their ratings and their coaches, whoever makes it', async () => {
    const coachId = await createCoach(ctx);
    const student = await createStudent(ctx, { credits: 3 });
    const other = await createStudent(ctx, { credits: 3 });
    const list = async (query = '') => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/bookings/${query}`, headers: student.headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      return res.json() as { id: number; status: string; pre_session_note: string; rating: number | null; mentor_profile: { url: string | null; user: { first_name: string } } }[];
    };
    const book = async (who: typeof student, hours: number) => {
      const res = await postBooking(ctx, who, coachId, slotAfter(clock.now(), hours), 'Exams');
      expect(res.statusCode).toBe(201);
      return (res.json() as { id: number }).id;
    };

    expect(await list()).toEqual([]);
    const first = await book(student, 48);
    expect((await list()).map((b) => b.id)).toEqual([first]);
    // Another student's booking changes nothing here.
    await book(other, 50);
    expect((await list()).map((b) => b.id)).toEqual([first]);

    // Changes made in the database directly (another process, an operator's SQL) show at the next request.
    await ctx.deps.db.update(bookings).set({ preSessionNote: 'Sleep' }).where(eq(bookings.id, first));
    expect((await list())[0]).toMatchObject({ pre_session_note: 'Sleep' });
    await ctx.deps.db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, first));
    expect(await list('?status=completed')).toMatchObject([{ id: first }]);
    expect(await list('?status=booked')).toEqual([]);
    await ctx.deps.db.insert(bookingFeedback).values({ bookingId: first, rating: 4, coachRating: 4, experience: 4, recommend: 4 });
    expect((await list())[0]).toMatchObject({ rating: 4 });

    const [coach] = await ctx.deps.db.select({ userId: mentorProfiles.userId }).from(mentorProfiles).where(eq(mentorProfiles.id, coachId));
    await ctx.deps.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, coach!.userId));
    expect((await list())[0]!.mentor_profile.user.first_name).toBe('Renamed');
    await ctx.deps.db.update(mentorProfiles).set({ photoUrl: '/uploads/coach.png' }).where(eq(mentorProfiles.id, coachId));
    expect((await list())[0]!.mentor_profile.url).toBe('/uploads/coach.png');

    await ctx.deps.db.update(bookings).set({ status: 'canceled' }).where(eq(bookings.id, first));
    expect(await list()).toEqual([]);
    expect(await list('?status=canceled')).toMatchObject([{ id: first, rating: 4 }]);
  });
});
