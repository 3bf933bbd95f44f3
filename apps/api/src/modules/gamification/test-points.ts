import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { POINT_BAND_WIDTH, pointBandCounts, pointEntries, pointTotalCounts, pointTotals } from '@bloom/db/schema';
import type { TestContext } from '../../test/helper';
import { adjustPoints } from './points.service';

/** Test-only: gives a student spendable points as an operator adjustment would. */
export async function grantTestPoints(ctx: TestContext, userId: number, points: number): Promise<void> {
  const result = await ctx.deps.db.transaction((tx) => adjustPoints(tx, userId, points, 'test points', `test:${randomUUID()}`));
  if (!result.isApplied) throw new Error(`could not grant ${points} points to ${userId}`);
}

export async function ledgerOf(ctx: TestContext, userId: number) {
  return ctx.deps.db.select().from(pointEntries).where(eq(pointEntries.userId, userId)).orderBy(asc(pointEntries.id));
}

/** The totals row next to the same numbers summed from the ledger, for tests that compare them. */
export async function totalsAndLedgerSums(ctx: TestContext, userId: number) {
  const [totals] = await ctx.deps.db
    .select({ totalPoints: pointTotals.totalPoints, pointBalance: pointTotals.pointBalance })
    .from(pointTotals)
    .where(eq(pointTotals.userId, userId));
  const [sums] = await ctx.deps.db
    .select({
      totalPoints: sql<number>`coalesce(sum(${pointEntries.points}) filter (where ${pointEntries.kind} <> 'redeem'), 0)::int`,
      pointBalance: sql<number>`coalesce(sum(${pointEntries.points}), 0)::int`,
    })
    .from(pointEntries)
    .where(eq(pointEntries.userId, userId));
  return { totals: totals ?? { totalPoints: 0, pointBalance: 0 }, sums: sums! };
}

/** The leaderboard's counts per total and per band next to the same counts taken from the visible students' totals. */
export async function leaderboardCountsAndTotals(ctx: TestContext) {
  const { db } = ctx.deps;
  const totals = await db
    .select({ totalPoints: pointTotalCounts.totalPoints, students: pointTotalCounts.students })
    .from(pointTotalCounts)
    .where(sql`${pointTotalCounts.students} > 0`)
    .orderBy(asc(pointTotalCounts.totalPoints));
  const bands = await db
    .select({ band: pointBandCounts.band, students: pointBandCounts.students })
    .from(pointBandCounts)
    .where(sql`${pointBandCounts.students} > 0`)
    .orderBy(asc(pointBandCounts.band));
  const visible = sql`not ${pointTotals.isHiddenFromLeaderboard}`;
  const totalsFromTotals = await db
    .select({ totalPoints: pointTotals.totalPoints, students: sql<number>`count(*)::int` })
    .from(pointTotals)
    .where(visible)
    .groupBy(pointTotals.totalPoints)
    .orderBy(asc(pointTotals.totalPoints));
  const band = sql<number>`(${pointTotals.totalPoints} / ${sql.raw(String(POINT_BAND_WIDTH))})::int`;
  const bandsFromTotals = await db.select({ band, students: sql<number>`count(*)::int` }).from(pointTotals).where(visible).groupBy(band).orderBy(asc(band));
  return { counts: { totals, bands }, fromTotals: { totals: totalsFromTotals, bands: bandsFromTotals } };
}
