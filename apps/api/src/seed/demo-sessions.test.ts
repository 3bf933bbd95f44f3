import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, creditEntries } from '@bloom/db/schema';
import { createTestApp, type TestContext } from '../test/helper';
import { DEMO_STUDENT } from './demo-accounts';
import { seedDemoData } from './seed';
import { seedDemoSessions } from './demo-sessions';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.deps, ctx.app.log);
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { email: DEMO_STUDENT.email, password: DEMO_STUDENT.password, type: 'student' },
  });
  token = login.json().access;
});
afterAll(async () => {
  await ctx.close();
});

const listBookings = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/bookings/', headers: { authorization: `Bearer ${token}` } })).json() as {
    id: number;
    rating: number | null;
    time_slot: { end_time: string };
  }[];

describe('demo sessions seed', () => {
  it('gives the demo student two finished sessions, one rated and one waiting for feedback', async () => {
    const list = await listBookings();
    expect(list).toHaveLength(2);
    expect(list.map((b) => b.rating).sort()).toEqual([5, null]);
    for (const booking of list) expect(new Date(booking.time_slot.end_time).getTime()).toBeLessThan(Date.now());
  });

  it('keeps the ledger whole: the sessions were paid for and the balance is still 2', async () => {
    const balance = await ctx.app.inject({
      method: 'GET',
      url: '/api/gamification/credits/balance/',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(balance.json().data.available_credits).toBe(2);
    const debits = await ctx.deps.db.select().from(creditEntries).where(eq(creditEntries.reason, 'booking'));
    expect(debits).toHaveLength(2);
  });

  it('lets the student rate the unrated session through the real call', async () => {
    const unrated = (await listBookings()).find((b) => b.rating === null)!;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${unrated.id}/feedback/`,
      headers: { authorization: `Bearer ${token}` },
      payload: {
        coach_rating: 4,
        rating: 4,
        experience: 4,
        recommend: 4,
        feedback: 'N/A',
        impact: 'N/A',
        is_video_testimonial_share: false,
        testimonial_link: 'N/A',
      },
    });
    expect(res.statusCode).toBe(201);
    expect((await listBookings()).map((b) => b.rating).sort()).toEqual([4, 5]);
  });

  it('a second run adds nothing', async () => {
    const count = async () => (await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(bookings))[0]!.n;
    const before = await count();
    await seedDemoSessions(ctx.deps);
    expect(await count()).toBe(before);
  });
});
