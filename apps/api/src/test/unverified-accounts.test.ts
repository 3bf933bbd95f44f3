import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, genericErrorMessages } from '@bloom/contract/errors';
import { pointTotals, referralInvitations, rewardRedemptions, schoolCreditEntries, schools, studentProfiles } from '@bloom/db/schema';
import { post, readLatestCode, readOutbox, signUpStudent, uniqueEmail } from '../modules/accounts/test-accounts';
import { createPartnerSchool } from '../modules/credits/test-fixtures';
import { grantTestPoints } from '../modules/gamification/test-points';
import { createTestReward } from '../modules/rewards/test-rewards';
import { createTestApp, type TestContext } from './helper';

/**
 * Until its email is verified an account can verify, resend, read its own profile, set its timezone and
 * log out, and nothing that spends or takes. Every registered route that is not a read (GET) and not on
 * this list must answer an unverified account 403: a route added later is checked as it lands. A route
 * belongs here only if it neither spends nor takes anything.
 */
const allowedWhileUnverified: Record<string, string> = {
  'POST /api/signup/': 'creates the account',
  'POST /api/login/': 'signs in; the client then asks for the code',
  'POST /api/verify-email/': 'verifies',
  'POST /api/resend-otp/': 'resends the code',
  'POST /api/check-verification/': 'reads the verification state',
  'POST /api/auth/password-forget/': 'mails a reset code (the code proves the address too)',
  'POST /api/auth/password-reset/': 'resets the password',
  'POST /api/token/refresh/': 'rotates tokens',
  'POST /api/logout/': 'logs out',
  'POST /api/timezone-management/': 'sets the timezone (signup does it before verification)',
  'POST /api/analytics/events/': 'product analytics, signed in or not; spends nothing',
  'POST /api/feature-requests/': 'one vote per account, spends nothing (decision 0027)',
  'PUT /api/gamification/leaderboard-settings/': 'hides the student from the leaderboard or shows them again: an own setting',
  'POST /api/account/delete/': 'a student may always delete their own account (decision 0033); it takes nothing',
  'POST /api/payments/webhook/': "the payment provider's signed call, not a student's",
};

let ctx: TestContext;
let unverified: { id: number; email: string; access: string; refresh: string; profileId: number };

beforeAll(async () => {
  ctx = await createTestApp();
  const { payload, body } = await signUpStudent(ctx);
  const [profile] = await ctx.deps.db.select({ id: studentProfiles.id }).from(studentProfiles).where(eq(studentProfiles.userId, body.id));
  unverified = { id: body.id, email: payload.email, access: body.access, refresh: body.refresh, profileId: profile!.id };
});
afterAll(async () => {
  await ctx.close();
});

const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

