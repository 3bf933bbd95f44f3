import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralMessages } from '@bloom/contract/referrals';
import { referrals, users } from '@bloom/db/schema';
import { createTestApp, createTestClock, isPostgres, type TestContext } from '../../test/helper';
import { post, readLatestCode, readOutbox, signupPayload, signUpStudent, uniqueEmail } from '../accounts/test-accounts';
import { ledgerOf } from '../gamification/test-points';
import { createTestStudent, type TestStudent } from '../profiles/test-students';

let ctx: TestContext;
const clock = createTestClock(new Date('2026-03-10T09:00:00Z'));
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(async () => {
  await ctx.close();
});

const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
const referralData = async (headers: { authorization: string }) => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/user-referral/', headers });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const invite = (student: TestStudent, email: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/gamification/send-referral-invitation/', headers: student.auth, payload: { email } });
const verify = async (email: string) => post(ctx, '/api/verify-email/', { email, otp: await readLatestCode(ctx, email) });

describe('referrals', () => {
  it("keeps the referrer's 50 points pending until the referred student verifies, then gives them once", async () => {
    const referrer = await signUpStudent(ctx);
    const referred = await signUpStudent(ctx, { referral_code: referrer.body.referral_code });
    expect(await referralData(bearer(referrer.body.access))).toEqual({
      success: true,
      data: { code: referrer.body.referral_code, total_referral: 1, points: 0, active_referral: 0 },
    });

    expect((await verify(referred.body.email)).statusCode).toBe(200);
    expect((await referralData(bearer(referrer.body.access))).data).toMatchObject({ total_referral: 1, points: 50, active_referral: 1 });
    const awards = (await ledgerOf(ctx, referrer.body.id)).filter((r) => r.actionType === 'referral_signup');
    expect(awards.map((r) => [r.points, r.sourceKey])).toEqual([[50, `user:${referred.body.id}`]]);
    const badges = (await ctx.app.inject({ method: 'GET', url: '/api/gamification/user-badges/', headers: bearer(referrer.body.access) })).json().badges;
    expect(badges.map((b: { name: string }) => b.name)).toContain('Friend Finder');

    // Verifying again (already verified) gives nothing more.
    await post(ctx, '/api/verify-email/', { email: referred.body.email, otp: '000000' });
    expect((await referralData(bearer(referrer.body.access))).data.points).toBe(50);
    const stats = await ctx.app.inject({ method: 'GET', url: '/api/user-stats/', headers: bearer(referrer.body.access) });
    expect(stats.json().referrals).toBe(1);
  });

  it('refuses a self-referral through an alias of the same mailbox, and writes nothing', async () => {
    const referrer = await signUpStudent(ctx, { email: 'ann.lee.selfref@gmail.com' });
    for (const alias of ['annleeselfref+second@gmail.com', 'Ann.Lee.SelfRef@googlemail.com']) {
      const res = await post(ctx, '/api/signup/', signupPayload({ email: alias, referral_code: referrer.body.referral_code }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ referral_code: [referralMessages.ownReferralCode] });
      expect(await ctx.deps.db.select().from(users).where(eq(users.email, alias))).toEqual([]);
    }
  });

  it('refers one mailbox once, whatever alias or code it signs up with', async () => {
    const [first, second] = [await signUpStudent(ctx), await signUpStudent(ctx)];
    const mailbox = uniqueEmail('friend', 'state.edu');
    const [name, domain] = mailbox.split('@') as [string, string];
    await signUpStudent(ctx, { email: mailbox, referral_code: first.body.referral_code });
    const again = await post(ctx, '/api/signup/', signupPayload({ email: `${name}+again@${domain}`, referral_code: second.body.referral_code }));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ referral_code: [referralMessages.alreadyReferred] });
    // Without a code the alias may still join.
    expect((await post(ctx, '/api/signup/', signupPayload({ email: `${name}+again@${domain}` }))).statusCode).toBe(201);
  });

  it('holds the rules in the database too', async () => {
    const [a, b] = [await createTestStudent(ctx), await createTestStudent(ctx)];
    const row = { referrerUserId: a.userId, referredUserId: b.userId, referrerEmailKey: 'a@x.edu', referredEmailKey: 'b@x.edu' };
    await expect(ctx.deps.db.insert(referrals).values({ ...row, referredUserId: a.userId })).rejects.toThrow();
    await expect(ctx.deps.db.insert(referrals).values({ ...row, referredEmailKey: 'a@x.edu' })).rejects.toThrow();
    await ctx.deps.db.insert(referrals).values(row);
    const c = await createTestStudent(ctx);
    await expect(ctx.deps.db.insert(referrals).values({ ...row, referrerUserId: c.userId, referrerEmailKey: 'c@x.edu' })).rejects.toThrow();
  });
});

