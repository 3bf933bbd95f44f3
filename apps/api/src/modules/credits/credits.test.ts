import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { creditEntries, schoolCreditEntries, schools } from '@bloom/db/schema';
import { createTestApp, isPostgres, type TestContext } from '../../test/helper';
import { changeCredits } from './credit-ledger.service';
import { bearer, createPartnerSchool, createStudent, ledgerSum, schoolPoolSum, type TestStudent } from './test-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const get = (student: TestStudent, path: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/gamification/credits/${path}/`, headers: bearer(student) });
const allocate = (student: TestStudent, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/gamification/credits/allocate-from-school/', headers: bearer(student), payload: payload as object });
const check = (student: TestStudent) => ctx.app.inject({ method: 'POST', url: '/api/gamification/credits/check/', headers: bearer(student) });

async function spend(userId: number, amount: number) {
  return ctx.deps.db.transaction((tx) => changeCredits(tx, { userId, amount: -amount, reason: 'booking' }));
}

describe('authentication', () => {
  it.each([
    ['GET', 'balance'],
    ['POST', 'check'],
    ['POST', 'allocate-from-school'],
    ['GET', 'history'],
    ['GET', 'school-status'],
  ] as const)('%s %s needs a bearer token', async (method, path) => {
    const res = await ctx.app.inject({ method, url: `/api/gamification/credits/${path}/` });
    expect(res.statusCode).toBe(401);
    const forged = await ctx.app.inject({ method, url: `/api/gamification/credits/${path}/`, headers: { authorization: 'Bearer nope' } });
    expect(forged.statusCode).toBe(401);
  });
});

describe('GET /api/gamification/credits/balance/', () => {
  it('shows the welcome credits of a student without a school', async () => {
    const student = await createStudent(ctx);
    const res = await get(student, 'balance');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { available_credits: 2, school_name: null, school_credit_balance: 0, can_get_school_credits: false, school_credit_per_student: 0 },
      credit_info: { available_credits: 2, can_get_school_credits: false },
    });
  });

  it("shows a partner school's pool and allowance", async () => {
    const school = await createPartnerSchool(ctx.deps.db, { pool: 40, creditsPerStudent: 5 });
    const student = await createStudent(ctx, { schoolId: school.id });
    const res = await get(student, 'balance');
    expect(res.json().data).toEqual({
      available_credits: 2,
      school_name: school.name,
      school_credit_balance: 40,
      can_get_school_credits: true,
      school_credit_per_student: 5,
    });
  });

  it('offers nothing from a school that is not a partner', async () => {
    const school = await createPartnerSchool(ctx.deps.db, { pool: 40, isPartner: false });
    const student = await createStudent(ctx, { schoolId: school.id });
    const res = await get(student, 'balance');
    expect(res.json().data).toMatchObject({ school_name: school.name, school_credit_balance: 0, can_get_school_credits: false });
  });

  it('no longer offers school credits once the pool is empty', async () => {
    const school = await createPartnerSchool(ctx.deps.db, { pool: 0 });
    const student = await createStudent(ctx, { schoolId: school.id });
    expect((await get(student, 'balance')).json().data.can_get_school_credits).toBe(false);
  });
});

describe('POST /api/gamification/credits/check/', () => {
  it('lets a student with credits book and tells how many', async () => {
    const student = await createStudent(ctx);
    const res = await check(student);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { can_book: true, message: 'You have 2 credits available. Booking a session uses 1 credit.', available_credits: 2 },
      credit_info: { available_credits: 2, can_get_school_credits: false },
    });
  });

  it('warns about the last credit and refuses at zero, pointing at the school when it can help', async () => {
    const school = await createPartnerSchool(ctx.deps.db, { pool: 10 });
    const student = await createStudent(ctx, { schoolId: school.id });
    await spend(student.userId, 1);
    expect((await check(student)).json().data).toMatchObject({ can_book: true, available_credits: 1, message: expect.stringContaining('1 credit left') });
    await spend(student.userId, 1);
    expect((await check(student)).json().data).toEqual({
      can_book: false,
      available_credits: 0,
      message: 'You have no session credits left. Get free credits from your school or buy a plan to book a session.',
    });
    const loner = await createStudent(ctx, { welcomeCredits: false });
    expect((await check(loner)).json().data.message).toBe('You have no session credits left. Buy a plan to book your next session.');
  });

  it('accepts an empty JSON body or a stray body, as some clients send', async () => {
    const student = await createStudent(ctx);
    for (const payload of ['', '{}', 'not json']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/gamification/credits/check/',
        headers: { ...bearer(student), 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.can_book).toBe(true);
    }
  });
});

