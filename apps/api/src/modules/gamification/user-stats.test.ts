import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointEntries } from '@bloom/db/schema';
import { createTestApp, createTestClock, type TestContext } from '../../test/helper';
import { createTestStudent } from '../profiles/test-students';
import { startReferral } from '../referrals/referrals.service';
import { awardPoints } from './points.service';

// Wednesday 2030-01-09 12:00 UTC.
const clock = createTestClock(new Date('2030-01-09T12:00:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/user-stats/', () => {
  it('answers zeros for a new student', async () => {
    const student = await createTestStudent(ctx);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/user-stats/', headers: student.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ total_activities: 0, referrals: 0, community_posts: 0, weekly_progress: 0, weekly_goal: 5 });
  });

  it("counts the student's point-earning actions and the accounts they referred, nobody else's", async () => {
    const student = await createTestStudent(ctx);
    const other = await createTestStudent(ctx);
    await ctx.deps.db.transaction(async (tx) => {
      await awardPoints(tx, student.userId, 'created_account', `user:${student.userId}`);
      await awardPoints(tx, student.userId, 'booked_session', 'booking:1');
      await awardPoints(tx, student.userId, 'booked_session', 'booking:2');
      // A penalty is not an activity.
      await awardPoints(tx, student.userId, 'canceled_session', 'booking:2');
      await awardPoints(tx, other.userId, 'created_account', `user:${other.userId}`);
    });
    for (const referrer of [student, student, other]) {
      const referred = await createTestStudent(ctx, { referredByUserId: referrer.userId });
      await ctx.deps.db.transaction((tx) =>
        startReferral(tx, { referrerUserId: referrer.userId, referredUserId: referred.userId, referredEmail: referred.email, isVerified: false, now: new Date() }),
      );
    }

    const res = await ctx.app.inject({ method: 'GET', url: '/api/user-stats/', headers: student.auth });
    expect(res.json()).toMatchObject({ total_activities: 3, referrals: 2, community_posts: 0 });
  });

  it("counts this week's activities from Monday 00:00 on the student's clock, up to the weekly goal of 5", async () => {
    const student = await createTestStudent(ctx, { timezone: 'Pacific/Auckland' });
    // Monday 2030-01-07 00:00 in Auckland (UTC+13) is Sunday 2030-01-06 11:00 UTC.
    // The ledger is append-only: a like of the past is written with its time rather than moved there.
    const at = async (sourceKey: string, iso: string) => {
      await ctx.deps.db
        .insert(pointEntries)
        .values({ userId: student.userId, kind: 'earn', actionType: 'community_liking_story', points: 2, sourceKey, createdAt: new Date(iso) });
    };
    await at('post:1', '2030-01-06T10:59:00Z');
    await at('post:2', '2030-01-06T11:00:00Z');
    await at('post:3', '2030-01-08T09:00:00Z');
    const stats = async () => (await ctx.app.inject({ method: 'GET', url: '/api/user-stats/', headers: student.auth })).json();
    expect(await stats()).toMatchObject({ total_activities: 3, weekly_progress: 2, weekly_goal: 5 });

    for (const n of [4, 5, 6, 7, 8]) await at(`post:${n}`, '2030-01-09T08:00:00Z');
    expect(await stats()).toMatchObject({ total_activities: 8, weekly_progress: 5, weekly_goal: 5 });
  });

  it('needs a signed-in student', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user-stats/' })).statusCode).toBe(401);
  });
});
