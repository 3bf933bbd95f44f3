import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '@bloom/contract/accounts';
import { createTestApp, createTestClock, createTestDatabase, isPostgres, type TestContext } from '../../test/helper';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../platform/tokens';
import { PASSWORD, post, readLatestCode, signUpStudent } from './test-accounts';

const clock = createTestClock(new Date('2026-06-01T09:00:00.000Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(async () => {
  await ctx.close();
});

interface Pair {
  access: string;
  refresh: string;
}

const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
const readProfile = (access: string) => ctx.app.inject({ method: 'GET', url: '/api/student-profiles/', headers: bearer(access) });
const refresh = (token: string) => post(ctx, '/api/token/refresh/', { refresh: token });
const login = async (email: string, password = PASSWORD): Promise<Pair> => {
  const res = await post(ctx, '/api/login/', { email, password, type: 'student' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Pair;
};
const logout = (access: string) => ctx.app.inject({ method: 'POST', url: '/api/logout/', headers: bearer(access) });

async function resetPassword(email: string, newPassword: string) {
  expect((await post(ctx, '/api/auth/password-forget/', { email })).statusCode).toBe(200);
  const otp = await readLatestCode(ctx, email);
  const res = await post(ctx, '/api/auth/password-reset/', { email, otp, new_password: newPassword });
  expect(res.statusCode, res.body).toBe(200);
}

async function expectSessionEnded(pair: Pair, label: string) {
  const profile = await readProfile(pair.access);
  expect(profile.statusCode, `${label}: access token`).toBe(401);
  expect(profile.json()).toEqual({ detail: 'Given token not valid for any token type', code: 'token_not_valid' });
  const refreshed = await refresh(pair.refresh);
  expect(refreshed.statusCode, `${label}: refresh token`).toBe(401);
  expect(refreshed.json()).toEqual({ detail: accountMessages.tokenInvalid, code: 'token_not_valid' });
}

describe('a password reset', () => {
  it('ends every earlier session: their access and refresh tokens answer 401', async () => {
    const { payload, body: signup } = await signUpStudent(ctx);
    const second = await login(payload.email);
    expect((await readProfile(second.access)).statusCode).toBe(200);

    await resetPassword(payload.email, 'A-new-password-2026');

    await expectSessionEnded(signup, 'the signup session');
    await expectSessionEnded(second, 'the second login');
    const fresh = await login(payload.email, 'A-new-password-2026');
    expect((await readProfile(fresh.access)).statusCode).toBe(200);
  });

  it('leaves other students signed in', async () => {
    const { payload } = await signUpStudent(ctx);
    const { body: bystander } = await signUpStudent(ctx);
    await resetPassword(payload.email, 'Yet-another-password-1');
    expect((await readProfile(bystander.access)).statusCode).toBe(200);
    expect((await refresh(bystander.refresh)).statusCode).toBe(200);
  });
});

describe('POST /api/token/refresh/', () => {
  it('returns a new pair and takes the old refresh token out of use', async () => {
    const { body } = await signUpStudent(ctx);
    const first = await refresh(body.refresh);
    expect(first.statusCode).toBe(200);
    const rotated = first.json() as Pair;
    expect(rotated.refresh).toEqual(expect.any(String));
    expect(rotated.refresh).not.toBe(body.refresh);
    expect(rotated.access).not.toBe(body.access);
    expect((await readProfile(rotated.access)).statusCode).toBe(200);

    const second = await refresh(rotated.refresh);
    expect(second.statusCode).toBe(200);
    expect((await readProfile((second.json() as Pair).access)).statusCode).toBe(200);
  });

  it('refuses a replayed refresh token and ends its whole family, and only that family', async () => {
    const { payload, body } = await signUpStudent(ctx);
    const otherDevice = await login(payload.email);
    const rotated = (await refresh(body.refresh)).json() as Pair;

    const replay = await refresh(body.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ detail: accountMessages.tokenInvalid, code: 'token_not_valid' });

    // Whoever holds the newer tokens of that family (the thief or the student) is signed out too.
    await expectSessionEnded(rotated, 'the rotated pair');
    expect((await readProfile(body.access)).statusCode).toBe(401);
    // The student's other sign-in is another family.
    expect((await readProfile(otherDevice.access)).statusCode).toBe(200);
    expect((await refresh(otherDevice.refresh)).statusCode).toBe(200);
  });

  it('keeps the session\u2019s absolute lifetime: a rotated refresh token expires when the first one would have', async () => {
    const { body } = await signUpStudent(ctx);
    clock.advance(29 * 24 * 3600 * 1000);
    const rotated = (await refresh(body.refresh)).json() as Pair;
    clock.advance(2 * 24 * 3600 * 1000);
    expect((await refresh(rotated.refresh)).statusCode).toBe(401);
    expect((await readProfile(rotated.access)).statusCode).toBe(401);
  });
});

describe('POST /api/logout/', () => {
  it('ends this session only, for a verified or an unverified account', async () => {
    const { payload, body } = await signUpStudent(ctx);
    const otherDevice = await login(payload.email);
    const res = await logout(body.access);
    expect(res.statusCode).toBe(204);
    await expectSessionEnded(body, 'the logged-out session');
    expect((await readProfile(otherDevice.access)).statusCode).toBe(200);
    expect((await logout(body.access)).statusCode).toBe(401);
  });
});

describe('tokens the server did not issue as they are', () => {
  const claimsOf = (token: string) => decodeJwt(token);

  async function signLike(token: string, change: (claims: Record<string, unknown>) => Record<string, unknown>) {
    const claims = change({ ...claimsOf(token) });
    return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(ctx.jwtSecret));
  }

  it('refuses an otherwise valid token without exp', async () => {
    const { body } = await signUpStudent(ctx);
    const withoutExp = await signLike(body.access, ({ exp: _exp, ...rest }) => rest);
    expect((await readProfile(withoutExp)).statusCode).toBe(401);
    const refreshWithoutExp = await signLike(body.refresh, ({ exp: _exp, ...rest }) => rest);
    expect((await refresh(refreshWithoutExp)).statusCode).toBe(401);
    // The same token re-signed with its exp is accepted: the signing above is not what is refused.
    expect((await readProfile(await signLike(body.access, (claims) => claims))).statusCode).toBe(200);
  });

  it('answers 401, not 500, for a subject outside the id range', async () => {
    const { body } = await signUpStudent(ctx);
    for (const sub of ['2147483648', '99999999999', '9007199254740993', '-1', '0', '1e3', ' 7', 'abc']) {
      const token = await signLike(body.access, (claims) => ({ ...claims, sub }));
      const profile = await readProfile(token);
      expect(profile.statusCode, `sub ${sub}`).toBe(401);
      const spend = await ctx.app.inject({ method: 'POST', url: '/api/gamification/credits/allocate-from-school/', headers: bearer(token), payload: { credits_to_allocate: 1 } });
      expect(spend.statusCode, `sub ${sub} on a verified-only route`).toBe(401);
      const refreshToken = await signLike(body.refresh, (claims) => ({ ...claims, sub }));
      expect((await refresh(refreshToken)).statusCode, `refresh with sub ${sub}`).toBe(401);
    }
  });

  it('refuses another algorithm, alg none, another secret, a refresh token as access, and an expired token', async () => {
    const { body } = await signUpStudent(ctx);
    const key = new TextEncoder().encode(ctx.jwtSecret);
    const claims = claimsOf(body.access);
    for (const alg of ['HS384', 'HS512']) {
      const other = await new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(key);
      expect((await readProfile(other)).statusCode, alg).toBe(401);
    }
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    expect((await readProfile(`${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`)).statusCode).toBe(401);
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode('someone-elses-secret-that-is-long-enough'));
    expect((await readProfile(forged)).statusCode).toBe(401);
    expect((await readProfile(body.refresh)).statusCode).toBe(401);
    expect((await refresh(body.access)).statusCode).toBe(401);

    clock.advance((ACCESS_TOKEN_TTL_SECONDS - 60) * 1000);
    expect((await readProfile(body.access)).statusCode).toBe(200);
    clock.advance(120 * 1000);
    expect((await readProfile(body.access)).statusCode).toBe(401);
  });

  it('answers a request without a bearer token with 401', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/student-profiles/' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.', code: 'not_authenticated' });
  });
});

