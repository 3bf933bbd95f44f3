import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointEntries, users } from '@bloom/db/schema';
import { createTestApp, type TestContext } from '../../test/helper';
import { createTestStudent, type TestStudent } from '../profiles/test-students';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const getPoints = (student: TestStudent) => ctx.app.inject({ method: 'GET', url: '/api/gamification/user-points/', headers: student.auth });

async function addEntry(student: TestStudent, points: number, kind: 'earn' | 'redeem' = 'earn') {
  await ctx.deps.db.insert(pointEntries).values({ userId: student.userId, kind, actionType: kind === 'earn' ? 'booked_session' : 'reward', points, sourceKey: `test:${Math.random()}` });
}

describe('GET /api/gamification/user-points/', () => {
  it('answers success with level 1 and the way to level 2 for a new student', async () => {
    const student = await createTestStudent(ctx);
    const [user] = await ctx.deps.db.select().from(users).where(eq(users.id, student.userId));
    const res = await getPoints(student);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        user_id: student.userId,
        total_points: 0,
        point_balance: 0,
        level: { level_number: 1, level_id: 1, name: 'Beginner', reward_description: 'Welcome to Bloom', threshold: 0 },
        next_level: { level_number: 2, name: 'Explorer', points_needed: 100, threshold: 100 },
        referral_code: user!.referralCode,
      },
    });
  });

  it('keeps lifetime points and level when points are redeemed, and lowers only the balance', async () => {
    const student = await createTestStudent(ctx);
    await addEntry(student, 150);
    await addEntry(student, 200);
    await addEntry(student, -120, 'redeem');
    const { data } = (await getPoints(student)).json();
    expect(data).toMatchObject({
      total_points: 350,
      point_balance: 230,
      level: { level_number: 3, name: 'Achiever' },
      next_level: { level_number: 4, name: 'Champion', points_needed: 350, threshold: 700 },
    });
  });

  it('answers next_level null at the highest level', async () => {
    const student = await createTestStudent(ctx);
    await addEntry(student, 1600);
    const { data } = (await getPoints(student)).json();
    expect(data.level).toMatchObject({ level_number: 5, name: 'Leader' });
    expect(data.next_level).toBeNull();
  });

  it('needs a signed-in student', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/gamification/user-points/' })).statusCode).toBe(401);
  });
});
