import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureVotes, users } from '@bloom/db/schema';
import { createTestApp, isPostgres, type TestContext } from '../../test/helper';
import { createTestStudent, type TestStudent } from '../profiles/test-students';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const vote = (student: TestStudent, body: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/feature-requests/', headers: student.auth, payload: body as object });

async function countsNow(student: TestStudent): Promise<Record<string, number>> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/feature-requests/all-features/', headers: student.auth });
  expect(res.statusCode).toBe(200);
  return Object.fromEntries(res.json<{ data: { feature: string; count: number }[] }>().data.map((f) => [f.feature, f.count]));
}

describe('feature votes', () => {
  it('lists every votable feature, counting 0 before anyone votes', async () => {
    const student = await createTestStudent(ctx);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/feature-requests/all-features/', headers: student.auth });
    expect(res.json()).toEqual({
      data: [
        { feature: 'weekly_goal_tracking', count: 0 },
        { feature: 'ai_growth_insights', count: 0 },
        { feature: 'ai_session_assistant', count: 0 },
      ],
    });
  });

  it('records a vote (201 with data), and a second vote by the same student changes nothing (200, same data)', async () => {
    const student = await createTestStudent(ctx);
    const before = await countsNow(student);
    const first = await vote(student, { feature: 'ai_growth_insights' });
    expect(first.statusCode).toBe(201);
    const body = first.json();
    expect(body).toMatchObject({ data: { feature: 'ai_growth_insights', count: before.ai_growth_insights! + 1 }, message: expect.any(String) });
    expect(new Date(body.data.voted_at).getTime()).not.toBeNaN();

    const again = await vote(student, { feature: 'ai_growth_insights' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(body);
    expect((await countsNow(student)).ai_growth_insights).toBe(before.ai_growth_insights! + 1);
  });

  it("lists the student's own votes, nobody else's", async () => {
    const student = await createTestStudent(ctx);
    const other = await createTestStudent(ctx);
    await vote(student, { feature: 'weekly_goal_tracking' });
    await vote(student, { feature: 'ai_session_assistant' });
    await vote(other, { feature: 'ai_growth_insights' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/feature-requests/my-requests/', headers: student.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: { feature: string }[] }>().data.map((v) => v.feature)).toEqual(['weekly_goal_tracking', 'ai_session_assistant']);
    const fresh = await createTestStudent(ctx);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/feature-requests/my-requests/', headers: fresh.auth })).json()).toEqual({ data: [] });
  });

  it('refuses an unknown, missing or odd feature with a field error, storing nothing', async () => {
    const student = await createTestStudent(ctx);
    for (const body of [{ feature: 'teleportation' }, {}, { feature: 7 }, { feature: 'WEEKLY_GOAL_TRACKING' }]) {
      const res = await vote(student, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json())).toEqual(['feature']);
    }
    expect((await vote(student, { feature: 'teleportation' })).json()).toEqual({ feature: ['"teleportation" is not a feature you can vote for.'] });
    expect(await ctx.deps.db.select().from(featureVotes).where(eq(featureVotes.userId, student.userId))).toEqual([]);
  });

  it('needs a signed-in account; an unverified one may vote (a vote spends and takes nothing)', async () => {
    for (const [method, url] of [['POST', '/api/feature-requests/'], ['GET', '/api/feature-requests/all-features/'], ['GET', '/api/feature-requests/my-requests/']] as const) {
      const res = await ctx.app.inject({ method, url, payload: method === 'POST' ? { feature: 'ai_growth_insights' } : undefined });
      expect(res.statusCode).toBe(401);
    }
    const unverified = await createTestStudent(ctx);
    await ctx.deps.db.update(users).set({ emailVerified: false }).where(eq(users.id, unverified.userId));
    expect((await vote(unverified, { feature: 'weekly_goal_tracking' })).statusCode).toBe(201);
  });
});

/** Concurrency needs real connections: PostgreSQL only (PGlite is one connection). */
describe.runIf(isPostgres)('feature votes under concurrency (PostgreSQL)', () => {
  it('50 students voting at once count exactly 50', async () => {
    const students = await Promise.all(Array.from({ length: 50 }, () => createTestStudent(ctx)));
    const before = (await countsNow(students[0]!)).ai_session_assistant!;
    const responses = await Promise.all(students.map((s) => vote(s, { feature: 'ai_session_assistant' })));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    expect((await countsNow(students[0]!)).ai_session_assistant).toBe(before + 50);
    // The last answer to commit saw every vote.
    expect(Math.max(...responses.map((r) => r.json<{ data: { count: number } }>().data.count))).toBe(before + 50);
  }, 60_000);

  it('one student voting 20 times at once is one vote', async () => {
    const student = await createTestStudent(ctx);
    const before = (await countsNow(student)).weekly_goal_tracking!;
    const responses = await Promise.all(Array.from({ length: 20 }, () => vote(student, { feature: 'weekly_goal_tracking' })));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(19);
    expect((await countsNow(student)).weekly_goal_tracking).toBe(before + 1);
    expect(await ctx.deps.db.select().from(featureVotes).where(eq(featureVotes.userId, student.userId))).toHaveLength(1);
  }, 60_000);
});
