import { decodeProtectedHeader } from 'jose';
import { parseOptions } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '@bloom/contract/accounts';
import { users } from '@bloom/db/schema';
import { createTestApp, createTestClock, type TestContext } from '../../test/helper';
import { accountRateLimits } from './account-rate-limits';
import { PASSWORD, post, randomClientAddress, readLatestCode, signUpStudent, uniqueEmail } from './test-accounts';

const clock = createTestClock(new Date('2026-03-02T10:00:00.000Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(async () => {
  await ctx.close();
});

const login = (email: string, password: string, remoteAddress?: string) =>
  post(ctx, '/api/login/', { email, password, type: 'student' }, { remoteAddress });

async function verifiedStudent() {
  const student = await signUpStudent(ctx);
  const code = await readLatestCode(ctx, student.payload.email);
  const res = await post(ctx, '/api/verify-email/', { email: student.payload.email, otp: code });
  expect(res.statusCode).toBe(200);
  return student;
}

describe('POST /api/login/', () => {
  it('signs in a verified student: both tokens and the verification state', async () => {
    const { payload, body } = await verifiedStudent();
    const res = await login(payload.email, PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json();
    expect(data).toEqual({
      access: expect.any(String),
      refresh: expect.any(String),
      email_verified: true,
      can_resend: true,
      resend_count: 0,
      next_resend_time: null,
    });
    expect((await ctx.deps.tokens.verifyAccess(data.access))?.userId).toBe(body.id);
    const next = await ctx.deps.tokens.rotate(data.refresh);
    expect(next && (await ctx.deps.tokens.verifyAccess(next.access))?.userId).toBe(body.id);
    expect(decodeProtectedHeader(data.access).alg).toBe('HS256');
  });

  it('signs in an unverified student too, with email_verified false (the client then asks for the code)', async () => {
    const { payload } = await signUpStudent(ctx);
    const res = await login(payload.email, PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email_verified: false, can_resend: true, resend_count: 0 });
  });

  it('compares the email case-insensitively and ignores surrounding spaces', async () => {
    const email = uniqueEmail('LoginCase');
    await signUpStudent(ctx, { email });
    for (const variant of [email.toUpperCase(), email.toLowerCase(), ` ${email} `]) {
      const res = await login(variant, PASSWORD);
      expect(res.statusCode).toBe(200);
    }
  });

  it('answers a wrong password and an unknown email with the same clear 400 message', async () => {
    const { payload } = await signUpStudent(ctx);
    const wrong = await login(payload.email, 'not-the-password');
    const unknown = await login(uniqueEmail('nobody'), PASSWORD);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: accountMessages.invalidCredentials, code: 'invalid_credentials' });
    }
  });

  it('takes about as long for an unknown email as for a wrong password (a dummy hash is checked)', async () => {
    const { payload } = await signUpStudent(ctx);
    await login(uniqueEmail('warmup'), PASSWORD);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      let start = performance.now();
      await login(payload.email, `wrong-${i}-password`);
      known.push(performance.now() - start);
      start = performance.now();
      await login(uniqueEmail('ghost'), `wrong-${i}-password`);
      unknown.push(performance.now() - start);
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    // argon2id at 19 MiB and 2 passes costs tens of milliseconds; a skipped check would cost about 1.
    expect(median(unknown)).toBeGreaterThan(5);
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });

  it('refuses coach accounts: there is only a student sign-in', async () => {
    const { payload, body } = await signUpStudent(ctx);
    await ctx.deps.db.update(users).set({ isStudent: false, isMentor: true }).where(sql`${users.id} = ${body.id}`);
    const res = await login(payload.email, PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(accountMessages.invalidCredentials);
  });

  it.each([
    ['email missing', { password: 'x' }, 'email', 'Email is required'],
    ['email empty', { email: '', password: 'x' }, 'email', 'Email is required'],
    ['email malformed', { email: 'ann@', password: 'x' }, 'email', 'Please enter a valid email address'],
    ['password missing', { email: 'ann@example.edu' }, 'password', 'Password is required'],
    ['password empty', { email: 'ann@example.edu', password: '' }, 'password', 'Password is required'],
    ['another account type', { email: 'ann@example.edu', password: 'x', type: 'mentor' }, 'type', accountMessages.loginTypeInvalid],
  ])('refuses %s with its message', async (_name, body, field, message) => {
    const res = await post(ctx, '/api/login/', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()[field]).toEqual([message]);
  });

  it('stores passwords as argon2id with at least OWASP minimum parameters', async () => {
    const { body } = await signUpStudent(ctx);
    const [user] = await ctx.deps.db.select().from(users).where(sql`${users.id} = ${body.id}`);
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
    const options = parseOptions(user!.passwordHash);
    expect(options.memoryCost).toBeGreaterThanOrEqual(19_456);
    expect(options.timeCost).toBeGreaterThanOrEqual(2);
    expect(options.parallelism).toBe(1);
    expect(options.saltLen).toBeGreaterThanOrEqual(16);
    // Two students with one password get different hashes (a salt each).
    const other = await signUpStudent(ctx);
    const [otherUser] = await ctx.deps.db.select().from(users).where(sql`${users.id} = ${other.body.id}`);
    expect(otherUser!.passwordHash).not.toBe(user!.passwordHash);
  });
});

