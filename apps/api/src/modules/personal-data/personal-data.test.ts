import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '@bloom/contract/accounts';
import { personalDataMessages } from '@bloom/contract/personal-data';
import { bookings, creditEntries, growthAreas, mentorProfiles, pointEntries, pointTotals, studentProfiles, users } from '@bloom/db/schema';
import { createTestApp, createTestClock, isPostgres, type TestContext } from '../../test/helper';
import { accountRateLimits } from '../accounts/account-rate-limits';
import { PASSWORD, post, readLatestCode, readOutbox, signUpStudent } from '../accounts/test-accounts';
import { createCoach, slotAfter } from '../bookings/booking-test-fixtures';
import { personalDataParts } from './personal-data.parts';

const HOUR = 3600_000;
/** Mail jobs are due at the database's now(): the test clock runs an hour ahead of real time. */
const clock = createTestClock(new Date(Math.ceil((Date.now() + HOUR) / (30 * 60_000)) * 30 * 60_000));
let ctx: TestContext;
let coachId: number;
let coachEmail: string;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  coachId = await createCoach(ctx, { first_name: 'Mika', last_name: 'Tanaka' });
  const [coach] = await ctx.deps.db
    .select({ email: users.email })
    .from(mentorProfiles)
    .innerJoin(users, eq(users.id, mentorProfiles.userId))
    .where(eq(mentorProfiles.id, coachId));
  coachEmail = coach!.email;
});
afterAll(async () => {
  await ctx.close();
});

interface Student {
  id: number;
  email: string;
  firstName: string;
  headers: { authorization: string };
}

let nextSlotHours = 30;

/** A student signed up and verified through the API, with a profile, a growth area, a vote, an event and a booked session. */
async function activeStudent(firstName: string, note: string): Promise<Student & { bookingId: number }> {
  const { payload, body } = await signUpStudent(ctx, { first_name: firstName });
  const code = await readLatestCode(ctx, payload.email);
  expect((await post(ctx, '/api/verify-email/', { email: payload.email, otp: code })).statusCode).toBe(200);
  const headers = { authorization: `Bearer ${body.access}` };
  const call = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) => ctx.app.inject({ method, url, headers, payload });
  const [profile] = await ctx.deps.db.select({ id: studentProfiles.id }).from(studentProfiles).where(eq(studentProfiles.userId, body.id));
  await ctx.deps.db.update(studentProfiles).set({ city: `${firstName}ville`, whatBringsYouJoy: `${firstName} loves rowing` }).where(eq(studentProfiles.id, profile!.id));
  expect((await call('POST', '/api/growth-areas/', { growth_area_id: 'stress', initial_confidence_level: 'low' })).statusCode).toBe(201);
  expect((await call('POST', '/api/feature-requests/', { feature: 'weekly_goal_tracking' })).statusCode).toBeLessThan(300);
  const event = { category: '02_Navigation', action: `${firstName} opened the profile`, occurred_at: clock.now().toISOString() };
  expect((await call('POST', '/api/analytics/events/', { events: [event] })).statusCode).toBe(202);
  nextSlotHours += 2;
  const booked = await call('POST', '/api/book-session/', { student_profile: profile!.id, mentor_profile: coachId, ...slotAfter(clock.now(), nextSlotHours), pre_session_note: note });
  expect(booked.statusCode, booked.body).toBe(201);
  await ctx.deps.jobs.runDue();
  return { id: body.id, email: payload.email, firstName, headers, bookingId: booked.json<{ id: number }>().id };
}

const download = (headers?: { authorization: string }) => ctx.app.inject({ method: 'GET', url: '/api/account/data/', headers });
const deleteAccount = (headers: { authorization: string }, password: unknown) => post(ctx, '/api/account/delete/', { password }, { headers });

async function ledgerSums(userId: number) {
  const [credits] = await ctx.deps.db.select({ sum: sql<number>`coalesce(sum(${creditEntries.amount}), 0)::int`, rows: sql<number>`count(*)::int` }).from(creditEntries).where(eq(creditEntries.userId, userId));
  const [points] = await ctx.deps.db.select({ sum: sql<number>`coalesce(sum(${pointEntries.points}), 0)::int`, rows: sql<number>`count(*)::int` }).from(pointEntries).where(eq(pointEntries.userId, userId));
  const [totals] = await ctx.deps.db.select().from(pointTotals).where(eq(pointTotals.userId, userId));
  return { credits: credits!, points: points!, totals };
}

