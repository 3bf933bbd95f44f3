import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badges, pointActions, pointEntries, pointTotalCounts, pointTotals, userBadges, users } from '@bloom/db/schema';
import { createTestApp, isPostgres, type TestContext } from '../../test/helper';
import { createTestStudent } from '../profiles/test-students';
import { awardPoints, reversePoints } from './points.service';
import { grantTestPoints, ledgerOf, totalsAndLedgerSums } from './test-points';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const inTx = <T>(work: (tx: TestContext['deps']['db']) => Promise<T>) => ctx.deps.db.transaction(work);
const badgeNamesOf = async (userId: number) =>
  (await ctx.deps.db.select({ name: badges.name }).from(userBadges).innerJoin(badges, eq(badges.id, userBadges.badgeId)).where(eq(userBadges.userId, userId))).map(
    (b) => b.name,
  );

describe('awardPoints', () => {
  it('writes one ledger row with the points of that moment; a later change of the value never rescores it', async () => {
    const student = await createTestStudent(ctx);
    const event = await inTx((tx) => awardPoints(tx, student.userId, 'booked_session', 'booking:1'));
    expect(event).toEqual({
      action_type: 'booked_session',
      points: 30,
      total_points: 30,
      level_up: null,
      badges: [expect.objectContaining({ name: 'First Session Booked', points: 0, category: 'wellness', icon_url: '/badges/first-session-booked.svg' })],
    });
    await ctx.deps.db.update(pointActions).set({ defaultPoints: 45 }).where(eq(pointActions.actionType, 'booked_session'));
    try {
      await inTx((tx) => awardPoints(tx, student.userId, 'booked_session', 'booking:2'));
    } finally {
      await ctx.deps.db.update(pointActions).set({ defaultPoints: 30 }).where(eq(pointActions.actionType, 'booked_session'));
    }
    const rows = await ledgerOf(ctx, student.userId);
    expect(rows.map((r) => [r.kind, r.actionType, r.sourceKey, r.points])).toEqual([
      ['earn', 'booked_session', 'booking:1', 30],
      ['earn', 'booked_session', 'booking:2', 45],
    ]);
    expect((await totalsAndLedgerSums(ctx, student.userId)).totals).toEqual({ totalPoints: 75, pointBalance: 75 });
  });

  it('pays one cause once: the same award again gives null and no row; without a source an action pays once', async () => {
    const student = await createTestStudent(ctx);
    expect(await inTx((tx) => awardPoints(tx, student.userId, 'community_liking_story', 'post:9'))).not.toBeNull();
    expect(await inTx((tx) => awardPoints(tx, student.userId, 'community_liking_story', 'post:9'))).toBeNull();
    expect(await inTx((tx) => awardPoints(tx, student.userId, 'created_account'))).not.toBeNull();
    expect(await inTx((tx) => awardPoints(tx, student.userId, 'created_account'))).toBeNull();
    expect((await ledgerOf(ctx, student.userId)).map((r) => r.sourceKey)).toEqual(['post:9', 'action:created_account']);
  });

  it('takes a penalty only as far as the balance goes, so the balance never drops below 0', async () => {
    const student = await createTestStudent(ctx);
    await grantTestPoints(ctx, student.userId, 10);
    const event = await inTx((tx) => awardPoints(tx, student.userId, 'canceled_session', 'booking:5'));
    expect(event).toMatchObject({ action_type: 'canceled_session', points: -10, total_points: 0 });
    expect((await totalsAndLedgerSums(ctx, student.userId)).totals).toEqual({ totalPoints: 0, pointBalance: 0 });
  });

  it('reports a level up, grants level badges, and their bonus points, which can lift the level again', async () => {
    const student = await createTestStudent(ctx);
    await grantTestPoints(ctx, student.userId, 280);
    const event = await inTx((tx) => awardPoints(tx, student.userId, 'booked_session', 'booking:7'));
    // 280 + 30 = 310: level 3 (Achiever) with its 50 bonus points; Explorer (level 2) came with the grant.
    expect(event).toMatchObject({ points: 30, total_points: 360, level_up: { level_number: 3, name: 'Achiever' } });
    expect(event!.badges.map((b) => [b.name, b.points])).toEqual([
      ['First Session Booked', 0],
      ['Achiever', 50],
    ]);
    expect(await badgeNamesOf(student.userId)).toEqual(expect.arrayContaining(['Explorer', 'Achiever', 'First Session Booked']));
    const bonus = (await ledgerOf(ctx, student.userId)).filter((r) => r.actionType === 'badge_earned');
    expect(bonus.map((r) => [r.points, r.sourceKey])).toEqual([[50, expect.stringMatching(/^badge:\d+$/)]]);
  });

  it('counts real actions for a badge, net of reversals, and grants it once with the time it was earned', async () => {
    const student = await createTestStudent(ctx);
    for (const id of [1, 2, 3, 4]) await inTx((tx) => awardPoints(tx, student.userId, 'taken_coaching_session', `booking:${id}`));
    await inTx((tx) => reversePoints(tx, student.userId, 'taken_coaching_session', 'booking:4'));
    const fifth = await inTx((tx) => awardPoints(tx, student.userId, 'taken_coaching_session', 'booking:5'));
    expect(fifth!.badges.map((b) => b.name)).not.toContain('Committed');
    const sixth = await inTx((tx) => awardPoints(tx, student.userId, 'taken_coaching_session', 'booking:6'));
    expect(sixth!.badges.map((b) => b.name)).toContain('Committed');
    const seventh = await inTx((tx) => awardPoints(tx, student.userId, 'taken_coaching_session', 'booking:7'));
    expect(seventh!.badges.map((b) => b.name)).not.toContain('Committed');
    const [granted] = await ctx.deps.db
      .select({ earnedAt: userBadges.earnedAt })
      .from(userBadges)
      .innerJoin(badges, eq(badges.id, userBadges.badgeId))
      .where(and(eq(userBadges.userId, student.userId), eq(badges.name, 'Committed')));
    expect(granted!.earnedAt).toBeInstanceOf(Date);
  });
});