describe('login rate limits', () => {
  it('after 10 failed logins for one email the 11th try is refused with 429, even with the right password, until the window ends', async () => {
    const { payload } = await signUpStudent(ctx);
    for (let i = 0; i < accountRateLimits.failedLoginsPerEmail.limit; i += 1) {
      const res = await login(payload.email.toUpperCase(), `wrong-password-${i}`);
      expect(res.statusCode).toBe(400);
    }
    const blocked = await login(payload.email, PASSWORD);
    expect(blocked.statusCode).toBe(429);
    const body = blocked.json();
    expect(body.detail).toMatch(/^Too many failed sign-in attempts\. Please try again in (a minute|\d+ minutes)\.$/);
    expect(body.code).toBe('rate_limit_exceeded');
    expect(body.retry_after_seconds).toBeGreaterThan(0);
    expect(body.retry_after_seconds).toBeLessThanOrEqual(15 * 60);
    expect(blocked.headers['retry-after']).toBe(String(body.retry_after_seconds));

    // Another address is not affected.
    const other = await signUpStudent(ctx);
    expect((await login(other.payload.email, PASSWORD)).statusCode).toBe(200);

    clock.advance(body.retry_after_seconds * 1000);
    expect((await login(payload.email, PASSWORD)).statusCode).toBe(200);
  });

  it('limits one client address to 300 account requests a minute across the account calls', async () => {
    const address = randomClientAddress();
    clock.advance(60_000 - (clock.now().getTime() % 60_000));
    const limit = accountRateLimits.perClient.limit;
    for (let i = 0; i < limit; i += 1) {
      const isLogin = i % 10 === 0;
      const url = isLogin ? '/api/login/' : '/api/check-verification/';
      const res = await post(ctx, url, { email: `nobody-${i}@example.edu`, ...(isLogin ? { password: 'x' } : {}) }, { remoteAddress: address });
      expect(res.statusCode).toBeLessThan(429);
    }
    const { payload } = await signUpStudent(ctx);
    const blocked = await post(ctx, '/api/login/', { email: payload.email, password: PASSWORD }, { remoteAddress: address });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'rate_limit_exceeded', retry_after_seconds: 60 });
    expect(blocked.json().detail).toBe('Too many requests from your network. Please try again in a minute.');
    // Malformed requests count too, and are refused before they are parsed.
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/signup/',
      payload: '{not json',
      headers: { 'content-type': 'application/json' },
      remoteAddress: address,
    });
    expect(malformed.statusCode).toBe(429);
    expect((await post(ctx, '/api/login/', { email: payload.email, password: PASSWORD })).statusCode).toBe(200);
    clock.advance(60_000);
    expect((await post(ctx, '/api/login/', { email: payload.email, password: PASSWORD }, { remoteAddress: address })).statusCode).toBe(200);
  });
});

describe('POST /api/token/refresh/', () => {
  it('gives a new token pair for a refresh token', async () => {
    const { body } = await signUpStudent(ctx);
    const res = await post(ctx, '/api/token/refresh/', { refresh: body.refresh });
    expect(res.statusCode).toBe(200);
    const { access, refresh } = res.json();
    expect((await ctx.deps.tokens.verifyAccess(access))?.userId).toBe(body.id);
    expect(refresh).toEqual(expect.any(String));
  });

  it('refuses an access token, a tampered token, an expired one and a missing one', async () => {
    const { body } = await signUpStudent(ctx);
    const [header, payload, signature] = body.refresh.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const tampered = [header, Buffer.from(JSON.stringify({ ...claims, sub: String(body.id + 1) })).toString('base64url'), signature].join('.');
    for (const refresh of [body.access, tampered, 'not.a.token']) {
      const res = await post(ctx, '/api/token/refresh/', { refresh });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: accountMessages.tokenInvalid, code: 'token_not_valid' });
    }
    const missing = await post(ctx, '/api/token/refresh/', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ refresh: [accountMessages.refreshRequired] });

    clock.advance(31 * 24 * 3600 * 1000);
    const expired = await post(ctx, '/api/token/refresh/', { refresh: body.refresh });
    expect(expired.statusCode).toBe(401);
  });
});
