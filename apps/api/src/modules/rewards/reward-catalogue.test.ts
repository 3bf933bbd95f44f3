import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rewards } from '@bloom/db/schema';
import { createTestApp, createTestClock, type TestContext } from '../../test/helper';
import { createTestStudent } from '../profiles/test-students';
import { createTestReward } from './test-rewards';

let ctx: TestContext;
const clock = createTestClock(new Date('2026-06-15T12:00:00Z'));
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(async () => {
  await ctx.close();
});

describe("the rewards' kept offer (decision 0039)", () => {
  it('follows every change to the rewards, whoever makes it, and each new day', async () => {
    const student = await createTestStudent(ctx);
    const offer = async (query = '') => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/gamification/rewards/${query}`, headers: student.auth });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      return res.json() as { rewards: { reward_id: number; points_needed: number }[]; total_rewards: number };
    };
    const ids = async (query = '') => (await offer(query)).rewards.map((r) => r.reward_id);

    const tea = await createTestReward(ctx, { category: 'food', points_needed: 40, expiry_date: '2026-06-15' });
    expect(await ids('?category=food')).toContain(tea);

    // Changed in the database directly (another process, an operator's SQL): seen at the next request.
    await ctx.deps.db.update(rewards).set({ pointsNeeded: 45 }).where(eq(rewards.id, tea));
    expect((await offer('?category=food')).rewards.find((r) => r.reward_id === tea)?.points_needed).toBe(45);
    await ctx.deps.db.update(rewards).set({ isActive: false }).where(eq(rewards.id, tea));
    expect(await ids('?category=food')).not.toContain(tea);
    await ctx.deps.db.update(rewards).set({ isActive: true }).where(eq(rewards.id, tea));
    const soup = await createTestReward(ctx, { category: 'food', points_needed: 10 });
    const food = await offer('?category=food');
    expect(food.rewards.map((r) => r.reward_id)).toEqual(expect.arrayContaining([soup, tea]));
    expect(food.total_rewards).toBe(food.rewards.length);

    // The tea's last day was today: tomorrow it is gone.
    clock.advance(24 * 3600 * 1000);
    expect(await ids('?category=food')).toEqual(expect.arrayContaining([soup]));
    expect(await ids('?category=food')).not.toContain(tea);
    expect(await ids()).not.toContain(tea);
  });
});
