import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '@bloom/contract/accounts';
import { emailCodes, outboxMessages, users } from '@bloom/db/schema';
import { createTestApp, createTestClock, type TestContext } from '../../test/helper';
import { accountRateLimits } from './account-rate-limits';
import { PASSWORD, otherCode, post, readLatestCode, readOutbox, signUpStudent, uniqueEmail } from './test-accounts';

const clock = createTestClock(new Date('2026-05-20T12:00:00.000Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(async () => {
  await ctx.close();
});

const forget = (email: string) => post(ctx, '/api/auth/password-forget/', { email });
const reset = (email: string, otp: string, newPassword: string) =>
  post(ctx, '/api/auth/password-reset/', { email, otp, new_password: newPassword });
const login = (email: string, password: string) => post(ctx, '/api/login/', { email, password, type: 'student' });

/** Each test starts in a fresh hour, so the per-address windows of one test never reach the next. */
function startFreshHour() {
  clock.advance(3600_000 - (clock.now().getTime() % 3600_000));
}

describe('POST /api/auth/password-forget/', () => {
  it('mails a reset code and answers with a message', async () => {
    startFreshHour();
    const { payload, body } = await signUpStudent(ctx);
    const res = await forget(payload.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: accountMessages.resetCodeSent });
    const [mail] = await readOutbox(ctx, payload.email);
    expect(mail!.subject).toBe('Reset your Bloom password');
    expect(mail!.text).toMatch(/\b\d{6}\b/);
    const codes = await ctx.deps.db
      .select()
      .from(emailCodes)
      .where(and(eq(emailCodes.userId, body.id), eq(emailCodes.purpose, 'reset_password')));
    expect(codes).toHaveLength(1);
  });

  it('answers an unknown email with exactly the body the client looks for', async () => {
    startFreshHour();
    const email = uniqueEmail('ghost');
    const res = await forget(email);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'user with this email does not exist.' });
    const mails = await ctx.deps.db.select().from(outboxMessages).where(eq(outboxMessages.to, email));
    expect(mails).toHaveLength(0);
  });

  it('allows 5 requests per address an hour, for known and unknown addresses alike', async () => {
    startFreshHour();
    const { payload } = await signUpStudent(ctx);
    const unknown = uniqueEmail('probe');
    for (let i = 0; i < accountRateLimits.passwordForgetPerEmail.limit; i += 1) {
      expect((await forget(payload.email)).statusCode).toBe(200);
      expect((await forget(unknown)).statusCode).toBe(404);
    }
    for (const email of [payload.email.toUpperCase(), unknown]) {
      const res = await forget(email);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ code: 'rate_limit_exceeded', retry_after_seconds: 3600 });
      expect(res.json().detail).toBe('Too many password reset requests for this email. Please try again in 60 minutes.');
    }
    // 5 codes were mailed (the sixth request sent nothing).
    expect(await readOutbox(ctx, payload.email)).toHaveLength(6);
    clock.advance(3600_000);
    expect((await forget(payload.email)).statusCode).toBe(200);
  });

  it('checks the email field', async () => {
    for (const [email, message] of [
      ['', 'Email is required'],
      [undefined, 'Email is required'],
      ['nope', 'Please enter a valid email address'],
    ] as const) {
      const res = await post(ctx, '/api/auth/password-forget/', { email });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ email: [message] });
    }
  });
});

