import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rewardMessages } from '@bloom/contract/rewards';
import { rewardCodes, rewards, users } from '@bloom/db/schema';
import { createTestApp, createTestClock, type TestContext } from '../../test/helper';
import { grantTestPoints, ledgerOf, totalsAndLedgerSums } from '../gamification/test-points';
import { createTestStudent, type TestStudent } from '../profiles/test-students';
import { createTestReward } from './test-rewards';

let ctx: TestContext;
const clock = createTestClock(new Date('2026-06-15T12:00:00Z'));
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(async () => {
  await ctx.close();
});

const listRewards = (student: TestStudent, query = '') => ctx.app.inject({ method: 'GET', url: `/api/gamification/rewards/${query}`, headers: student.auth });
const redeem = (student: TestStudent, rewardId: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/gamification/redeem-reward/', headers: student.auth, payload: { reward_id: rewardId } });
const redemptionsOf = (student: TestStudent) => ctx.app.inject({ method: 'GET', url: '/api/gamification/user-redemptions/', headers: student.auth });
const idsOf = (body: { rewards: { reward_id: number }[] }) => body.rewards.map((r) => r.reward_id);

describe('GET /api/gamification/rewards/', () => {
  it('lists what can be redeemed today, cheapest first, with the spendable balance; the filter ignores spaces, hyphens and case', async () => {
    const student = await createTestStudent(ctx);
    await grantTestPoints(ctx, student.userId, 70);
    const yoga = await createTestReward(ctx, { category: 'wellness', points_needed: 300, expiry_date: '2026-06-15' });
    const tea = await createTestReward(ctx, { category: 'food', points_needed: 50 });
    const expired = await createTestReward(ctx, { category: 'wellness', expiry_date: '2026-06-14' });
    const hidden = await createTestReward(ctx, { category: 'retail' });
    await ctx.deps.db.update(rewards).set({ isActive: false }).where(eq(rewards.id, hidden));

    const all = await listRewards(student);
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body).toMatchObject({ success: true, user_points: 70 });
    expect(idsOf(body)).toEqual(expect.arrayContaining([yoga, tea]));
    expect(idsOf(body)).not.toContain(expired);
    expect(idsOf(body)).not.toContain(hidden);
    expect(body.total_rewards).toBe(body.rewards.length);
    const points = body.rewards.map((r: { points_needed: number }) => r.points_needed);
    expect(points).toEqual([...points].sort((a, b) => a - b));
    expect(body.rewards.find((r: { reward_id: number }) => r.reward_id === yoga)).toEqual({
      reward_id: yoga,
      category: 'wellness',
      company: expect.stringMatching(/^Calm Co /),
      product_name: 'Meditation month',
      description: 'A month of guided meditation.',
      logo_url: null,
      discount_value: 20,
      discount_measure: 'percent',
      points_needed: 300,
      expiry_date: '2026-06-15',
      link: 'https://calm.example.org/redeem',
      terms_link: 'https://calm.example.org/terms',
    });

    for (const filter of ['wellbeing', 'Well-Being', 'WELL being']) {
      const wellness = (await listRewards(student, `?category=${encodeURIComponent(filter)}`)).json();
      expect(wellness.rewards.every((r: { category: string }) => r.category === 'wellness')).toBe(true);
      expect(idsOf(wellness)).toContain(yoga);
    }
    expect(idsOf((await listRewards(student, '?category=food')).json())).toEqual([tea]);
    // Names every object inherits are unknown categories too (`npm run fuzz` found __proto__ a 500).
    for (const filter of ['cars', '__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const unknown = await listRewards(student, `?category=${filter}`);
      expect(unknown.statusCode, filter).toBe(400);
      expect(unknown.json()).toEqual({ category: [rewardMessages.unknownCategory] });
    }
  });
});

describe('POST /api/gamification/redeem-reward/', () => {
  it('takes the points and hands out the next pool code; lifetime points and level stay', async () => {
    const student = await createTestStudent(ctx);
    await grantTestPoints(ctx, student.userId, 250);
    const rewardId = await createTestReward(ctx, { company: 'Leaf & Bean', product_name: 'Any drink', points_needed: 200, codes: ['LEAF-1', 'LEAF-2'] });
    const res = await redeem(student, rewardId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      user_reward: { reward: { reward_id: rewardId, product_name: 'Any drink', company: 'Leaf & Bean' }, meta: { promo_code: 'LEAF-1', shared_code: null } },
      redemption_link: 'https://calm.example.org/redeem',
      points_used: 200,
      remaining_balance: 50,
    });
    const { totals, sums } = await totalsAndLedgerSums(ctx, student.userId);
    expect(totals).toEqual({ totalPoints: 250, pointBalance: 50 });
    expect(sums).toEqual(totals);
    expect((await ledgerOf(ctx, student.userId)).at(-1)).toMatchObject({ kind: 'redeem', actionType: 'reward_redemption', points: -200, sourceKey: `reward:${rewardId}` });
    const points = (await ctx.app.inject({ method: 'GET', url: '/api/gamification/user-points/', headers: student.auth })).json().data;
    expect(points).toMatchObject({ total_points: 250, point_balance: 50, level: { level_number: 2 } });

    const [history] = (await redemptionsOf(student)).json().redemptions;
    expect(history).toMatchObject({
      reward: { reward_id: rewardId, company: 'Leaf & Bean' },
      meta: { promo_code: 'LEAF-1', shared_code: null },
      redemption_link: 'https://calm.example.org/redeem',
      points_used: 200,
      redeemed_on: '2026-06-15T12:00:00.000Z',
    });
  });

  it('hands everyone the shared code of a shared-code reward', async () => {
    const [a, b] = [await createTestStudent(ctx), await createTestStudent(ctx)];
    await grantTestPoints(ctx, a.userId, 100);
    await grantTestPoints(ctx, b.userId, 100);
    const rewardId = await createTestReward(ctx, { points_needed: 60, shared_code: 'BLOOM20' });
    for (const student of [a, b]) expect((await redeem(student, rewardId)).json().user_reward.meta).toEqual({ promo_code: null, shared_code: 'BLOOM20' });
  });

  it('refuses, and takes nothing, when the points are short, the reward was redeemed, or the pool is empty', async () => {
    const student = await createTestStudent(ctx);
    await grantTestPoints(ctx, student.userId, 120);
    const dear = await createTestReward(ctx, { points_needed: 150 });
    const short = await redeem(student, dear);
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ detail: rewardMessages.insufficientPoints(30), code: 'insufficient_points' });

    const single = await createTestReward(ctx, { points_needed: 10, codes: ['ONLY-ONE'] });
    expect((await redeem(student, single)).statusCode).toBe(200);
    expect((await redeem(student, single)).json()).toEqual({ detail: rewardMessages.alreadyRedeemed, code: 'already_redeemed' });

    const other = await createTestStudent(ctx);
    await grantTestPoints(ctx, other.userId, 50);
    const empty = await redeem(other, single);
    expect(empty.json()).toEqual({ detail: rewardMessages.outOfCodes, code: 'out_of_codes' });
    expect((await totalsAndLedgerSums(ctx, other.userId)).totals).toEqual({ totalPoints: 50, pointBalance: 50 });
    expect((await totalsAndLedgerSums(ctx, student.userId)).totals).toEqual({ totalPoints: 120, pointBalance: 110 });
    const codes = await ctx.deps.db.select().from(rewardCodes).where(eq(rewardCodes.rewardId, single));
    expect(codes.map((c) => c.claimedAt !== null)).toEqual([true]);
  });

  it('answers 404 for a missing or expired reward and a field error for a bad body', async () => {
    const student = await createTestStudent(ctx);
    await grantTestPoints(ctx, student.userId, 250);
    const expired = await createTestReward(ctx, { expiry_date: '2026-01-01' });
    expect((await redeem(student, expired)).statusCode).toBe(404);
    expect((await redeem(student, 999_999)).json()).toEqual({ detail: rewardMessages.notFound, code: 'not_found' });
    const bad = await redeem(student, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ reward_id: [rewardMessages.rewardIdRequired] });
    expect((await totalsAndLedgerSums(ctx, student.userId)).totals.pointBalance).toBe(250);
  });

  it('needs a verified student; reading the catalogue needs a signed-in one', async () => {
    const student = await createTestStudent(ctx);
    await grantTestPoints(ctx, student.userId, 500);
    await ctx.deps.db.update(users).set({ emailVerified: false }).where(eq(users.id, student.userId));
    const rewardId = await createTestReward(ctx, { points_needed: 10 });
    expect((await redeem(student, rewardId)).statusCode).toBe(403);
    expect((await listRewards(student)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/gamification/rewards/' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/gamification/user-redemptions/' })).statusCode).toBe(401);
  });
});

describe('GET /api/gamification/user-redemptions/', () => {
  it('lists only the student’s own redemptions, newest first', async () => {
    const [student, other] = [await createTestStudent(ctx), await createTestStudent(ctx)];
    await grantTestPoints(ctx, student.userId, 300);
    await grantTestPoints(ctx, other.userId, 300);
    const first = await createTestReward(ctx, { points_needed: 10 });
    const second = await createTestReward(ctx, { points_needed: 20, shared_code: 'SECOND' });
    await redeem(student, first);
    clock.advance(60_000);
    await redeem(student, second);
    await redeem(other, first);
    const body = (await redemptionsOf(student)).json();
    expect(body.success).toBe(true);
    expect(body.redemptions.map((r: { reward: { reward_id: number } }) => r.reward.reward_id)).toEqual([second, first]);
    expect(body.redemptions[0].meta).toEqual({ promo_code: null, shared_code: 'SECOND' });
  });
});