describe('POST /api/gamification/credits/allocate-from-school/', () => {
  it('moves credits from the pool to the student in one step and says so', async () => {
    const school = await createPartnerSchool(ctx.deps.db, { pool: 20, creditsPerStudent: 5 });
    const student = await createStudent(ctx, { schoolId: school.id });
    const res = await allocate(student, { credits_to_allocate: 3, notes: 'exam week' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: `3 credits from ${school.name} were added to your balance.`,
      data: {
        credits_requested: 3,
        credits_allocated: 3,
        new_balance: 5,
        school_name: school.name,
        school_credit_balance: 17,
        credits_remaining_for_you: 2,
      },
      credit_info: { available_credits: 5, can_get_school_credits: true },
    });
    expect(await schoolPoolSum(ctx.deps.db, school.id)).toBe(17);
    expect(await ledgerSum(ctx.deps.db, student.userId)).toBe(5);
    // The student's entry points at the pool entry it came from.
    const [entry] = await ctx.deps.db.select().from(creditEntries).where(and(eq(creditEntries.reason, 'school_allocation'), eq(creditEntries.userId, student.userId)));
    const [poolEntry] = await ctx.deps.db.select().from(schoolCreditEntries).where(eq(schoolCreditEntries.id, entry!.schoolCreditEntryId!));
    expect(poolEntry).toMatchObject({ schoolId: school.id, userId: student.userId, amount: -3, reason: 'allocation', note: 'exam week' });
  });

  it('gives no more than the allowance left, then refuses clearly', async () => {
    const school = await createPartnerSchool(ctx.deps.db, { pool: 50, creditsPerStudent: 5 });
    const student = await createStudent(ctx, { schoolId: school.id });
    expect((await allocate(student, { credits_to_allocate: 4 })).json().data.credits_allocated).toBe(4);
    const second = await allocate(student, { credits_to_allocate: 3 });
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({ credits_requested: 3, credits_allocated: 1, new_balance: 7, credits_remaining_for_you: 0 });
    expect(second.json().message).toContain('you asked for 3');
    expect(second.json().credit_info).toEqual({ available_credits: 7, can_get_school_credits: false });
    const third = await allocate(student, { credits_to_allocate: 1 });
    expect(third.statusCode).toBe(400);
    expect(third.json()).toEqual({
      non_field_errors: [`You have already received all 5 credits ${school.name} provides per student. You can buy a plan for more sessions.`],
    });
    expect(await schoolPoolSum(ctx.deps.db, school.id)).toBe(45);
    expect(await ledgerSum(ctx.deps.db, student.userId)).toBe(7);
  });

  it('gives no more than the pool holds, then refuses clearly', async () => {
    const school = await createPartnerSchool(ctx.deps.db, { pool: 2, creditsPerStudent: 5 });
    const [a, b] = [await createStudent(ctx, { schoolId: school.id }), await createStudent(ctx, { schoolId: school.id })];
    expect((await allocate(a, { credits_to_allocate: 5 })).json().data).toMatchObject({ credits_allocated: 2, school_credit_balance: 0 });
    const refused = await allocate(b, { credits_to_allocate: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().non_field_errors).toEqual([`${school.name} has no credits left to give right now. You can buy a plan instead.`]);
    expect(await ledgerSum(ctx.deps.db, b.userId)).toBe(2);
    expect(await schoolPoolSum(ctx.deps.db, school.id)).toBe(0);
  });

  it('refuses students without a school or with a school that is not a partner', async () => {
    const loner = await createStudent(ctx);
    const res = await allocate(loner, { credits_to_allocate: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().non_field_errors[0]).toContain('not linked to a school');
    const school = await createPartnerSchool(ctx.deps.db, { pool: 10, isPartner: false });
    const other = await createStudent(ctx, { schoolId: school.id });
    const refused = await allocate(other, { credits_to_allocate: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().non_field_errors).toEqual([`${school.name} does not fund session credits. You can buy a plan instead.`]);
    expect(await schoolPoolSum(ctx.deps.db, school.id)).toBe(10);
  });

  it("gives school credits only to a student whose address matches the school's domain", async () => {
    const school = await createPartnerSchool(ctx.deps.db, { pool: 20 });
    // The student joined while the school was open; the operator has since limited it to its own domain.
    const outsider = await createStudent(ctx, { schoolId: school.id });
    await ctx.deps.db.update(schools).set({ domain: '@only\\.example\\.org$' }).where(eq(schools.id, school.id));
    const res = await allocate(outsider, { credits_to_allocate: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      non_field_errors: [`${school.name} funds credits for students whose verified email address belongs to the school.`],
    });
    expect(await ledgerSum(ctx.deps.db, outsider.userId)).toBe(2);
    expect(await schoolPoolSum(ctx.deps.db, school.id)).toBe(20);
    const balance = await get(outsider, 'balance');
    expect(balance.json()).toMatchObject({ data: { can_get_school_credits: false }, credit_info: { can_get_school_credits: false } });
    expect((await get(outsider, 'school-status')).json().data).toMatchObject({ can_get_school_credits: false, credits_remaining_for_you: 0 });

    await ctx.deps.db.update(schools).set({ domain: '@example\\.edu$' }).where(eq(schools.id, school.id));
    expect((await allocate(outsider, { credits_to_allocate: 2 })).statusCode).toBe(200);
  });

  it.each([[0], [-1], [1.5], [101], ['3'], [null], [true]])('refuses credits_to_allocate = %j with a field error', async (value) => {
    const school = await createPartnerSchool(ctx.deps.db, { pool: 10 });
    const student = await createStudent(ctx, { schoolId: school.id });
    const res = await allocate(student, { credits_to_allocate: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ credits_to_allocate: ['Enter a whole number of credits from 1 to 100.'] });
    expect(await schoolPoolSum(ctx.deps.db, school.id)).toBe(10);
  });

  it('refuses a missing count, over-long notes and bodies that are not JSON objects, never with a 5xx', async () => {
    const school = await createPartnerSchool(ctx.deps.db, { pool: 10 });
    const student = await createStudent(ctx, { schoolId: school.id });
    const missing = await allocate(student, { notes: 'hi' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty('credits_to_allocate');
    const longNotes = await allocate(student, { credits_to_allocate: 1, notes: 'x'.repeat(501) });
    expect(longNotes.json()).toEqual({ notes: ['Notes can be at most 500 characters.'] });
    for (const payload of ['not json', '[1]', '""', '']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/gamification/credits/allocate-from-school/',
        headers: { ...bearer(student), 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
    const noBody = await ctx.app.inject({ method: 'POST', url: '/api/gamification/credits/allocate-from-school/', headers: bearer(student) });
    expect(noBody.statusCode).toBe(400);
    expect(await schoolPoolSum(ctx.deps.db, school.id)).toBe(10);
  });
});

describe('GET /api/gamification/credits/history/', () => {
  it("lists every entry of the caller's ledger, newest first, described for people", async () => {
    const school = await createPartnerSchool(ctx.deps.db, { pool: 10 });
    const student = await createStudent(ctx, { schoolId: school.id });
    await spend(student.userId, 1);
    await ctx.deps.db.transaction((tx) => changeCredits(tx, { userId: student.userId, amount: 1, reason: 'booking_refund' }));
    await allocate(student, { credits_to_allocate: 2 });
    const res = await get(student, 'history');
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data.map((e: { reason: string; amount: number; description: string }) => [e.reason, e.amount, e.description])).toEqual([
      ['school_allocation', 2, `Credits from ${school.name}`],
      ['booking_refund', 1, 'Credit returned for a canceled session'],
      ['booking', -1, 'Coaching session booked'],
      ['welcome', 2, 'Welcome credits'],
    ]);
    for (const entry of data) {
      expect(Number.isNaN(Date.parse(entry.created_at))).toBe(false);
      expect(entry).toHaveProperty('booking_id', null);
      expect(typeof entry.id).toBe('number');
    }
  });

  it('shows a student only their own balance and history', async () => {
    const school = await createPartnerSchool(ctx.deps.db, { pool: 10 });
    const first = await createStudent(ctx, { schoolId: school.id });
    const second = await createStudent(ctx, { schoolId: school.id });
    await allocate(first, { credits_to_allocate: 4 });
    await spend(first.userId, 1);

    const secondHistory = (await get(second, 'history')).json().data;
    expect(secondHistory).toHaveLength(1);
    expect(secondHistory[0]).toMatchObject({ reason: 'welcome', amount: 2 });
    expect((await get(second, 'balance')).json().data.available_credits).toBe(2);
    expect((await get(second, 'school-status')).json().data.credits_received).toBe(0);

    const firstHistory = (await get(first, 'history')).json().data;
    expect(firstHistory).toHaveLength(3);
    expect((await get(first, 'balance')).json().data.available_credits).toBe(5);
    const secondIds = new Set(secondHistory.map((e: { id: number }) => e.id));
    expect(firstHistory.some((e: { id: number }) => secondIds.has(e.id))).toBe(false);
  });
});

describe('GET /api/gamification/credits/school-status/', () => {
  it('reports the pool, the allowance and what the caller has received', async () => {
    const school = await createPartnerSchool(ctx.deps.db, { pool: 12, creditsPerStudent: 4 });
    const student = await createStudent(ctx, { schoolId: school.id });
    await allocate(student, { credits_to_allocate: 3 });
    const res = await get(student, 'school-status');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        school_name: school.name,
        is_partner: true,
        school_credit_balance: 9,
        school_credit_per_student: 4,
        credits_received: 3,
        credits_remaining_for_you: 1,
        can_get_school_credits: true,
      },
    });
  });

  it('caps what remains for the caller by the pool', async () => {
    const school = await createPartnerSchool(ctx.deps.db, { pool: 2, creditsPerStudent: 5 });
    const student = await createStudent(ctx, { schoolId: school.id });
    expect((await get(student, 'school-status')).json().data).toMatchObject({ credits_remaining_for_you: 2, can_get_school_credits: true });
  });

  it('answers for a student without a school', async () => {
    const student = await createStudent(ctx);
    expect((await get(student, 'school-status')).json().data).toEqual({
      school_name: null,
      is_partner: false,
      school_credit_balance: 0,
      school_credit_per_student: 0,
      credits_received: 0,
      credits_remaining_for_you: 0,
      can_get_school_credits: false,
    });
  });
});

describe.runIf(isPostgres)('concurrent allocations (PostgreSQL)', () => {
  it('30 students allocating at once from a pool of 10: exactly 10 credits move, the pool ends at 0', async () => {
    const school = await createPartnerSchool(ctx.deps.db, { pool: 10, creditsPerStudent: 5 });
    const students: TestStudent[] = [];
    for (let i = 0; i < 30; i++) students.push(await createStudent(ctx, { schoolId: school.id }));

    const responses = await Promise.all(students.map((s) => allocate(s, { credits_to_allocate: 1 })));
    for (const res of responses) expect([200, 400]).toContain(res.statusCode);
    const granted = responses.filter((r) => r.statusCode === 200).map((r) => r.json().data.credits_allocated as number);
    expect(granted.reduce((a, b) => a + b, 0)).toBe(10);
    expect(granted).toHaveLength(10);

    expect(await schoolPoolSum(ctx.deps.db, school.id)).toBe(0);
    const balances = await Promise.all(students.map((s) => ledgerSum(ctx.deps.db, s.userId)));
    expect(balances.reduce((a, b) => a + b, 0)).toBe(30 * 2 + 10);
    expect(balances.every((b) => b === 2 || b === 3)).toBe(true);
  });

  it('one student asking many times at once never passes the allowance', async () => {
    const school = await createPartnerSchool(ctx.deps.db, { pool: 100, creditsPerStudent: 5 });
    const student = await createStudent(ctx, { schoolId: school.id });
    const responses = await Promise.all(Array.from({ length: 12 }, () => allocate(student, { credits_to_allocate: 2 })));
    const granted = responses.filter((r) => r.statusCode === 200).reduce((sum, r) => sum + (r.json().data.credits_allocated as number), 0);
    expect(granted).toBe(5);
    expect(await ledgerSum(ctx.deps.db, student.userId)).toBe(7);
    expect(await schoolPoolSum(ctx.deps.db, school.id)).toBe(95);
  });

  it('larger asks from many students still never overdraw the pool', async () => {
    const school = await createPartnerSchool(ctx.deps.db, { pool: 10, creditsPerStudent: 5 });
    const students: TestStudent[] = [];
    for (let i = 0; i < 30; i++) students.push(await createStudent(ctx, { schoolId: school.id }));
    const responses = await Promise.all(students.map((s, i) => allocate(s, { credits_to_allocate: (i % 5) + 1 })));
    const granted = responses.filter((r) => r.statusCode === 200).reduce((sum, r) => sum + (r.json().data.credits_allocated as number), 0);
    expect(granted).toBe(10);
    expect(await schoolPoolSum(ctx.deps.db, school.id)).toBe(0);
  });
});
