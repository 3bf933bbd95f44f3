import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '@bloom/db/schema';
import { createTestApp, createTestClock, type TestContext } from '../../test/helper';
import { createTestStudent } from '../profiles/test-students';

const clock = createTestClock(new Date('2026-04-01T10:00:30Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(async () => {
  await ctx.close();
});

const event = (overrides: object = {}) => ({
  category: '02_Navigation',
  action: 'page_view',
  label: '/dashboard',
  properties: { path: '/dashboard', width: 390, is_mobile: true, referrer: null },
  occurred_at: '2026-04-01T10:00:00.000Z',
  ...overrides,
});

const send = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/analytics/events/', headers, payload: payload as object });

async function countEvents(): Promise<number> {
  const [row] = await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(analyticsEvents);
  return row!.n;
}

describe('POST /api/analytics/events/', () => {
  it('stores an anonymous batch with no user and answers 202', async () => {
    const before = await countEvents();
    const res = await send({ events: [event({ category: '01_Authentication', action: 'login_attempt', label: 'anon-batch' }), event({ label: 'anon-batch' })] });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: 2 });
    expect(await countEvents()).toBe(before + 2);
    const rows = await ctx.deps.db.select().from(analyticsEvents).where(eq(analyticsEvents.label, 'anon-batch'));
    expect(rows.map((r) => r.userId)).toEqual([null, null]);
    expect(rows[0]).toMatchObject({
      category: '01_Authentication',
      action: 'login_attempt',
      occurredAt: new Date('2026-04-01T10:00:00.000Z'),
      receivedAt: clock.now(),
    });
    expect(rows[1]!.properties).toEqual({ path: '/dashboard', width: 390, is_mobile: true, referrer: null });
  });

  it('stores the user of a signed-in batch, and treats a bad token as anonymous', async () => {
    const student = await createTestStudent(ctx);
    expect((await send({ events: [event({ label: 'signed-in' })] }, student.auth)).statusCode).toBe(202);
    expect((await send({ events: [event({ label: 'bad-token' })] }, { authorization: 'Bearer not.a.token' })).statusCode).toBe(202);
    const [signedIn] = await ctx.deps.db.select().from(analyticsEvents).where(eq(analyticsEvents.label, 'signed-in'));
    const [badToken] = await ctx.deps.db.select().from(analyticsEvents).where(eq(analyticsEvents.label, 'bad-token'));
    expect(signedIn!.userId).toBe(student.userId);
    expect(badToken!.userId).toBeNull();
  });

  it('accepts every spec category and the optional fields left out', async () => {
    const categories = ['01_Authentication', '02_Navigation', '03_Coach_Matching', '04_Coach_Booking', '05_Community', '07_Onboarding', '09_General'];
    const res = await send({ events: categories.map((category) => ({ category, action: 'tour_start', occurred_at: '2026-04-01T09:59:59+02:00' })) });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: 7 });
  });

  it('refuses bad batches as a whole and stores none of them', async () => {
    const before = await countEvents();
    const bad: unknown[] = [
      {},
      { events: [] },
      { events: Array.from({ length: 51 }, () => event()) },
      { events: [event({ category: '06_Secret' })] },
      { events: [event({ action: '' })] },
      { events: [event({ occurred_at: 'yesterday' })] },
      { events: [event({ occurred_at: undefined })] },
      { events: [event({ properties: { nested: { deep: true } } })] },
      { events: [event({ properties: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])) })] },
      { events: [event({ properties: { blob: 'x'.repeat(499), more: 'y'.repeat(499), again: 'z'.repeat(499), last: 'w'.repeat(499), one: 'v'.repeat(499) } })] },
      { events: [event({ user_id: 1 })] },
      { events: [event()], extra: true },
      { events: [event(), event({ occurred_at: '2026-04-03T10:00:00Z' })] },
      { events: [event({ occurred_at: '2025-01-01T00:00:00Z' })] },
    ];
    for (const payload of bad) {
      const res = await send(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400);
    }
    expect(await countEvents()).toBe(before);
  });

  it('names the event and field at fault', async () => {
    const res = await send({ events: [event(), event({ occurred_at: '2026-04-03T10:00:00Z' })] });
    expect(res.json()).toEqual({ 'events.1.occurred_at': ['The time is too far from now.'] });
  });

  it('limits how many batches one student sends in a minute', async () => {
    const student = await createTestStudent(ctx);
    clock.set(new Date('2026-04-01T11:00:05Z'));
    for (let i = 0; i < 60; i += 1) {
      expect((await send({ events: [event({ occurred_at: '2026-04-01T11:00:00Z' })] }, student.auth)).statusCode).toBe(202);
    }
    const res = await send({ events: [event({ occurred_at: '2026-04-01T11:00:00Z' })] }, student.auth);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    clock.advance(60_000);
    expect((await send({ events: [event({ occurred_at: '2026-04-01T11:00:00Z' })] }, student.auth)).statusCode).toBe(202);
  });
});
