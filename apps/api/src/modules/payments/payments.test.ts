import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { creditEntries, paymentEvents, pointEntries } from '@bloom/db/schema';
import { createTestApp, isPostgres, type TestContext } from '../../test/helper';
import { bearer, createPartnerSchool, createStudent, ledgerSum } from '../credits/test-fixtures';
import { checkoutEvent, newEventId, postWebhook } from './test-fixtures';
import { isValidWebhookSignature, signWebhookBody } from './webhook-signature';

const PURCHASE_URL = 'https://pay.example.com/checkout?ref=bloom';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { PURCHASE_URL, PAYMENT_WEBHOOK_SECRET: 'test-webhook-secret-0123456789' } });
});
afterAll(async () => {
  await ctx.close();
});

const countEvents = async (eventId: string) =>
  (await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(paymentEvents).where(eq(paymentEvents.eventId, eventId)))[0]!.n;

describe('webhook signature', () => {
  it('accepts only the HMAC of the exact bytes under the same secret', () => {
    const body = Buffer.from('{"id":"evt_1"}');
    const good = signWebhookBody(body, 'secret-a');
    expect(good).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(isValidWebhookSignature(body, good, 'secret-a')).toBe(true);
    expect(isValidWebhookSignature(body, good.toUpperCase().replace('SHA256', 'sha256'), 'secret-a')).toBe(true);
    expect(isValidWebhookSignature(body, good, 'secret-b')).toBe(false);
    expect(isValidWebhookSignature(Buffer.from('{"id":"evt_1" }'), good, 'secret-a')).toBe(false);
    expect(isValidWebhookSignature(body, good.slice(0, -2), 'secret-a')).toBe(false);
    expect(isValidWebhookSignature(body, good.replace('sha256=', ''), 'secret-a')).toBe(false);
    expect(isValidWebhookSignature(body, undefined, 'secret-a')).toBe(false);
    expect(isValidWebhookSignature(body, [good, good], 'secret-a')).toBe(false);
  });
});

