import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '@bloom/contract/accounts';
import { creditEntries, emailCodes, outboxMessages, pointEntries, referrals, schools, studentProfiles, users } from '@bloom/db/schema';
import { createTestApp, isPostgres, type TestContext } from '../../test/helper';
import { insertUser, isUniqueViolationOf } from './accounts.repository';
import { countAccountWrites, extractCode, post, readOutbox, signUpStudent, signupPayload, uniqueEmail } from './test-accounts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

async function findUser(email: string) {
  const [row] = await ctx.deps.db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

const countRows = () => countAccountWrites(ctx);

describe('POST /api/signup/', () => {
  it('creates the student, an unfinished profile on the catch-all school, 2 welcome credits and 50 points', async () => {
    const payload = signupPayload({ email: uniqueEmail('Ada.Mixed') });
    const res = await post(ctx, '/api/signup/', payload);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      email: payload.email,
      username: payload.email.toLowerCase(),
      first_name: 'Ada',
      last_name: 'Lovelace',
      is_student: true,
      is_mentor: false,
      email_verified: false,
      timezone: 'America/Chicago',
      credit_info: { available_credits: 2, can_get_school_credits: false },
      points_event: { action_type: 'created_account', points: 50, total_points: 50, level_up: null },
    });
    expect(body.points_event.badges).toEqual([expect.objectContaining({ name: 'First Steps' })]);
    expect(body.referral_code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('password_hash');
    expect((await ctx.deps.tokens.verifyAccess(body.access))?.userId).toBe(body.id);
    const next = await ctx.deps.tokens.rotate(body.refresh);
    expect(next && (await ctx.deps.tokens.verifyAccess(next.access))?.userId).toBe(body.id);

    const user = await findUser(payload.email);
    expect(user).toMatchObject({ id: body.id, email: payload.email, emailVerified: false, isStudent: true, isMentor: false });
    expect(user!.passwordHash).not.toContain(payload.password);

    const [profile] = await ctx.deps.db
      .select({ isCompleted: studentProfiles.isCompleted, isCatchAll: schools.isCatchAll })
      .from(studentProfiles)
      .innerJoin(schools, eq(schools.id, studentProfiles.schoolId))
      .where(eq(studentProfiles.userId, body.id));
    expect(profile).toEqual({ isCompleted: false, isCatchAll: true });

    const credits = await ctx.deps.db.select().from(creditEntries).where(eq(creditEntries.userId, body.id));
    expect(credits.map((c) => [c.amount, c.reason])).toEqual([[2, 'welcome']]);
    const points = await ctx.deps.db.select().from(pointEntries).where(eq(pointEntries.userId, body.id));
    expect(points.map((p) => [p.actionType, p.points, p.kind])).toEqual([['created_account', 50, 'earn']]);
  });

  it('writes the account, credits, points, code and mail in one transaction: a failure part-way leaves nothing', async () => {
    const db = ctx.deps.db;
    // A real failure inside the database, after the user, profile and credits rows are written.
    await db.execute(sql`create or replace function fail_points() returns trigger language plpgsql as $$
      begin raise exception 'points are down'; end $$`);
    await db.execute(sql`create trigger fail_points before insert on point_entries for each row execute function fail_points()`);
    const before = await countRows();
    const email = uniqueEmail('atomic');
    try {
      const res = await post(ctx, '/api/signup/', signupPayload({ email }));
      expect(res.statusCode).toBe(500);
    } finally {
      await db.execute(sql`drop trigger fail_points on point_entries`);
    }
    expect(await countRows()).toEqual(before);
    expect(await findUser(email)).toBeUndefined();

    // And with the failure gone the same signup succeeds.
    const res = await post(ctx, '/api/signup/', signupPayload({ email }));
    expect(res.statusCode).toBe(201);
  });

  it('mails a six-digit verification code and stores only its keyed hash', async () => {
    const { payload, body } = await signUpStudent(ctx);
    const [mail, ...older] = await readOutbox(ctx, payload.email);
    expect(older).toHaveLength(0);
    expect(mail!.subject).toBe('Your Bloom verification code');
    expect(mail!.text).toContain('Hi Ada,');
    const code = extractCode(mail!.text);
    expect(mail!.subject).not.toContain(code);
    expect(mail!.html).toContain(code);

    const codes = await ctx.deps.db.select().from(emailCodes).where(eq(emailCodes.userId, body.id));
    expect(codes).toHaveLength(1);
    expect(codes[0]).toMatchObject({ purpose: 'verify_email', isResend: false, failedAttempts: 0, usedAt: null });
    expect(codes[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(codes[0])).not.toContain(code);
    const validMs = codes[0]!.expiresAt.getTime() - codes[0]!.createdAt.getTime();
    expect(validMs).toBe(10 * 60 * 1000);
  });

  it('compares emails case-insensitively', async () => {
    const email = uniqueEmail('Case');
    await signUpStudent(ctx, { email });
    for (const variant of [email.toUpperCase(), email.toLowerCase(), `  ${email}  `]) {
      const res = await post(ctx, '/api/signup/', signupPayload({ email: variant }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ email: [accountMessages.emailTaken] });
    }
    const [row] = await ctx.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`);
    expect(row!.n).toBe(1);
  });

  it('stores the trimmed email as typed and the username as the lower-cased email, whatever username is sent', async () => {
    const email = uniqueEmail('MiXeD');
    const { body } = await signUpStudent(ctx, { email: ` ${email} `, username: 'someone-else' });
    expect(body.email).toBe(email);
    const user = await findUser(email);
    expect(user).toMatchObject({ email, username: email.toLowerCase() });
  });

  it('records a valid referral code: referred_by is set; the referrer’s points wait for the verification (referrals tests)', async () => {
    const referrer = await signUpStudent(ctx);
    const { body } = await signUpStudent(ctx, { referral_code: referrer.body.referral_code.toLowerCase() });
    const user = await findUser(body.email);
    expect(user!.referredByUserId).toBe(referrer.body.id);
    const earned = await ctx.deps.db
      .select()
      .from(pointEntries)
      .where(and(eq(pointEntries.userId, referrer.body.id), eq(pointEntries.actionType, 'referral_signup')));
    expect(earned).toEqual([]);
    // The new student's own points are not the referrer's.
    const own = await ctx.deps.db.select().from(pointEntries).where(eq(pointEntries.userId, body.id));
    expect(own.map((e) => e.actionType)).toEqual(['created_account']);
  });

  it('finds a referral code stored in lower case (codes made before this format) as typed', async () => {
    const referrer = await signUpStudent(ctx);
    const legacy = `legacy${referrer.body.id}`;
    await ctx.deps.db.update(users).set({ referralCode: legacy }).where(eq(users.id, referrer.body.id));
    const { body } = await signUpStudent(ctx, { referral_code: ` ${legacy} ` });
    expect((await findUser(body.email))!.referredByUserId).toBe(referrer.body.id);
  });

  it('refuses an unknown referral code on the referral_code field and writes nothing', async () => {
    const before = await countRows();
    const res = await post(ctx, '/api/signup/', signupPayload({ referral_code: 'NOSUCHCODE' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ referral_code: [accountMessages.referralCodeInvalid] });
    expect(await countRows()).toEqual(before);
  });

  it('reports a taken email and an unknown referral code together', async () => {
    const { payload } = await signUpStudent(ctx);
    const res = await post(ctx, '/api/signup/', signupPayload({ email: payload.email, referral_code: 'ZZZZZZZZ' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: [accountMessages.emailTaken], referral_code: [accountMessages.referralCodeInvalid] });
  });

  it.each([
    ['email missing', { email: undefined }, 'email', 'Email is required'],
    ['email empty', { email: '' }, 'email', 'Email is required'],
    ['email malformed', { email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    ['email too long', { email: `${'a'.repeat(250)}@x.edu` }, 'email', accountMessages.emailTooLong],
    ['first name missing', { first_name: undefined }, 'first_name', 'First name is required'],
    ['first name blank', { first_name: '   ' }, 'first_name', 'First name is required'],
    ['last name missing', { last_name: undefined }, 'last_name', 'Last name is required'],
    ['last name empty', { last_name: '' }, 'last_name', 'Last name is required'],
    ['password missing', { password: undefined }, 'password', 'Password is required'],
    ['password empty', { password: '' }, 'password', 'Password is required'],
    ['password short', { password: 'short12' }, 'password', 'Password must be at least 8 characters'],
    ['password too long', { password: 'x'.repeat(129) }, 'password', accountMessages.passwordTooLong],
    ['a mentor account', { is_mentor: true }, 'is_mentor', accountMessages.studentOnly],
    ['a non-student account', { is_student: false }, 'is_student', accountMessages.studentOnly],
    ['an unknown timezone', { timezone: 'Mars/Olympus_Mons' }, 'timezone', accountMessages.timezoneInvalid],
    ['a malformed referral code', { referral_code: 'code with spaces' }, 'referral_code', accountMessages.referralCodeInvalid],
  ])('refuses %s with the spec message on its field', async (_name, overrides, field, message) => {
    const before = await countRows();
    const payload = signupPayload(overrides);
    const res = await post(ctx, '/api/signup/', JSON.parse(JSON.stringify(payload)));
    expect(res.statusCode).toBe(400);
    expect(res.json()[field]?.[0]).toBe(message);
    expect(await countRows()).toEqual(before);
  });

  it('defaults a missing, null or empty timezone to UTC', async () => {
    for (const timezone of [undefined, null, '']) {
      const { body } = await signUpStudent(ctx, { timezone });
      const user = await findUser(body.email);
      expect(user!.timezone).toBe('UTC');
    }
  });

  it('accepts names in any script, with apostrophes and hyphens, normalised to NFC', async () => {
    const { body } = await signUpStudent(ctx, { first_name: "Zoë-O'Neil", last_name: 'محمد' });
    const user = await findUser(body.email);
    expect(user).toMatchObject({ firstName: "Zoë-O'Neil", lastName: 'محمد' });
    const decomposed = 'Zoe\u0308';
    const second = await signUpStudent(ctx, { first_name: decomposed });
    expect((await findUser(second.body.email))!.firstName).toBe('Zoë');
  });

  it('recognises a second account with a known email as the unique violation it is, on this driver', async () => {
    const email = uniqueEmail('dup');
    const { body } = await signUpStudent(ctx, { email });
    const error: unknown = await insertUser(ctx.deps.db, {
      email: email.toUpperCase(),
      username: email,
      firstName: 'Dup',
      lastName: 'Licate',
      passwordHash: 'x',
      referralCode: `DUP${body.id}`,
    }).catch((e: unknown) => e);
    expect(isUniqueViolationOf(error, 'users_email_lower_key')).toBe(true);
    expect(isUniqueViolationOf(error, 'users_referral_code_key')).toBe(false);
    expect(isUniqueViolationOf(new Error('other'), 'users_email_lower_key')).toBe(false);
  });

  it('appears in the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, unknown>;
    for (const path of ['/api/signup/', '/api/login/', '/api/verify-email/', '/api/resend-otp/', '/api/check-verification/', '/api/auth/password-forget/', '/api/auth/password-reset/', '/api/token/refresh/']) {
      expect(paths).toHaveProperty([path]);
    }
  });
});

describe.runIf(isPostgres)('POST /api/signup/ under concurrency (PostgreSQL)', () => {
  it('ten signups with one email at the same moment make exactly one account; the others get a field error, never a 500', async () => {
    const email = uniqueEmail('race');
    const variants = Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? email : email.toUpperCase()));
    const responses = await Promise.all(variants.map((variant) => post(ctx, '/api/signup/', signupPayload({ email: variant }))));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 400, 400, 400, 400, 400, 400, 400, 400, 400]);
    for (const res of responses.filter((r) => r.statusCode === 400)) {
      expect(res.json()).toEqual({ email: [accountMessages.emailTaken] });
    }
    const winner = responses.find((r) => r.statusCode === 201)!.json();
    const rows = await ctx.deps.db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
    expect(rows.map((r) => r.id)).toEqual([winner.id]);
    const credits = await ctx.deps.db.select().from(creditEntries).where(eq(creditEntries.userId, winner.id));
    expect(credits).toHaveLength(1);
    const mails = await ctx.deps.db.select().from(outboxMessages).where(sql`lower(${outboxMessages.to}) = lower(${email})`);
    expect(mails).toHaveLength(1);
  });

  it('a referrer gets one referral per referred student even when they sign up together', async () => {
    const referrer = await signUpStudent(ctx);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => post(ctx, '/api/signup/', signupPayload({ referral_code: referrer.body.referral_code }))),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const referred = await ctx.deps.db.select().from(referrals).where(eq(referrals.referrerUserId, referrer.body.id));
    expect(referred).toHaveLength(5);
  });
});
