import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '@bloom/contract/accounts';
import { emailCodes, users } from '@bloom/db/schema';
import { createTestApp, createTestClock, isPostgres, type TestContext } from '../../test/helper';
import { generateOneTimeCode } from './one-time-codes';
import { otherCode, post, readLatestCode, readOutbox, signUpStudent, uniqueEmail } from './test-accounts';

const clock = createTestClock(new Date('2026-04-10T08:00:00.000Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(async () => {
  await ctx.close();
});

const verify = (email: string, otp: string) => post(ctx, '/api/verify-email/', { email, otp });
const resend = (email: string) => post(ctx, '/api/resend-otp/', { email });
const check = (email: string) => post(ctx, '/api/check-verification/', { email });

async function isVerified(userId: number): Promise<boolean> {
  const [row] = await ctx.deps.db.select({ v: users.emailVerified }).from(users).where(eq(users.id, userId));
  return row!.v;
}

describe('one-time codes', () => {
  it('are six random digits, leading zeros included', () => {
    const codes = Array.from({ length: 2000 }, generateOneTimeCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    // Every position takes every digit: no fixed prefix, no missing leading zeros.
    for (let position = 0; position < 6; position += 1) {
      expect(new Set(codes.map((c) => c[position])).size).toBe(10);
    }
  });
});

describe('POST /api/verify-email/', () => {
  it('verifies the email with the mailed code and answers data.message', async () => {
    const { payload, body } = await signUpStudent(ctx);
    const code = await readLatestCode(ctx, payload.email);
    const res = await verify(payload.email.toUpperCase(), code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { message: accountMessages.emailVerified } });
    expect(await isVerified(body.id)).toBe(true);
    const status = await check(payload.email);
    expect(status.json()).toMatchObject({ email_verified: true });
  });

  it('answers an already verified email kindly and changes nothing', async () => {
    const { payload } = await signUpStudent(ctx);
    const code = await readLatestCode(ctx, payload.email);
    expect((await verify(payload.email, code)).statusCode).toBe(200);
    const again = await verify(payload.email, code);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ data: { message: accountMessages.alreadyVerified } });
  });

  it('refuses a wrong code and counts the try', async () => {
    const { payload, body } = await signUpStudent(ctx);
    const code = await readLatestCode(ctx, payload.email);
    const res = await verify(payload.email, otherCode(code));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: accountMessages.codeInvalid, code: 'invalid_code' });
    expect(await isVerified(body.id)).toBe(false);
    const [row] = await ctx.deps.db.select().from(emailCodes).where(eq(emailCodes.userId, body.id));
    expect(row!.failedAttempts).toBe(1);
    // A wrong try does not end the code.
    expect((await verify(payload.email, code)).statusCode).toBe(200);
  });

  it('kills the code after 5 wrong tries: the right code no longer works', async () => {
    const { payload, body } = await signUpStudent(ctx);
    const code = await readLatestCode(ctx, payload.email);
    for (let i = 0; i < 5; i += 1) {
      const res = await verify(payload.email, otherCode(code));
      expect(res.json().code).toBe('invalid_code');
    }
    const dead = await verify(payload.email, code);
    expect(dead.statusCode).toBe(400);
    expect(dead.json()).toEqual({ detail: accountMessages.codeExpired, code: 'code_expired' });
    expect(await isVerified(body.id)).toBe(false);
    // A new code works.
    expect((await resend(payload.email)).statusCode).toBe(200);
    expect((await verify(payload.email, await readLatestCode(ctx, payload.email))).statusCode).toBe(200);
  });

  it('accepts a code for 10 minutes and not a moment longer', async () => {
    const early = await signUpStudent(ctx);
    const earlyCode = await readLatestCode(ctx, early.payload.email);
    const late = await signUpStudent(ctx);
    const lateCode = await readLatestCode(ctx, late.payload.email);
    clock.advance(10 * 60 * 1000 - 1000);
    expect((await verify(early.payload.email, earlyCode)).statusCode).toBe(200);
    clock.advance(1000);
    const expired = await verify(late.payload.email, lateCode);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('code_expired');
    expect(await isVerified(late.body.id)).toBe(false);
  });

  it('a resent code supersedes the earlier one', async () => {
    const { payload, body } = await signUpStudent(ctx);
    const first = await readLatestCode(ctx, payload.email);
    expect((await resend(payload.email)).statusCode).toBe(200);
    const second = await readLatestCode(ctx, payload.email);
    const rows = await ctx.deps.db.select().from(emailCodes).where(eq(emailCodes.userId, body.id)).orderBy(emailCodes.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.expiresAt.getTime()).toBeLessThanOrEqual(clock.now().getTime());
    // Two draws can be equal once in a million; then the old code is the new one.
    const expected = first === second ? 200 : 400;
    expect((await verify(payload.email, first)).statusCode).toBe(expected);
    if (first !== second) expect((await verify(payload.email, second)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown email and checks the code format', async () => {
    const unknown = await verify(uniqueEmail('nobody'), '123456');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe(accountMessages.userNotFound);
    for (const [otp, message] of [
      ['', accountMessages.otpRequired],
      [undefined, accountMessages.otpRequired],
      ['12345', accountMessages.otpInvalid],
      ['1234567', accountMessages.otpInvalid],
      ['12a456', accountMessages.otpInvalid],
      [123456, accountMessages.otpInvalid],
    ] as const) {
      const res = await post(ctx, '/api/verify-email/', { email: 'ann@example.edu', otp });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ otp: [message] });
    }
  });
});

