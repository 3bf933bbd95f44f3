import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rewardCategories } from '@bloom/contract/rewards';
import { rewardCodes, rewards } from '@bloom/db/schema';
import { createTestApp, type TestContext } from '../test/helper';
import { DEMO_STUDENT } from './demo-accounts';
import { DEMO_REWARDS } from './demo-rewards';
import { seedDemoData } from './seed';

let ctx: TestContext;
let auth: { authorization: string };
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.deps, ctx.app.log);
  const login = await ctx.app.inject({ method: 'POST', url: '/api/login/', payload: { email: DEMO_STUDENT.email, password: DEMO_STUDENT.password, type: 'student' } });
  auth = { authorization: `Bearer ${login.json().access}` };
});
afterAll(async () => {
  await ctx.close();
});

const get = async (url: string) => (await ctx.app.inject({ method: 'GET', url: `/api/gamification/${url}`, headers: auth })).json();

describe('demo rewards seed', () => {
  it('fills the marketplace: at least 12 rewards in every category, with logos, terms, expiry dates, shared codes and pools', async () => {
    const { rewards: listed } = await get('rewards/');
    expect(listed.length).toBeGreaterThanOrEqual(12);
    for (const category of rewardCategories.filter((c) => c !== 'other')) expect(listed.some((r: { category: string }) => r.category === category)).toBe(true);
    for (const reward of listed) {
      expect(reward.logo_url).toMatch(/^\/reward-logos\/[a-z-]+\.svg$/);
      expect(reward.terms_link).toMatch(/^https:\/\//);
      expect(reward.expiry_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const [pools] = await ctx.deps.db.select({ n: sql<number>`count(distinct ${rewardCodes.rewardId})::int` }).from(rewardCodes);
    const [shared] = await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(rewards).where(sql`${rewards.sharedCode} is not null`);
    expect(pools!.n).toBeGreaterThan(3);
    expect(shared!.n).toBeGreaterThan(3);
  });

  it('gives the demo student points, badges and a redemption', async () => {
    const points = (await get('user-points/')).data;
    expect(points.level.level_number).toBe(3);
    expect(points.point_balance).toBeLessThan(points.total_points);
    const badges = (await get('user-badges/')).badges.map((b: { name: string }) => b.name);
    expect(badges).toEqual(expect.arrayContaining(['First Steps', 'Explorer', 'Achiever']));
    const { redemptions } = await get('user-redemptions/');
    expect(redemptions).toHaveLength(1);
    expect(redemptions[0].meta.promo_code).toMatch(/^CAMPUS-[0-9A-F]{8}$/);
  });

  it('adds nothing on a second start', async () => {
    const count = async () => (await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(rewardCodes))[0]!.n;
    const before = await count();
    await seedDemoData(ctx.deps, ctx.app.log);
    expect(await count()).toBe(before);
    expect((await get('user-redemptions/')).redemptions).toHaveLength(1);
    expect((await get('rewards/')).rewards).toHaveLength(DEMO_REWARDS.length);
  });
});