describe('POST /api/gamification/send-referral-invitation/', () => {
  it('mails the friend the student’s /ref/{code} link', async () => {
    const student = await createTestStudent(ctx);
    const [user] = await ctx.deps.db.select().from(users).where(eq(users.id, student.userId));
    const friend = uniqueEmail('friend', 'riverside.edu');
    const res = await invite(student, friend);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: referralMessages.invitationSent(friend) });
    const [mail] = await readOutbox(ctx, friend);
    expect(mail!.subject).toBe('Test S. invited you to Bloom');
    expect(mail!.text).toContain(`${ctx.config.publicUrl}/ref/${user!.referralCode}`);
    expect(mail!.html).toContain(`/ref/${user!.referralCode}`);
  });

  it('refuses a bad address, the student’s own (any alias), and someone already on Bloom', async () => {
    const student = await createTestStudent(ctx, { email: uniqueEmail('inviter', 'gmail.com') });
    const bad = await invite(student, 'not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ email: [referralMessages.invalidEmail] });
    expect((await invite(student, undefined)).json()).toEqual({ email: [referralMessages.invalidEmail] });
    const [name] = student.email.split('@') as [string];
    expect((await invite(student, `${name.replace('-', '.-')}+me@gmail.com`)).json()).toEqual({ email: [referralMessages.inviteYourself] });
    const member = await createTestStudent(ctx);
    expect((await invite(student, member.email.toUpperCase())).json()).toEqual({ email: [referralMessages.alreadyMember] });
  });

  it('sends one invitation per address a week, whoever sends it', async () => {
    const [a, b] = [await createTestStudent(ctx), await createTestStudent(ctx)];
    const friend = uniqueEmail('weekly', 'riverside.edu');
    expect((await invite(a, friend)).statusCode).toBe(200);
    const [name, domain] = friend.split('@') as [string, string];
    const again = await invite(b, `${name}+x@${domain}`);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ detail: referralMessages.addressInvitedThisWeek, retry_after_seconds: 7 * 24 * 3600 });
    clock.advance(7 * 24 * 3600_000);
    // A week on (a new student: the others' tokens have run out by now).
    expect((await invite(await createTestStudent(ctx), friend)).statusCode).toBe(200);
    expect(await readOutbox(ctx, friend)).toHaveLength(2);
  });

  it('sends at most 10 a day per student; a refused one counts for nothing; the next day starts again', async () => {
    clock.set(new Date('2026-04-01T22:00:00Z'));
    const student = await createTestStudent(ctx);
    expect((await invite(student, 'bad')).statusCode).toBe(400);
    for (let i = 0; i < 10; i += 1) expect((await invite(student, uniqueEmail('daily', 'riverside.edu'))).statusCode).toBe(200);
    const eleventh = await invite(student, uniqueEmail('daily', 'riverside.edu'));
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({ detail: referralMessages.dailyLimit, retry_after_seconds: 2 * 3600 });
    clock.advance(2 * 3600_000);
    expect((await invite(student, uniqueEmail('daily', 'riverside.edu'))).statusCode).toBe(200);
  });

  it('says an address already has an account at most 10 times a day per student: each answer spends an invitation', async () => {
    clock.set(new Date('2026-04-02T20:00:00Z'));
    const student = await createTestStudent(ctx);
    const members = await Promise.all(Array.from({ length: 11 }, () => createTestStudent(ctx)));
    for (const member of members.slice(0, 10)) expect((await invite(student, member.email)).json()).toEqual({ email: [referralMessages.alreadyMember] });
    const eleventh = await invite(student, members[10]!.email);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({ detail: referralMessages.dailyLimit });
    expect((await invite(student, uniqueEmail('after-lookups', 'riverside.edu'))).statusCode).toBe(429);
  });

  it('needs a verified student', async () => {
    const student = await createTestStudent(ctx);
    await ctx.deps.db.update(users).set({ emailVerified: false }).where(eq(users.id, student.userId));
    expect((await invite(student, uniqueEmail())).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user-referral/' })).statusCode).toBe(401);
  });
});

describe.runIf(isPostgres)('invitation races on PostgreSQL', () => {
  it('20 invitations at once from one student: exactly 10 go out', async () => {
    const student = await createTestStudent(ctx);
    const responses = await Promise.all(Array.from({ length: 20 }, () => invite(student, uniqueEmail('burst', 'riverside.edu'))));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(10);
  }, 60_000);

  it('ten students inviting one address at once: one mail', async () => {
    const students = await Promise.all(Array.from({ length: 10 }, () => createTestStudent(ctx)));
    const friend = uniqueEmail('popular', 'riverside.edu');
    const responses = await Promise.all(students.map((s) => invite(s, friend)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await readOutbox(ctx, friend)).toHaveLength(1);
  }, 60_000);

  it('the same referred student verified twice at once pays the referrer once', async () => {
    const referrer = await signUpStudent(ctx);
    const referred = await signUpStudent(ctx, { referral_code: referrer.body.referral_code });
    const otp = await readLatestCode(ctx, referred.body.email);
    await Promise.all(Array.from({ length: 5 }, () => post(ctx, '/api/verify-email/', { email: referred.body.email, otp })));
    expect((await referralData(bearer(referrer.body.access))).data).toMatchObject({ points: 50, active_referral: 1 });
  }, 60_000);
});

