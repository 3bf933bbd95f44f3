import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '@bloom/contract/accounts';
import { unstorableTextMessage } from '../../platform/request-content';
import { createTestApp, type TestContext } from '../../test/helper';
import { countAccountWrites, post, randomClientAddress, signUpStudent, signupPayload } from './test-accounts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const accountPaths = [
  '/api/signup/',
  '/api/login/',
  '/api/verify-email/',
  '/api/resend-otp/',
  '/api/check-verification/',
  '/api/auth/password-forget/',
  '/api/auth/password-reset/',
  '/api/token/refresh/',
];

const countWrites = () => countAccountWrites(ctx);

const raw = (url: string, payload: string, contentType = 'application/json') =>
  ctx.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType }, remoteAddress: randomClientAddress() });

describe('bad input on every account call', () => {
  it('malformed JSON is a 400 parse error', async () => {
    const before = await countWrites();
    for (const url of accountPaths) {
      for (const payload of ['{not json', '{"email": "a@b.edu",}', '\u0000', '{"email": "a@b.edu"']) {
        const res = await raw(url, payload);
        expect(res.statusCode, `${url} ${payload}`).toBe(400);
        expect(res.json()).toMatchObject({ code: 'parse_error' });
      }
    }
    expect(await countWrites()).toEqual(before);
  });

  it('a body that is not a JSON object, or no body at all, is a 400 in the field-error shape', async () => {
    for (const url of accountPaths) {
      for (const payload of ['[]', '"text"', '42', 'null', 'true']) {
        const res = await raw(url, payload);
        expect(res.statusCode, `${url} ${payload}`).toBe(400);
        expect(Object.values(res.json() as Record<string, unknown>).every(Array.isArray)).toBe(true);
      }
      const empty = await ctx.app.inject({ method: 'POST', url, remoteAddress: randomClientAddress() });
      expect(empty.statusCode, url).toBe(400);
    }
  });

  it('other content types are refused with 415', async () => {
    for (const url of accountPaths) {
      const res = await raw(url, 'email=a@b.edu&password=x', 'application/x-www-form-urlencoded');
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ code: 'unsupported_media_type' });
    }
  });

  it('unknown fields are refused by name and nothing is written', async () => {
    const before = await countWrites();
    const res = await post(ctx, '/api/signup/', signupPayload({ is_staff: true, email_verified: true }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ is_staff: ['This field is not allowed.'], email_verified: ['This field is not allowed.'] });
    const login = await post(ctx, '/api/login/', { email: 'a@b.edu', password: 'x', type: 'student', remember: true });
    expect(login.json()).toEqual({ remember: ['This field is not allowed.'] });
    expect(await countWrites()).toEqual(before);
  });

  it('wrong types get a field error, never a 500', async () => {
    const before = await countWrites();
    const cases: [string, Record<string, unknown>, string][] = [
      ['/api/signup/', signupPayload({ email: ['a@b.edu'] }), 'email'],
      ['/api/signup/', signupPayload({ first_name: { name: 'Ann' } }), 'first_name'],
      ['/api/signup/', signupPayload({ password: 12345678 }), 'password'],
      ['/api/signup/', signupPayload({ is_student: 'true' }), 'is_student'],
      ['/api/signup/', signupPayload({ timezone: 5 }), 'timezone'],
      ['/api/signup/', signupPayload({ referral_code: 42 }), 'referral_code'],
      ['/api/login/', { email: 'a@b.edu', password: null }, 'password'],
      ['/api/verify-email/', { email: true, otp: '123456' }, 'email'],
      ['/api/auth/password-reset/', { email: 'a@b.edu', otp: '123456', new_password: ['x'] }, 'new_password'],
      ['/api/token/refresh/', { refresh: 1 }, 'refresh'],
    ];
    for (const [url, body, field] of cases) {
      const res = await post(ctx, url, body);
      expect(res.statusCode, `${url} ${field}`).toBe(400);
      expect(res.json()[field]).toHaveLength(1);
    }
    expect(await countWrites()).toEqual(before);
  });

  it('a body over 64 KiB is refused with 413 before it is parsed', async () => {
    const before = await countWrites();
    for (const url of accountPaths) {
      const res = await raw(url, JSON.stringify({ email: 'a@b.edu', password: 'x'.repeat(70_000) }));
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ code: 'payload_too_large' });
    }
    expect(await countWrites()).toEqual(before);
  });

  it('a first name with a NUL byte is refused as text that cannot be stored, and nothing is written', async () => {
    const before = await countWrites();
    const res = await post(ctx, '/api/signup/', signupPayload({ first_name: 'Ann\u0000e' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ first_name: [unstorableTextMessage] });
    expect(await countWrites()).toEqual(before);
  });

  it.each([
    ['a right-to-left override', 'Ann\u202Eeh'],
    ['a right-to-left mark', '\u200FAnn'],
    ['a zero-width joiner', 'An\u200Dn'],
    ['an emoji', 'Ann 🌸'],
    ['a line break', 'Ann\nSmith'],
    ['digits', 'Ann2'],
    ['markup', '<script>alert(1)</script>'],
  ])('a first name with %s is refused and nothing is written', async (_name, firstName) => {
    const before = await countWrites();
    const res = await post(ctx, '/api/signup/', signupPayload({ first_name: firstName }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ first_name: [accountMessages.firstNameInvalid] });
    expect(await countWrites()).toEqual(before);
  });

  it('10,000-character names, emails and passwords are refused with a length message', async () => {
    const before = await countWrites();
    const long = 'a'.repeat(10_000);
    const res = await post(ctx, '/api/signup/', signupPayload({ first_name: long, last_name: long, email: `${long}@b.edu`, username: undefined, password: long }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      email: [accountMessages.emailTooLong],
      first_name: [accountMessages.nameTooLong],
      last_name: [accountMessages.nameTooLong],
      password: [accountMessages.passwordTooLong],
    });
    const login = await post(ctx, '/api/login/', { email: 'a@b.edu', password: long });
    expect(login.json()).toEqual({ password: [accountMessages.passwordTooLong] });
    expect(await countWrites()).toEqual(before);
  });

  it('odd Unicode in emails, codes and passwords never reaches the database as an error', async () => {
    const { payload } = await signUpStudent(ctx);
    const before = await countWrites();
    const oddEmails = ['ann@b\u202E.edu', '🌸@b.edu', 'ann@bü.edu', '\u200Fann@b.edu'];
    for (const email of oddEmails) {
      for (const url of ['/api/login/', '/api/check-verification/', '/api/auth/password-forget/']) {
        const res = await post(ctx, url, url === '/api/login/' ? { email, password: 'x' } : { email });
        expect(res.statusCode, `${url} ${JSON.stringify(email)}`).toBe(400);
        expect(res.json()).toEqual({ email: [accountMessages.emailInvalid] });
      }
    }
    for (const otp of ['１２３４５６', '٣٣٣٣٣٣']) {
      const res = await post(ctx, '/api/verify-email/', { email: payload.email, otp });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ otp: [accountMessages.otpInvalid] });
    }
    // A NUL byte or half a surrogate pair is refused in every field, before any lookup (decision 0013).
    const unstorable = [
      { url: '/api/login/', body: { email: 'ann\u0000@b.edu', password: 'x' }, field: 'email' },
      { url: '/api/verify-email/', body: { email: payload.email, otp: '12345\u0000' }, field: 'otp' },
      { url: '/api/login/', body: { email: payload.email, password: 'pass\u0000word' }, field: 'password' },
      { url: '/api/login/', body: { email: payload.email, password: 'pass\ud800word' }, field: 'password' },
    ];
    for (const { url, body, field } of unstorable) {
      const res = await post(ctx, url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ [field]: [unstorableTextMessage] });
    }
    // Passwords may hold any other character; an emoji or bidi password is just a wrong password here.
    for (const password of ['🌸🌸🌸🌸🌸🌸🌸🌸', '\u202Epassword']) {
      const res = await post(ctx, '/api/login/', { email: payload.email, password });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(accountMessages.invalidCredentials);
    }
    expect(await countWrites()).toEqual(before);
  });

  it('a password with emoji, spaces and accents works for signup and login alike', async () => {
    const password = 'p\u00a0ss 🌸 wörd';
    const { payload } = await signUpStudent(ctx, { password });
    const res = await post(ctx, '/api/login/', { email: payload.email, password });
    expect(res.statusCode).toBe(200);
  });

  it('random JSON bodies never produce a 5xx and never write an account', async () => {
    const before = await countWrites();
    const fieldNames = ['email', 'password', 'first_name', 'last_name', 'otp', 'new_password', 'refresh', 'timezone', 'referral_code', 'type', 'username'];
    const value = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
      fc.constantFrom('a@b.edu', '', ' ', '123456', 'America/New_York', 'Etc/GMT+99', '\u0000'),
    );
    const body = fc.oneof(
      fc.dictionary(fc.constantFrom(...fieldNames), value, { maxKeys: 6 }),
      fc.jsonValue({ maxDepth: 2 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...accountPaths), body, async (url, payload) => {
        const res = await ctx.app.inject({
          method: 'POST',
          url,
          payload: JSON.stringify(payload),
          headers: { 'content-type': 'application/json' },
          remoteAddress: randomClientAddress(),
        });
        expect(res.statusCode, `${url} ${JSON.stringify(payload)} -> ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
    expect(await countWrites()).toEqual(before);
  });
});