describe('GET /api/payments/purchase-url/', () => {
  it("builds the provider's URL with the plan and the student's id", async () => {
    const student = await createStudent(ctx);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/payments/purchase-url/?plan=semester', headers: bearer(student) });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ plan_id: 'semester', price: 120, discount_percent: 0, total: 120 });
    const url = new URL(data.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://pay.example.com/checkout');
    expect(url.searchParams.get('ref')).toBe('bloom');
    expect(url.searchParams.get('plan')).toBe('semester');
    expect(url.searchParams.get('client_reference_id')).toBe(String(student.userId));
    expect(url.searchParams.has('discount_percent')).toBe(false);
  });

  it("applies the leadership discount from the student's lifetime points when asked", async () => {
    const student = await createStudent(ctx);
    await ctx.deps.db.insert(pointEntries).values({ userId: student.userId, actionType: 'created_account', points: 250, sourceKey: 'test:leadership' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/payments/purchase-url/?plan=annual&apply_discount=true', headers: bearer(student) });
    expect(res.json().data).toMatchObject({ plan_id: 'annual', price: 300, discount_percent: 10, total: 270 });
    expect(new URL(res.json().data.url).searchParams.get('discount_percent')).toBe('10');
    const without = await ctx.app.inject({ method: 'GET', url: '/api/payments/purchase-url/?plan=annual&apply_discount=false', headers: bearer(student) });
    expect(without.json().data).toMatchObject({ discount_percent: 0, total: 300 });
  });

  it('refuses unknown plans and needs a token', async () => {
    const student = await createStudent(ctx);
    for (const query of ['plan=gold', '', 'plan=semester&apply_discount=yes']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/payments/purchase-url/?${query}`, headers: bearer(student) });
      expect(res.statusCode).toBe(400);
    }
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/payments/purchase-url/?plan=gold', headers: bearer(student) });
    expect(bad.json()).toEqual({ plan: ['Choose one of the plans: monthly, semester, annual.'] });
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/payments/purchase-url/?plan=semester' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/payments/webhook/', () => {
  it("grants the plan's credits once per event id; a replay is acknowledged and grants nothing", async () => {
    const student = await createStudent(ctx);
    const event = checkoutEvent(student.userId, 'semester');
    const first = await postWebhook(ctx, event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      received: true,
      duplicate: false,
      ignored: false,
      credits_granted: 8,
      credit_info: { available_credits: 10, can_get_school_credits: false },
    });
    const replay = await postWebhook(ctx, event);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true, ignored: false });
    expect(await ledgerSum(ctx.deps.db, student.userId)).toBe(10);
    expect(await countEvents(event.id)).toBe(1);

    const history = await ctx.app.inject({ method: 'GET', url: '/api/gamification/credits/history/', headers: bearer(student) });
    expect(history.json().data[0]).toMatchObject({ reason: 'purchase', amount: 8, description: 'Semester plan purchase' });
  });

  it('grants each plan its own number of credits and accepts the user id as a string', async () => {
    const student = await createStudent(ctx, { welcomeCredits: false });
    expect((await postWebhook(ctx, checkoutEvent(student.userId, 'monthly'))).json().credits_granted).toBe(2);
    expect((await postWebhook(ctx, checkoutEvent(String(student.userId), 'annual'))).json().credits_granted).toBe(24);
    expect(await ledgerSum(ctx.deps.db, student.userId)).toBe(26);
  });

  it('refuses a missing, malformed or wrong signature with 400 and stores nothing', async () => {
    const student = await createStudent(ctx);
    const event = checkoutEvent(student.userId, 'annual');
    const payload = JSON.stringify(event);
    const attempts = [
      postWebhook(ctx, event, { signature: null }),
      postWebhook(ctx, event, { signature: '' }),
      postWebhook(ctx, event, { signature: 'sha256=nothex' }),
      postWebhook(ctx, event, { secret: 'another-secret-0123456789' }),
      postWebhook(ctx, event, { signature: signWebhookBody(payload.replace('annual', 'monthly'), ctx.config.paymentWebhookSecret) }),
      postWebhook(ctx, event, { signature: signWebhookBody(payload, ctx.config.paymentWebhookSecret).replace('sha256=', '') }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'Missing or invalid webhook signature.', code: 'invalid_signature' });
    }
    expect(await countEvents(event.id)).toBe(0);
    expect(await ledgerSum(ctx.deps.db, student.userId)).toBe(2);
    // The same event, correctly signed afterwards, still grants: nothing was stored before.
    expect((await postWebhook(ctx, event)).json().credits_granted).toBe(24);
  });

  it('refuses an unknown plan or user with 400 and stores nothing', async () => {
    const student = await createStudent(ctx);
    const unknownPlan = checkoutEvent(student.userId, 'platinum');
    const res = await postWebhook(ctx, unknownPlan);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ 'data.plan_id': ['Unknown plan "platinum".'] });
    const unknownUser = checkoutEvent(2_000_000_000, 'semester');
    const res2 = await postWebhook(ctx, unknownUser);
    expect(res2.statusCode).toBe(400);
    expect(res2.json()).toEqual({ 'data.user_id': ['No user with this id.'] });
    expect(await countEvents(unknownPlan.id)).toBe(0);
    expect(await countEvents(unknownUser.id)).toBe(0);
    expect(await ledgerSum(ctx.deps.db, student.userId)).toBe(2);
  });

  it('refuses signed bodies that are not valid events with 400, never a 5xx', async () => {
    const bodies = [
      'not json',
      '[]',
      '{}',
      JSON.stringify({ id: '', type: 'checkout.completed', data: { user_id: 1, plan_id: 'semester' } }),
      JSON.stringify({ id: 'evt\u0000x', type: 'checkout.completed', data: { user_id: 1, plan_id: 'semester' } }),
      JSON.stringify({ id: newEventId(), type: 'checkout.completed' }),
      JSON.stringify({ id: newEventId(), type: 'checkout.completed', data: { user_id: -3, plan_id: 'semester' } }),
      JSON.stringify({ id: newEventId(), type: 'checkout.completed', data: { user_id: 99_999_999_999, plan_id: 'semester' } }),
      JSON.stringify({ id: newEventId(), type: 'checkout.completed', data: { user_id: '12abc', plan_id: 'semester' } }),
      '',
    ];
    for (const body of bodies) {
      const res = await postWebhook(ctx, body);
      expect(res.statusCode, body).toBe(400);
    }
    const count = (await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(paymentEvents))[0]!.n;
    const oversized = await postWebhook(ctx, JSON.stringify({ id: newEventId(), type: 'x', data: 'y'.repeat(70_000) }));
    expect(oversized.statusCode).toBe(413);
    expect((await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(paymentEvents))[0]!.n).toBe(count);
  });

  it('acknowledges other event types without granting anything', async () => {
    const student = await createStudent(ctx);
    const event = { id: newEventId(), type: 'checkout.expired', data: { user_id: student.userId, plan_id: 'semester' } };
    const res = await postWebhook(ctx, event);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false, ignored: true });
    expect(await countEvents(event.id)).toBe(0);
    expect(await ledgerSum(ctx.deps.db, student.userId)).toBe(2);
  });

  it('reads the raw JSON body without a bearer token, and refuses other media types with 415', async () => {
    const student = await createStudent(ctx);
    const res = await postWebhook(ctx, checkoutEvent(student.userId, 'monthly'), { contentType: 'application/json; charset=utf-8' });
    expect(res.statusCode).toBe(200);
    expect(res.json().credits_granted).toBe(2);
    const event = checkoutEvent(student.userId, 'monthly');
    const plain = await postWebhook(ctx, event, { contentType: 'text/plain' });
    expect(plain.statusCode).toBe(415);
    expect(await countEvents(event.id)).toBe(0);
  });

  it('refuses a signed event holding text the database cannot store, and stores nothing', async () => {
    const student = await createStudent(ctx);
    const event = checkoutEvent(student.userId, 'monthly', 'evt_\u0000nul');
    const res = await postWebhook(ctx, event);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ id: ['This field contains characters that cannot be stored (a NUL character or broken Unicode).'] });
    expect(await ledgerSum(ctx.deps.db, student.userId)).toBe(2);
  });

  it('leaves JSON parsing of every other route as it was', async () => {
    const school = await createPartnerSchool(ctx.deps.db, { pool: 5 });
    const student = await createStudent(ctx, { schoolId: school.id });
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/gamification/credits/allocate-from-school/',
      headers: { ...bearer(student), 'content-type': 'application/json' },
      payload: '{"credits_to_allocate": 1}',
    });
    expect(ok.statusCode).toBe(200);
    // The webhook's catch-all parser stays inside its own scope: elsewhere an unknown type is still refused.
    const octets = await ctx.app.inject({
      method: 'POST',
      url: '/api/gamification/credits/allocate-from-school/',
      headers: { ...bearer(student), 'content-type': 'application/octet-stream' },
      payload: '{"credits_to_allocate": 1}',
    });
    expect(octets.statusCode).toBe(415);
  });

  it('works with the documented test script against a listening server', async () => {
    const student = await createStudent(ctx, { welcomeCredits: false });
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const script = fileURLToPath(new URL('../../../../../scripts/send-test-payment-webhook.mjs', import.meta.url));
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, [script, '--url', address, '--secret', ctx.config.paymentWebhookSecret, ...args]);
    const eventId = newEventId();
    const first = await run('--user', String(student.userId), '--plan', 'annual', '--event', eventId);
    expect(first.stdout).toContain('-> 200');
    expect(first.stdout).toContain('"credits_granted":24');
    const again = await run('--user', String(student.userId), '--plan', 'annual', '--event', eventId);
    expect(again.stdout).toContain('"duplicate":true');
    await expect(run('--user', String(student.userId), '--bad-signature')).rejects.toMatchObject({ code: 1 });
    expect(await ledgerSum(ctx.deps.db, student.userId)).toBe(24);
  });
});

describe.runIf(isPostgres)('concurrent webhook deliveries (PostgreSQL)', () => {
  it('the same event delivered 20 times at once grants once', async () => {
    const student = await createStudent(ctx);
    const event = checkoutEvent(student.userId, 'annual');
    const responses = await Promise.all(Array.from({ length: 20 }, () => postWebhook(ctx, event)));
    for (const res of responses) expect(res.statusCode).toBe(200);
    expect(responses.filter((r) => r.json().duplicate === false)).toHaveLength(1);
    expect(responses.filter((r) => r.json().duplicate === true)).toHaveLength(19);
    expect(await ledgerSum(ctx.deps.db, student.userId)).toBe(2 + 24);
    expect(await countEvents(event.id)).toBe(1);
    const purchases = await ctx.deps.db.select().from(creditEntries).where(eq(creditEntries.paymentEventId, event.id));
    expect(purchases).toHaveLength(1);
  });
});