describe('reversePoints', () => {
  it('takes an award back once, as a new row that points at it', async () => {
    const student = await createTestStudent(ctx);
    await inTx((tx) => awardPoints(tx, student.userId, 'community_sharing_story', 'post:1'));
    expect(await inTx((tx) => reversePoints(tx, student.userId, 'community_sharing_story', 'post:1'))).toBe(25);
    expect(await inTx((tx) => reversePoints(tx, student.userId, 'community_sharing_story', 'post:1'))).toBe(0);
    expect(await inTx((tx) => reversePoints(tx, student.userId, 'community_sharing_story', 'post:404'))).toBe(0);
    const [award, reversal] = await ledgerOf(ctx, student.userId);
    expect(reversal).toMatchObject({ kind: 'reversal', points: -25, sourceKey: 'post:1', reversesEntryId: award!.id });
    // The same cause does not pay again after its reversal.
    expect(await inTx((tx) => awardPoints(tx, student.userId, 'community_sharing_story', 'post:1'))).toBeNull();
    expect((await totalsAndLedgerSums(ctx, student.userId)).totals).toEqual({ totalPoints: 0, pointBalance: 0 });
  });

  it('never takes the balance below 0 when the points were already spent', async () => {
    const student = await createTestStudent(ctx);
    await inTx((tx) => awardPoints(tx, student.userId, 'community_sharing_story', 'post:2'));
    await ctx.deps.db.insert(pointEntries).values({ userId: student.userId, kind: 'redeem', actionType: 'reward_redemption', points: -20, sourceKey: 'redemption:test' });
    expect(await inTx((tx) => reversePoints(tx, student.userId, 'community_sharing_story', 'post:2'))).toBe(5);
    expect((await totalsAndLedgerSums(ctx, student.userId)).totals).toEqual({ totalPoints: 20, pointBalance: 0 });
  });
});