describe('an account whose email is not verified', () => {
  it('is refused with 403 on every route that is not a read or on the allowed list', async () => {
    const writes = ctx.routes.filter((route) => route.url.startsWith('/api/') && !['GET', 'HEAD', 'OPTIONS'].includes(route.method));
    expect(writes.length).toBeGreaterThan(15);
    const guarded = writes.filter((route) => !(key(route) in allowedWhileUnverified));
    expect(guarded.map(key)).toContain('POST /api/gamification/credits/allocate-from-school/');
    expect(guarded.map(key)).toContain('PATCH /api/student-profiles/:id/');
    expect(guarded.map(key)).toContain('POST /api/gamification/redeem-reward/');
    expect(guarded.map(key)).toContain('POST /api/gamification/send-referral-invitation/');
    const open: string[] = [];
    for (const route of guarded) {
      const url = route.url.replace(/:[A-Za-z_]+/g, String(unverified.profileId));
      const res = await ctx.app.inject({ method: route.method, url, headers: bearer(unverified.access), payload: {} });
      if (res.statusCode !== 403 || res.json().code !== errorCodes.emailNotVerified) open.push(`${key(route)} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
      else expect(res.json()).toEqual({ detail: genericErrorMessages.emailNotVerified, code: errorCodes.emailNotVerified });
    }
    expect(open, 'routes that let an unverified account through').toEqual([]);
  });

  it('has no stale entries on the allowed list', () => {
    const registered = new Set(ctx.routes.map(key));
    expect(Object.keys(allowedWhileUnverified).filter((route) => !registered.has(route))).toEqual([]);
  });

  it('can read its own profile, set its timezone, resend, verify and log out', async () => {
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/student-profiles/', headers: bearer(unverified.access) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()[0].user.email_verified).toBe(false);
    const timezone = await ctx.app.inject({
      method: 'POST',
      url: '/api/timezone-management/',
      headers: bearer(unverified.access),
      payload: { timezone: 'Europe/Paris' },
    });
    expect(timezone.statusCode).toBe(200);
    expect((await post(ctx, '/api/resend-otp/', { email: unverified.email })).statusCode).toBe(200);

    const otp = await readLatestCode(ctx, unverified.email);
    expect((await post(ctx, '/api/verify-email/', { email: unverified.email, otp })).statusCode).toBe(200);
    // Verified now: the same token may spend (the guard reads the state on every request).
    const check = await ctx.app.inject({ method: 'POST', url: '/api/gamification/credits/check/', headers: bearer(unverified.access) });
    expect(check.statusCode).toBe(200);

    const logout = await ctx.app.inject({ method: 'POST', url: '/api/logout/', headers: bearer(unverified.access) });
    expect(logout.statusCode).toBe(204);
  });
});

describe('school credits', () => {
  it('an unverified address at a partner school neither joins it nor draws from its pool', async () => {
    const school = await createPartnerSchool(ctx.deps.db, { pool: 50, creditsPerStudent: 5 });
    await ctx.deps.db.update(schools).set({ domain: '@pool\\.example\\.edu$' }).where(eq(schools.id, school.id));
    const { payload, body } = await signUpStudent(ctx, { email: `drain-${Date.now()}@pool.example.edu` });
    const [profile] = await ctx.deps.db.select({ id: studentProfiles.id }).from(studentProfiles).where(eq(studentProfiles.userId, body.id));

    const join = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/student-profiles/${profile!.id}/`,
      headers: bearer(body.access),
      payload: { schoolId: school.id },
    });
    expect(join.statusCode).toBe(403);
    const draw = await ctx.app.inject({
      method: 'POST',
      url: '/api/gamification/credits/allocate-from-school/',
      headers: bearer(body.access),
      payload: { credits_to_allocate: 5 },
    });
    expect(draw.statusCode).toBe(403);
    expect(draw.json().code).toBe(errorCodes.emailNotVerified);
    const allocations = await ctx.deps.db
      .select()
      .from(schoolCreditEntries)
      .where(and(eq(schoolCreditEntries.schoolId, school.id), eq(schoolCreditEntries.reason, 'allocation')));
    expect(allocations).toEqual([]);
    expect(payload.email).toMatch(/@pool\.example\.edu$/);
  });
});

describe('rewards and referrals', () => {
  const send = (method: 'POST' | 'PUT', url: string, access: string, payload: object) =>
    ctx.app.inject({ method, url: `/api/gamification/${url}`, headers: bearer(access), payload });

  it('an unverified account with points neither redeems a reward nor invites a friend, and nothing is taken or sent', async () => {
    const { body } = await signUpStudent(ctx);
    await grantTestPoints(ctx, body.id, 500);
    const balance = async () =>
      (await ctx.deps.db.select({ pointBalance: pointTotals.pointBalance }).from(pointTotals).where(eq(pointTotals.userId, body.id)))[0]!.pointBalance;
    const before = await balance();
    expect(before).toBeGreaterThanOrEqual(500);
    const rewardId = await createTestReward(ctx, { points_needed: 100 });
    const friend = uniqueEmail('friend');
    const redeem = () => send('POST', 'redeem-reward/', body.access, { reward_id: rewardId });
    const invite = () => send('POST', 'send-referral-invitation/', body.access, { email: friend });

    const refusedRedemption = await redeem();
    expect(refusedRedemption.statusCode).toBe(403);
    expect(refusedRedemption.json()).toEqual({ detail: genericErrorMessages.emailNotVerified, code: errorCodes.emailNotVerified });
    expect(await ctx.deps.db.select().from(rewardRedemptions).where(eq(rewardRedemptions.userId, body.id))).toEqual([]);
    expect(await balance()).toBe(before);

    const refusedInvitation = await invite();
    expect(refusedInvitation.statusCode).toBe(403);
    expect(refusedInvitation.json().code).toBe(errorCodes.emailNotVerified);
    expect(await ctx.deps.db.select().from(referralInvitations).where(eq(referralInvitations.inviterUserId, body.id))).toEqual([]);
    expect(await readOutbox(ctx, friend)).toEqual([]);

    // Once verified, the same token redeems and invites.
    expect((await post(ctx, '/api/verify-email/', { email: body.email, otp: await readLatestCode(ctx, body.email) })).statusCode).toBe(200);
    const redeemed = await redeem();
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(await balance()).toBe(before - 100);
    const invited = await invite();
    expect(invited.statusCode, invited.body).toBe(200);
    expect(await readOutbox(ctx, friend)).toHaveLength(1);
  });

  it('an unverified account may hide itself from the leaderboard (an own setting that spends nothing)', async () => {
    const { body } = await signUpStudent(ctx);
    const res = await send('PUT', 'leaderboard-settings/', body.access, { hide_from_leaderboard: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ hide_from_leaderboard: true });
  });
});