describe('Download my data', () => {
  it("holds every module's section with the student's own data, and nothing of another student", async () => {
    const ann = await activeStudent('Annabel', 'Exam stress, sleep');
    const bo = await activeStudent('Bogdan', 'Bogdan-only note');

    const res = await download(ann.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="bloom-my-data-${clock.now().toISOString().slice(0, 10)}.json"`);
    expect(res.headers['cache-control']).toBe('no-store');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the sections' shapes belong to each module; the test reads them as plain JSON
    const file = res.json<Record<string, any>>();
    expect(file).toMatchObject({ format: 'bloom-personal-data', version: 1, exported_at: clock.now().toISOString() });
    for (const part of personalDataParts) expect(file).toHaveProperty(part.section);

    expect(file.account).toMatchObject({ id: ann.id, email: ann.email, first_name: 'Annabel', email_verified: true });
    expect(file.account).not.toHaveProperty('password_hash');
    expect(file.account.mail_sent_to_you.map((m: { subject: string }) => m.subject)).toContain('Your Bloom coaching session is booked');
    expect(file.profile).toMatchObject({ city: 'Annabelville', what_brings_you_joy: 'Annabel loves rowing' });
    expect(file.growth_areas).toEqual([expect.objectContaining({ growth_area_id: 'stress', initial_confidence_level: 'low', status: 'active' })]);
    expect(file.sessions).toEqual([expect.objectContaining({ id: ann.bookingId, status: 'booked', pre_session_note: 'Exam stress, sleep', coach: expect.stringMatching(/^Mika Tanaka/) })]);
    expect(file.credits.ledger.map((e: { reason: string }) => e.reason)).toEqual(expect.arrayContaining(['welcome', 'booking']));
    expect(file.credits.balance).toBe((await ledgerSums(ann.id)).credits.sum);
    expect(file.points.ledger.length).toBeGreaterThan(0);
    expect(file.points.total_points).toBe((await ledgerSums(ann.id)).totals!.totalPoints);
    expect(file.feature_votes).toEqual([expect.objectContaining({ feature: 'weekly_goal_tracking' })]);
    expect(file.analytics_events).toEqual([expect.objectContaining({ action: 'Annabel opened the profile' })]);

    const text = res.body;
    for (const foreign of [bo.email, 'Bogdan', 'Bogdan-only note']) expect(text).not.toContain(foreign);
    expect(file.sessions.map((s: { id: number }) => s.id)).not.toContain(bo.bookingId);
  }, 30_000);

  it('needs a signed-in student and has no way to name another one', async () => {
    expect((await download()).statusCode).toBe(401);
    const other = await ctx.app.inject({ method: 'GET', url: '/api/account/data/?user_id=1' });
    expect(other.statusCode).toBe(401);
  });

  it(`is limited to ${accountRateLimits.dataDownloadsPerAccount.limit} downloads an hour per account`, async () => {
    const { body } = await signUpStudent(ctx);
    const headers = { authorization: `Bearer ${body.access}` };
    for (let i = 0; i < accountRateLimits.dataDownloadsPerAccount.limit; i += 1) expect((await download(headers)).statusCode).toBe(200);
    const limited = await download(headers);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/^You have downloaded your data several times already\. Please try again in \d+ minutes\.$/);
  });
});

describe('Delete my account', () => {
  it('refuses a wrong or missing password with a clear error and changes nothing', async () => {
    const cy = await activeStudent('Cyrus', 'Cyrus note');
    const before = await download(cy.headers);
    const wrong = await deleteAccount(cy.headers, 'not-my-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ password: [personalDataMessages.wrongPassword] });
    const missing = await deleteAccount(cy.headers, '');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ password: [accountMessages.passwordRequired] });
    expect((await deleteAccount(cy.headers, 42)).statusCode).toBe(400);
    const after = await download(cy.headers);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ ...before.json(), exported_at: after.json().exported_at });
  });

  it(`locks after ${accountRateLimits.wrongDeletePasswordsPerAccount.limit} wrong passwords, even for the right one`, async () => {
    const { body } = await signUpStudent(ctx);
    const headers = { authorization: `Bearer ${body.access}` };
    for (let i = 0; i < accountRateLimits.wrongDeletePasswordsPerAccount.limit; i += 1) expect((await deleteAccount(headers, 'wrong-guess')).statusCode).toBe(400);
    const limited = await deleteAccount(headers, PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/^Too many wrong passwords\. Please try again in \d+ minutes\.$/);
    expect((await download(headers)).statusCode).toBe(200);
  });

  it('removes the person: profile blanked, sign-ins ended, future sessions canceled with the coach mailed, ledgers kept, the address free again', async () => {
    const dee = await activeStudent('Delphine', 'Delphine private note');
    const eli = await activeStudent('Elias', 'Elias keeps his session');
    const eliBefore = await download(eli.headers);
    const deeLedgers = await ledgerSums(dee.id);
    const coachMailBefore = (await readOutbox(ctx, coachEmail)).length;

    const res = await deleteAccount(dee.headers, PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: personalDataMessages.deleted });

    // Sign-ins end: the token no longer works anywhere, the password no longer signs in.
    expect((await download(dee.headers)).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/student-profiles/', headers: dee.headers })).statusCode).toBe(401);
    expect((await deleteAccount(dee.headers, PASSWORD)).statusCode).toBe(401);
    const login = await post(ctx, '/api/login/', { email: dee.email, password: PASSWORD, type: 'student' });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({ detail: accountMessages.invalidCredentials });

    // The person is gone from the account, the profile, the sessions and the mail log.
    const db = ctx.deps.db;
    const [user] = await db.select().from(users).where(eq(users.id, dee.id));
    expect(user).toMatchObject({ email: `erased-${dee.id}@erased.invalid`, firstName: '', lastName: '', emailVerified: false });
    expect(user!.erasedAt).not.toBeNull();
    const [profile] = await db.select().from(studentProfiles).where(eq(studentProfiles.userId, dee.id));
    expect(profile).toMatchObject({ city: null, whatBringsYouJoy: null, schoolId: null, imageUrl: null });
    expect(await db.select().from(growthAreas).where(eq(growthAreas.studentProfileId, profile!.id))).toEqual([]);
    const [session] = await db.select().from(bookings).where(eq(bookings.id, dee.bookingId));
    expect(session).toMatchObject({ status: 'canceled', preSessionNote: 'N/A' });
    expect(await readOutbox(ctx, dee.email)).toEqual([]);

    // The coach hears of it, with the cancellation for their calendar; the student is not written to.
    const coachMail = await readOutbox(ctx, coachEmail);
    expect(coachMail.length).toBe(coachMailBefore + 1);
    expect(coachMail[0]!.subject).toBe('Bloom coaching session with Delphine canceled');
    expect(coachMail[0]!.text).toContain('they have deleted their Bloom account');
    expect(coachMail[0]!.text).not.toContain('Delphine private note');

    // Ledgers stay, still adding up, with the canceled session's credit returned; the account is off the leaderboard.
    const after = await ledgerSums(dee.id);
    expect(after.credits.rows).toBe(deeLedgers.credits.rows + 1);
    expect(after.credits.sum).toBe(deeLedgers.credits.sum + 1);
    expect(after.points).toEqual(deeLedgers.points);
    expect(after.totals).toMatchObject({ totalPoints: deeLedgers.totals!.totalPoints, isHiddenFromLeaderboard: true });

    // Another student is untouched.
    const eliAfter = await download(eli.headers);
    expect(eliAfter.json()).toEqual({ ...eliBefore.json(), exported_at: eliAfter.json().exported_at });

    // The address signs up again as a new account.
    const again = await signUpStudent(ctx, { email: dee.email.toUpperCase() });
    expect(again.body.id).not.toBe(dee.id);
    const fresh = await download({ authorization: `Bearer ${again.body.access}` });
    expect(fresh.json().sessions).toEqual([]);
  }, 30_000);

  it.runIf(isPostgres)('two deletions of one account at once: one deletes, the other finds no account', async () => {
    const fay = await activeStudent('Fay', 'Fay note');
    const [first, second] = await Promise.all([deleteAccount(fay.headers, PASSWORD), deleteAccount(fay.headers, PASSWORD)]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 401]);
    const credits = await ctx.deps.db.select().from(creditEntries).where(eq(creditEntries.bookingId, fay.bookingId));
    expect(credits.map((c) => c.reason).sort()).toEqual(['booking', 'booking_refund']);
  }, 30_000);
});