describe.runIf(isPostgres)('concurrent refreshes (PostgreSQL)', () => {
  it('one refresh token sent 10 times at once: one new pair, then the replays end the family', async () => {
    const { body } = await signUpStudent(ctx);
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(body.refresh)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, ...Array.from({ length: 9 }, () => 401)]);
    // The winner's pair belongs to the family the replays ended: a copied token is worth nothing.
    const winner = answers.find((res) => res.statusCode === 200)!.json() as Pair;
    await expectSessionEnded(winner, 'the pair of the first refresh');
  });

  it('a password reset racing 10 sign-ins leaves none of those begun before it alive', async () => {
    const { payload } = await signUpStudent(ctx);
    expect((await post(ctx, '/api/auth/password-forget/', { email: payload.email })).statusCode).toBe(200);
    const otp = await readLatestCode(ctx, payload.email);
    const [reset, ...logins] = await Promise.all([
      post(ctx, '/api/auth/password-reset/', { email: payload.email, otp, new_password: 'Raced-password-2026' }),
      ...Array.from({ length: 10 }, () => post(ctx, '/api/login/', { email: payload.email, password: PASSWORD, type: 'student' })),
    ]);
    expect(reset!.statusCode).toBe(200);
    // The logins read the old password before the reset (which hashes the new one first) wrote it.
    expect(logins.some((login) => login.statusCode === 200)).toBe(true);
    for (const login of logins.filter((res) => res.statusCode === 200)) {
      // A login that checked the old password got the old epoch: its session died with the reset.
      expect((await readProfile((login.json() as Pair).access)).statusCode).toBe(401);
    }
  });
});