describe('POST /api/auth/password-reset/', () => {
  it('sets the new password with the mailed code: the new one signs in, the old one does not', async () => {
    startFreshHour();
    const { payload, body } = await signUpStudent(ctx);
    await forget(payload.email);
    const code = await readLatestCode(ctx, payload.email);
    const res = await reset(payload.email, code, 'A-brand-new-secret');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: accountMessages.passwordReset });
    expect((await login(payload.email, 'A-brand-new-secret')).statusCode).toBe(200);
    expect((await login(payload.email, PASSWORD)).statusCode).toBe(400);
    // The code came by email, so the address is proven too.
    const [user] = await ctx.deps.db.select().from(users).where(eq(users.id, body.id));
    expect(user!.emailVerified).toBe(true);
  });

  it('uses a code once', async () => {
    startFreshHour();
    const { payload } = await signUpStudent(ctx);
    await forget(payload.email);
    const code = await readLatestCode(ctx, payload.email);
    expect((await reset(payload.email, code, 'First-new-password')).statusCode).toBe(200);
    const again = await reset(payload.email, code, 'Second-new-password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: accountMessages.codeExpired, code: 'code_expired' });
    expect((await login(payload.email, 'First-new-password')).statusCode).toBe(200);
  });

  it('refuses a wrong code, kills the code after 5 wrong tries, and keeps the old password', async () => {
    startFreshHour();
    const { payload } = await signUpStudent(ctx);
    await forget(payload.email);
    const code = await readLatestCode(ctx, payload.email);
    for (let i = 0; i < 5; i += 1) {
      const res = await reset(payload.email, otherCode(code), 'Whatever-password');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: accountMessages.codeInvalid, code: 'invalid_code' });
    }
    const dead = await reset(payload.email, code, 'Whatever-password');
    expect(dead.json().code).toBe('code_expired');
    expect((await login(payload.email, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a code older than 10 minutes', async () => {
    startFreshHour();
    const { payload } = await signUpStudent(ctx);
    await forget(payload.email);
    const code = await readLatestCode(ctx, payload.email);
    clock.advance(10 * 60 * 1000 + 1);
    const res = await reset(payload.email, code, 'Too-late-password');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('code_expired');
    expect((await login(payload.email, PASSWORD)).statusCode).toBe(200);
  });

  it('does not take a verification code as a reset code', async () => {
    startFreshHour();
    const { payload } = await signUpStudent(ctx);
    const verificationCode = await readLatestCode(ctx, payload.email);
    await forget(payload.email);
    const res = await reset(payload.email, verificationCode, 'Sneaky-password');
    expect(res.statusCode).toBe(400);
  });

  it('answers an unknown email like a wrong code', async () => {
    const res = await reset(uniqueEmail('ghost'), '123456', 'Some-password');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: accountMessages.codeInvalid, code: 'invalid_code' });
  });

  it('limits reset attempts per address to 10 an hour', async () => {
    startFreshHour();
    const { payload } = await signUpStudent(ctx);
    for (let round = 0; round < 2; round += 1) {
      await forget(payload.email);
      const code = await readLatestCode(ctx, payload.email);
      for (let i = 0; i < 5; i += 1) expect((await reset(payload.email, otherCode(code), 'Guess-password')).statusCode).toBe(400);
    }
    await forget(payload.email);
    const code = await readLatestCode(ctx, payload.email);
    const blocked = await reset(payload.email, code, 'Right-code-password');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'rate_limit_exceeded' });
    expect(blocked.json().detail).toMatch(/^Too many password reset attempts for this email\. Please try again in \d+ minutes\.$/);
    expect((await login(payload.email, PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    ['a short code', { otp: '12345' }, 'otp', accountMessages.otpInvalid],
    ['letters in the code', { otp: 'abcdef' }, 'otp', accountMessages.otpInvalid],
    ['no code', { otp: '' }, 'otp', accountMessages.otpRequired],
    ['no new password', { new_password: '' }, 'new_password', 'New password is required'],
    ['a missing new password', { new_password: undefined }, 'new_password', 'New password is required'],
    ['a short new password', { new_password: 'short' }, 'new_password', 'Password must be at least 8 characters long'],
    ['the spec client field name', { new_password: undefined, newPassword: 'Long-enough-1' }, 'newPassword', 'This field is not allowed.'],
  ])('refuses %s with its message', async (_name, overrides, field, message) => {
    const body = JSON.parse(JSON.stringify({ email: 'ann@example.edu', otp: '123456', new_password: 'Long-enough-1', ...overrides }));
    const res = await post(ctx, '/api/auth/password-reset/', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()[field]).toEqual([message]);
  });
});
