import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helper';
import { createTestStudent } from '../profiles/test-students';
import { startReferral } from '../referrals/referrals.service';
import { awardPoints } from './points.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/user-stats/', () => {
  it('answers zeros for a new student', async () => {
    const student = await createTestStudent(ctx);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/user-stats/', headers: student.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ total_activities: 0, referrals: 0, community_posts: 0 });
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
    expect(res.json()).toEqual({ total_activities: 3, referrals: 2, community_posts: 0 });
  });

  it('needs a signed-in student', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user-stats/' })).statusCode).toBe(401);
  });
});