describe('POST /api/resend-otp/ and POST /api/check-verification/', () => {
  it('allows 4 resends in 24 hours, then 429 with next_resend_time, and again once the first leaves the window', async () => {
    const { payload } = await signUpStudent(ctx);
    const firstAt = clock.now();
    const counts = [];
    for (let i = 1; i <= 4; i += 1) {
      const res = await resend(payload.email);
      expect(res.statusCode).toBe(200);
      counts.push(res.json());
      clock.advance(60 * 60 * 1000);
    }
    expect(counts.map((c) => [c.resend_count, c.can_resend])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, false],
    ]);
    expect(counts[0]).toMatchObject({ message: accountMessages.verificationCodeSent, next_resend_time: null });
    const nextAllowed = new Date(firstAt.getTime() + 24 * 3600 * 1000).toISOString();
    expect(counts[3]!.next_resend_time).toBe(nextAllowed);

    const refused = await resend(payload.email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      detail: accountMessages.resendLimitReached,
      code: 'resend_limit_exceeded',
      can_resend: false,
      resend_count: 4,
      next_resend_time: nextAllowed,
    });
    expect(Number(refused.headers['retry-after'])).toBe(20 * 3600);
    expect(await readOutbox(ctx, payload.email)).toHaveLength(5);

    const status = await check(payload.email);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ email_verified: false, can_resend: false, resend_count: 4, next_resend_time: nextAllowed });

    clock.set(new Date(nextAllowed));
    const again = await resend(payload.email);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ resend_count: 4, can_resend: false });
  });

  it('reports the verification state of a fresh account', async () => {
    const { payload } = await signUpStudent(ctx);
    const res = await check(payload.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email_verified: false, can_resend: true, resend_count: 0, next_resend_time: null });
  });

  it('answers 404 for an unknown email and 400 for a resend to a verified one', async () => {
    for (const call of [resend, check]) {
      const res = await call(uniqueEmail('nobody'));
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe(accountMessages.userNotFound);
    }
    const { payload } = await signUpStudent(ctx);
    await verify(payload.email, await readLatestCode(ctx, payload.email));
    const res = await resend(payload.email);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: accountMessages.alreadyVerified, code: 'already_verified' });
  });

  it.runIf(isPostgres)('parallel resends never pass the cap (PostgreSQL)', async () => {
    const { payload, body } = await signUpStudent(ctx);
    const responses = await Promise.all(Array.from({ length: 8 }, () => resend(payload.email)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(4);
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(4);
    const resends = await ctx.deps.db
      .select()
      .from(emailCodes)
      .where(and(eq(emailCodes.userId, body.id), eq(emailCodes.isResend, true)));
    expect(resends).toHaveLength(4);
  });

  it.runIf(isPostgres)('one code is used once even when six requests carry it at the same moment (PostgreSQL)', async () => {
    const { payload, body } = await signUpStudent(ctx);
    await post(ctx, '/api/auth/password-forget/', { email: payload.email });
    const code = await readLatestCode(ctx, payload.email);
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post(ctx, '/api/auth/password-reset/', { email: payload.email, otp: code, new_password: `New-password-${i}` }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const [row] = await ctx.deps.db
      .select()
      .from(emailCodes)
      .where(and(eq(emailCodes.userId, body.id), eq(emailCodes.purpose, 'reset_password')));
    expect(row!.usedAt).not.toBeNull();
  });
});