describe('rules the database holds', () => {
  it('refuses to change or delete a ledger row, and to move the totals without one', async () => {
    const student = await createTestStudent(ctx);
    await grantTestPoints(ctx, student.userId, 40);
    const [row] = await ledgerOf(ctx, student.userId);
    await expect(ctx.deps.db.update(pointEntries).set({ points: 4000 }).where(eq(pointEntries.id, row!.id))).rejects.toThrow();
    await expect(ctx.deps.db.delete(pointEntries).where(eq(pointEntries.id, row!.id))).rejects.toThrow();
    await expect(ctx.deps.db.update(pointTotals).set({ pointBalance: 4000 }).where(eq(pointTotals.userId, student.userId))).rejects.toThrow();
    const other = await createTestStudent(ctx);
    await expect(ctx.deps.db.insert(pointTotals).values({ userId: other.userId, totalPoints: 999, pointBalance: 999 })).rejects.toThrow();
    await expect(ctx.deps.db.delete(pointTotals).where(eq(pointTotals.userId, student.userId))).rejects.toThrow();
    await expect(ctx.deps.db.insert(pointTotalCounts).values({ totalPoints: 123_456, students: 5 })).rejects.toThrow();
    // The leaderboard setting is the one thing a statement of its own may change.
    await ctx.deps.db.update(pointTotals).set({ isHiddenFromLeaderboard: true }).where(eq(pointTotals.userId, student.userId));
    expect((await totalsAndLedgerSums(ctx, student.userId)).totals).toEqual({ totalPoints: 40, pointBalance: 40 });
  });

  it('refuses a ledger row that would take the balance below 0, whoever writes it', async () => {
    const student = await createTestStudent(ctx);
    await grantTestPoints(ctx, student.userId, 30);
    await expect(
      ctx.deps.db.insert(pointEntries).values({ userId: student.userId, kind: 'redeem', actionType: 'reward_redemption', points: -31, sourceKey: 'redemption:x' }),
    ).rejects.toThrow();
    expect((await totalsAndLedgerSums(ctx, student.userId)).totals).toEqual({ totalPoints: 30, pointBalance: 30 });
  });

  it("removes a student's ledger and totals with their account", async () => {
    const student = await createTestStudent(ctx);
    await grantTestPoints(ctx, student.userId, 30);
    await ctx.deps.db.delete(users).where(eq(users.id, student.userId));
    expect(await ledgerOf(ctx, student.userId)).toEqual([]);
    const [left] = await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(pointTotals).where(eq(pointTotals.userId, student.userId));
    expect(left!.n).toBe(0);
  });
});

describe.runIf(isPostgres)('award races on PostgreSQL', () => {
  it('the same award fired 50 times at once leaves one ledger row and pays once', async () => {
    const student = await createTestStudent(ctx);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => inTx((tx) => awardPoints(tx, student.userId, 'community_sharing_story', 'post:race'))),
    );
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    const rows = (await ledgerOf(ctx, student.userId)).filter((r) => r.actionType === 'community_sharing_story');
    expect(rows).toHaveLength(1);
    expect(await badgeNamesOf(student.userId)).toEqual(['Storyteller']);
    const { totals, sums } = await totalsAndLedgerSums(ctx, student.userId);
    expect(totals).toEqual({ totalPoints: 25, pointBalance: 25 });
    expect(sums).toEqual(totals);
  }, 60_000);

  it('different awards of one student at once all count, and the totals stay the sum of the ledger', async () => {
    const student = await createTestStudent(ctx);
    await Promise.all(Array.from({ length: 40 }, (_, i) => inTx((tx) => awardPoints(tx, student.userId, 'community_liking_story', `post:${i}`))));
    const { totals, sums } = await totalsAndLedgerSums(ctx, student.userId);
    expect(totals).toEqual({ totalPoints: 80, pointBalance: 80 });
    expect(sums).toEqual(totals);
  }, 60_000);
});
