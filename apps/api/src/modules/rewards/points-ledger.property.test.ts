import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointActionTypes, type PointActionType } from '@bloom/contract/gamification';
import { rewardRedemptions } from '@bloom/db/schema';
import { createTestApp, isPostgres, type TestContext } from '../../test/helper';
import { AppError } from '../../platform/errors';
import { adjustPoints, awardPoints, reversePoints } from '../gamification/points.service';
import { leaderboardCountsAndTotals, totalsAndLedgerSums } from '../gamification/test-points';
import { createTestStudent } from '../profiles/test-students';
import { redeemReward } from './rewards.service';
import { createTestReward } from './test-rewards';

let ctx: TestContext;
let rewardIds: number[];
beforeAll(async () => {
  ctx = await createTestApp();
  const pool = (name: string) => Array.from({ length: 400 }, (_, i) => `${name}-${i}`);
  rewardIds = [
    await createTestReward(ctx, { points_needed: 10, codes: pool('TEN') }),
    await createTestReward(ctx, { points_needed: 45, codes: pool('FORTYFIVE') }),
    await createTestReward(ctx, { points_needed: 120, shared_code: 'BIG' }),
    await createTestReward(ctx, { points_needed: 30, codes: ['SCARCE'] }),
  ];
});
afterAll(async () => {
  await ctx.close();
});

type Operation =
  | { kind: 'award'; student: number; action: PointActionType; source: number }
  | { kind: 'reverse'; student: number; action: PointActionType; source: number }
  | { kind: 'redeem'; student: number; reward: number }
  | { kind: 'adjust'; student: number; points: number };

const student = fc.integer({ min: 0, max: 2 });
const action = fc.constantFrom(...pointActionTypes);
const source = fc.integer({ min: 0, max: 3 });
const operation: fc.Arbitrary<Operation> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('award' as const), student, action, source }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('reverse' as const), student, action, source }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('redeem' as const), student, reward: fc.integer({ min: 0, max: 3 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('adjust' as const), student, points: fc.integer({ min: -80, max: 150 }).filter((n) => n !== 0) }) },
);

/** Runs one operation the way the product does: in its own transaction; refusals are part of the game. */
async function perform(op: Operation, userIds: number[]): Promise<void> {
  const userId = userIds[op.student]!;
  const { db } = ctx.deps;
  switch (op.kind) {
    case 'award':
      await db.transaction((tx) => awardPoints(tx, userId, op.action, `source:${op.source}`));
      return;
    case 'reverse':
      await db.transaction((tx) => reversePoints(tx, userId, op.action, `source:${op.source}`));
      return;
    case 'adjust':
      await db.transaction((tx) => adjustPoints(tx, userId, op.points, 'property test', `adjust:${Math.random()}`));
      return;
    case 'redeem':
      try {
        await redeemReward(ctx.deps, userId, rewardIds[op.reward]!);
      } catch (error) {
        if (!(error instanceof AppError) || error.status !== 400) throw error;
      }
  }
}

describe('the points ledger', () => {
  it('whatever happens, in any order: every balance equals the sum of its ledger, never below 0, never above the lifetime total; the leaderboard counts follow', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 40 }), async (operations) => {
        const userIds: number[] = [];
        for (let i = 0; i < 3; i += 1) userIds.push((await createTestStudent(ctx)).userId);
        // On PostgreSQL, five at a time really run at once; PGlite runs them one after another.
        for (let i = 0; i < operations.length; i += 5) await Promise.all(operations.slice(i, i + 5).map((op) => perform(op, userIds)));

        for (const userId of userIds) {
          const { totals, sums } = await totalsAndLedgerSums(ctx, userId);
          expect(totals).toEqual(sums);
          expect(totals.pointBalance).toBeGreaterThanOrEqual(0);
          expect(totals.pointBalance).toBeLessThanOrEqual(totals.totalPoints);
          const [spent] = await ctx.deps.db
            .select({ points: sql<number>`coalesce(sum(${rewardRedemptions.pointsUsed}), 0)::int` })
            .from(rewardRedemptions)
            .where(eq(rewardRedemptions.userId, userId));
          expect(totals.totalPoints - totals.pointBalance).toBe(spent!.points);
        }
        const { counts, fromTotals } = await leaderboardCountsAndTotals(ctx);
        expect(counts).toEqual(fromTotals);
      }),
      { numRuns: isPostgres ? 40 : 25 },
    );
  }, 300_000);
});