/** A student who verified their email: only their sign-ins are kept in the session cache. */
async function signUpVerified(context: TestContext = ctx): Promise<{ email: string; pair: Pair }> {
  const { payload, body } = await signUpStudent(context);
  const otp = await readLatestCode(context, payload.email);
  expect((await post(context, '/api/verify-email/', { email: payload.email, otp })).statusCode).toBe(200);
  return { email: payload.email, pair: { access: body.access, refresh: body.refresh } };
}

describe('the session cache (a checked token is trusted for a while without a query)', () => {
  it('serves repeated reads of a verified student and still ends a session at once on logout, leaving the others', async () => {
    const { email, pair } = await signUpVerified();
    const other = await login(email);
    for (const access of [pair.access, pair.access, other.access, other.access]) expect((await readProfile(access)).statusCode).toBe(200);
    expect((await logout(pair.access)).statusCode).toBe(204);
    await expectSessionEnded(pair, 'the logged-out session');
    expect((await readProfile(other.access)).statusCode).toBe(200);
  });

  it('ends every cached session at once on a password reset', async () => {
    const { email, pair } = await signUpVerified();
    const second = await login(email);
    for (const access of [pair.access, second.access]) expect((await readProfile(access)).statusCode).toBe(200);
    await resetPassword(email, 'Another-password-2026');
    await expectSessionEnded(pair, 'the first session');
    await expectSessionEnded(second, 'the second session');
  });

  it('ends a cached session at once when its refresh token is replayed', async () => {
    const { pair } = await signUpVerified();
    expect((await readProfile(pair.access)).statusCode).toBe(200);
    expect((await refresh(pair.refresh)).statusCode).toBe(200);
    expect((await refresh(pair.refresh)).statusCode).toBe(401);
    expect((await readProfile(pair.access)).statusCode).toBe(401);
  });

  it('does not trust a cached token past its expiry', async () => {
    const { pair } = await signUpVerified();
    expect((await readProfile(pair.access)).statusCode).toBe(200);
    clock.advance((ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    expect((await readProfile(pair.access)).statusCode).toBe(401);
  });
});

describe.runIf(isPostgres)('the session cache across server processes (PostgreSQL)', () => {
  it('a logout or a password reset through one app ends the session in another app on the same database', async () => {
    const database = await createTestDatabase();
    const shared = { database, env: { DATABASE_URL: database.url! } };
    const first = await createTestApp(shared);
    const second = await createTestApp({ ...shared, jwtSecret: first.jwtSecret, database: { ...database, dispose: async () => undefined } });
    try {
      const read = (context: TestContext, access: string) => context.app.inject({ method: 'GET', url: '/api/student-profiles/', headers: bearer(access) });
      const eventually401 = async (access: string) => {
        const deadline = Date.now() + 3_000;
        while ((await read(second, access)).statusCode !== 401) {
          expect(Date.now(), 'the other app still accepts the ended session').toBeLessThan(deadline);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      // The second app's notification channel is up once it caches: wait for that before ending anything.
      const { email, pair } = await signUpVerified(first);
      const extra = (await post(first, '/api/login/', { email, password: PASSWORD, type: 'student' })).json() as Pair;
      for (const access of [pair.access, extra.access]) for (let i = 0; i < 3; i++) expect((await read(second, access)).statusCode).toBe(200);

      expect((await first.app.inject({ method: 'POST', url: '/api/logout/', headers: bearer(pair.access) })).statusCode).toBe(204);
      await eventually401(pair.access);
      expect((await read(second, extra.access)).statusCode).toBe(200);

      expect((await post(first, '/api/auth/password-forget/', { email })).statusCode).toBe(200);
      const otp = await readLatestCode(first, email);
      expect((await post(first, '/api/auth/password-reset/', { email, otp, new_password: 'Third-password-2026' })).statusCode).toBe(200);
      await eventually401(extra.access);
    } finally {
      await second.close();
      await first.close();
    }
  });

  it('a password reset racing 40 reads of its sessions: once it has answered, no read passes', async () => {
    const { email, pair } = await signUpVerified();
    expect((await readProfile(pair.access)).statusCode).toBe(200);
    expect((await post(ctx, '/api/auth/password-forget/', { email })).statusCode).toBe(200);
    const otp = await readLatestCode(ctx, email);
    const reads = Array.from({ length: 40 }, () => readProfile(pair.access));
    const reset = await post(ctx, '/api/auth/password-reset/', { email, otp, new_password: 'Racing-password-2026' });
    expect(reset.statusCode).toBe(200);
    await Promise.all(reads);
    for (let i = 0; i < 20; i++) expect((await readProfile(pair.access)).statusCode).toBe(401);
  });
});
