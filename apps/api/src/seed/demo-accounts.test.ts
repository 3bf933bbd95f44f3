import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confidenceLevels, creditEntries, growthAreas, outboxMessages, pointEntries, schoolCreditEntries, schools, studentProfiles, users } from '@bloom/db/schema';
import { createTestApp, type TestContext } from '../test/helper';
import { hashPassword } from '../modules/accounts/password-hashing';
import { DEMO_SCHOOLS, DEMO_STUDENT, seedDemoAccounts } from './demo-accounts';
import { seedDemoData } from './seed';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  // Through the registered seeders, as `npm start` runs them.
  await seedDemoData(ctx.deps, ctx.app.log);
});
afterAll(async () => {
  await ctx.close();
});

/** Every row of every table the seeder touches, so a second run that adds or changes anything shows up. */
async function snapshot() {
  const db = ctx.deps.db;
  return {
    users: await db.select().from(users).orderBy(users.id),
    profiles: await db.select().from(studentProfiles).orderBy(studentProfiles.id),
    schools: await db.select().from(schools).orderBy(schools.id),
    pools: await db.select().from(schoolCreditEntries).orderBy(schoolCreditEntries.id),
    credits: await db.select().from(creditEntries).orderBy(creditEntries.id),
    points: await db.select().from(pointEntries).orderBy(pointEntries.id),
    growth: await db.select().from(growthAreas).orderBy(growthAreas.id),
    confidence: await db.select().from(confidenceLevels).orderBy(confidenceLevels.id),
    mails: await db.select({ n: sql<number>`count(*)::int` }).from(outboxMessages),
  };
}

describe('demo accounts seed', () => {
  it('creates partner schools with a domain pattern, a resource link, a credit pool and a per-student allowance', async () => {
    const rows = await ctx.deps.db.select().from(schools).where(eq(schools.isPartner, true));
    expect(rows.map((s) => s.name)).toEqual(expect.arrayContaining(DEMO_SCHOOLS.map((s) => s.name)));
    for (const school of DEMO_SCHOOLS) {
      const row = rows.find((r) => r.name === school.name)!;
      expect(row).toMatchObject({ domain: school.domain, resourceLink: school.resourceLink, creditsPerStudent: school.creditsPerStudent, status: 'active' });
      const pool = await ctx.deps.db.select().from(schoolCreditEntries).where(eq(schoolCreditEntries.schoolId, row.id));
      expect(pool.map((p) => [p.amount, p.reason])).toEqual([[school.pool, 'deposit']]);
    }
    const state = new RegExp(DEMO_SCHOOLS.find((s) => s.name === 'State University')!.domain, 'i');
    expect(state.test('ann@state.edu')).toBe(true);
    expect(state.test('ann@mail.state.edu')).toBe(true);
    expect(state.test('ann@notstate.edu.evil.com')).toBe(false);
  });

  it('creates the demo student verified and onboarded, with growth areas, welcome credits and points', async () => {
    const [user] = await ctx.deps.db.select().from(users).where(eq(users.email, DEMO_STUDENT.email));
    expect(user).toMatchObject({ emailVerified: true, isStudent: true, firstName: 'Demo', timezone: DEMO_STUDENT.timezone });
    const [profile] = await ctx.deps.db.select().from(studentProfiles).where(eq(studentProfiles.userId, user!.id));
    expect(profile).toMatchObject({ isCompleted: true, degree: 'bachelors', sex: 'wish_not_to_disclose', identifyAs: 'multiracial' });
    const [school] = await ctx.deps.db.select().from(schools).where(eq(schools.id, profile!.schoolId!));
    expect(school!.name).toBe('Bloom Demo University');
    expect(new RegExp(school!.domain!, 'i').test(DEMO_STUDENT.email)).toBe(true);

    const areas = await ctx.deps.db.select().from(growthAreas).where(eq(growthAreas.studentProfileId, profile!.id));
    expect(areas).toHaveLength(1);
    expect(areas[0]).toMatchObject({ initialConfidenceLevel: 'moderate' });
    const levels = await ctx.deps.db.select().from(confidenceLevels).where(eq(confidenceLevels.growthAreaId, areas[0]!.id));
    expect(levels.map((l) => l.value)).toEqual(['moderate']);

    const credits = await ctx.deps.db.select().from(creditEntries).where(eq(creditEntries.userId, user!.id));
    expect(credits.filter((c) => c.reason === 'welcome').map((c) => c.amount)).toEqual([2]);
    const points = await ctx.deps.db.select().from(pointEntries).where(eq(pointEntries.userId, user!.id));
    // The rewards seed (demo-rewards.ts) adds starter points, the level-3 badge's bonus and a redemption.
    expect(points.map((p) => [p.actionType, p.points])).toEqual([
      ['created_account', 50],
      ['adjustment', 400],
      ['badge_earned', 50],
      ['reward_redemption', -50],
    ]);
  });

  it('lets the demo student sign in as verified with the documented password', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: DEMO_STUDENT.email, password: DEMO_STUDENT.password, type: 'student' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email_verified: true });
  });

  it('a second run adds nothing and changes nothing', async () => {
    const before = await snapshot();
    await seedDemoAccounts(ctx.deps);
    expect(await snapshot()).toEqual(before);
  });

  it('never touches an existing account: a changed password and profile stay as the student left them', async () => {
    const newHash = await hashPassword('The-student-chose-this');
    const [user] = await ctx.deps.db
      .update(users)
      .set({ passwordHash: newHash, firstName: 'Renamed' })
      .where(eq(users.email, DEMO_STUDENT.email))
      .returning();
    await ctx.deps.db.update(studentProfiles).set({ city: 'Boston' }).where(eq(studentProfiles.userId, user!.id));
    await ctx.deps.db.update(schools).set({ creditsPerStudent: 9 }).where(eq(schools.name, 'State University'));
    const before = await snapshot();
    await seedDemoAccounts(ctx.deps);
    expect(await snapshot()).toEqual(before);
    const [after] = await ctx.deps.db.select().from(users).where(eq(users.id, user!.id));
    expect(after).toMatchObject({ passwordHash: newHash, firstName: 'Renamed' });
  });
});
