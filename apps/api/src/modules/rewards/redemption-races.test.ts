import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rewardCodes, rewardRedemptions } from '@bloom/db/schema';
import { createTestApp, isPostgres, type TestContext } from '../../test/helper';
import { grantTestPoints, totalsAndLedgerSums } from '../gamification/test-points';
import { createTestStudent, type TestStudent } from '../profiles/test-students';
import { createTestReward } from './test-rewards';

/** Races only mean something with real concurrent connections: PostgreSQL, not the single-connection PGlite. */
describe.runIf(isPostgres)('redemption races on PostgreSQL', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const redeem = (student: TestStudent, rewardId: number) =>
    ctx.app.inject({ method: 'POST', url: '/api/gamification/redeem-reward/', headers: student.auth, payload: { reward_id: rewardId } });

  it('100 students redeeming the last code at once: exactly one gets it, the others keep their points', async () => {
    const rewardId = await createTestReward(ctx, { points_needed: 40, codes: ['FIRST', 'LAST'] });
    const early = await createTestStudent(ctx);
    await grantTestPoints(ctx, early.userId, 40);
    expect((await redeem(early, rewardId)).json().user_reward.meta.promo_code).toBe('FIRST');

    const students = await Promise.all(Array.from({ length: 100 }, () => createTestStudent(ctx)));
    for (const student of students) await grantTestPoints(ctx, student.userId, 60);
    const responses = await Promise.all(students.map((s) => redeem(s, rewardId)));

    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(99);
    const winner = students[statuses.indexOf(200)]!;
    expect(responses[statuses.indexOf(200)]!.json().user_reward.meta.promo_code).toBe('LAST');
    for (const res of responses.filter((r) => r.statusCode === 400)) expect(res.json().code).toBe('out_of_codes');

    for (const student of students) {
      const { totals, sums } = await totalsAndLedgerSums(ctx, student.userId);
      expect(totals).toEqual(student === winner ? { totalPoints: 60, pointBalance: 20 } : { totalPoints: 60, pointBalance: 60 });
      expect(sums).toEqual(totals);
    }
    const redemptions = await ctx.deps.db.select().from(rewardRedemptions).where(eq(rewardRedemptions.rewardId, rewardId));
    expect(redemptions.map((r) => r.promoCode).sort()).toEqual(['FIRST', 'LAST']);
    const codes = await ctx.deps.db.select().from(rewardCodes).where(eq(rewardCodes.rewardId, rewardId));
    expect(codes.every((c) => c.claimedAt !== null)).toBe(true);
  }, 120_000);

  it('one student redeeming 20 rewards at once with points for 3: exactly 3 redemptions, balance never below 0', async () => {
    const student = await createTestStudent(ctx);
    await grantTestPoints(ctx, student.userId, 70);
    const rewardIds = await Promise.all(Array.from({ length: 20 }, () => createTestReward(ctx, { points_needed: 20 })));
    const responses = await Promise.all(rewardIds.map((id) => redeem(student, id)));

    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 400)).toHaveLength(17);
    for (const res of responses.filter((r) => r.statusCode === 400)) expect(res.json().code).toBe('insufficient_points');
    const balances = responses.filter((r) => r.statusCode === 200).map((r) => r.json().remaining_balance as number);
    expect(balances.sort((a, b) => b - a)).toEqual([50, 30, 10]);

    const { totals, sums } = await totalsAndLedgerSums(ctx, student.userId);
    expect(totals).toEqual({ totalPoints: 70, pointBalance: 10 });
    expect(sums).toEqual(totals);
    const rows = await ctx.deps.db.select().from(rewardRedemptions).where(inArray(rewardRedemptions.rewardId, rewardIds));
    expect(rows).toHaveLength(3);
  }, 120_000);

  it('one student double-clicking one reward 10 times: one redemption, one code, points taken once', async () => {
    const student = await createTestStudent(ctx);
    await grantTestPoints(ctx, student.userId, 90);
    const rewardId = await createTestReward(ctx, { points_needed: 30 });
    const responses = await Promise.all(Array.from({ length: 10 }, () => redeem(student, rewardId)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 400).map((r) => r.json().code)).toEqual(Array(9).fill('already_redeemed'));
    expect((await totalsAndLedgerSums(ctx, student.userId)).totals).toEqual({ totalPoints: 90, pointBalance: 60 });
  }, 60_000);
});
