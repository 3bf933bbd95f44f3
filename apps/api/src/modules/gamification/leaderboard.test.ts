import fc from 'fast-check';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { leaderboardEntrySchema, leaderboardResponseSchema, type LeaderboardResponse } from '@bloom/contract/gamification';
import { users } from '@bloom/db/schema';
import { createTestApp, type TestContext } from '../../test/helper';
import { createTestStudent, type TestStudent } from '../profiles/test-students';
import { publicName } from './leaderboard.service';
import { grantTestPoints, leaderboardCountsAndTotals } from './test-points';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

/** The leaderboard's schema with no field left over, in the answer or in its rows. */
const exactLeaderboard = leaderboardResponseSchema.extend({ leaderboard: z.array(leaderboardEntrySchema.strict()) }).strict();

async function leaderboard(student: TestStudent, query = ''): Promise<LeaderboardResponse> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/gamification/leaderboard/${query}`, headers: student.auth });
  expect(res.statusCode).toBe(200);
  // Sent as text (gamification.routes.ts): the answer must still be exactly its schema.
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return exactLeaderboard.parse(res.json());
}

const hide = (student: TestStudent, isHidden: boolean) =>
  ctx.app.inject({ method: 'PUT', url: '/api/gamification/leaderboard-settings/', headers: student.auth, payload: { hide_from_leaderboard: isHidden } });

async function allPages(student: TestStudent, pageSize: number) {
  const first = await leaderboard(student, `?page=1&page_size=${pageSize}`);
  const rest = [];
  for (let page = 2; page <= first.total_pages + 1; page += 1) rest.push(await leaderboard(student, `?page=${page}&page_size=${pageSize}`));
  return { first, rows: [first, ...rest].flatMap((p) => p.leaderboard), afterLast: rest.at(-1) ?? first };
}

async function removeStudents(students: TestStudent[]) {
  if (students.length) await ctx.deps.db.delete(users).where(inArray(users.id, students.map((s) => s.userId)));
}

describe('GET /api/gamification/leaderboard/', () => {
  it('ranks by lifetime points, first come first on a tie, with first name and last initial only', async () => {
    const [a, b, c] = [await createTestStudent(ctx), await createTestStudent(ctx), await createTestStudent(ctx)];
    await grantTestPoints(ctx, b.userId, 120);
    await grantTestPoints(ctx, c.userId, 80);
    await grantTestPoints(ctx, a.userId, 80);
    const board = await leaderboard(c);
    expect(board).toMatchObject({ success: true, user_rank: 2, total_users: 3, page: 1, page_size: 10, total_pages: 1, is_hidden: false });
    expect(board.leaderboard).toEqual([
      { rank: 1, name: 'Test S.', total_points: 120, level_number: 2, level_name: 'Explorer', is_current_user: false },
      { rank: 2, name: 'Test S.', total_points: 80, level_number: 1, level_name: 'Beginner', is_current_user: true },
      { rank: 3, name: 'Test S.', total_points: 80, level_number: 1, level_name: 'Beginner', is_current_user: false },
    ]);
    expect(JSON.stringify(board)).not.toContain(a.email);
    await removeStudents([a, b, c]);
  });

  it('shows the name a student has now: the one they had when their first points came, and each change after', async () => {
    const [renamed, reader] = [await createTestStudent(ctx), await createTestStudent(ctx)];
    const rename = (first_name: string, last_name: string) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/student-profiles/${renamed.profileId}/`, headers: renamed.auth, payload: { user: { first_name, last_name } } });
    expect((await rename('Priya', 'nair')).statusCode).toBe(200);
    await grantTestPoints(ctx, renamed.userId, 900);
    // The reader has no points: every row of their leaderboard is the renamed student's.
    const namesOnPage = async (page: string) => (await leaderboard(reader, page)).leaderboard.map((e) => e.name);
    expect(await namesOnPage('')).toEqual(['Priya N.']);
    expect((await rename('Pia', 'Ortega')).statusCode).toBe(200);
    expect(await namesOnPage('')).toEqual(['Pia O.']);
    expect(await namesOnPage('?page=1&page_size=3')).toEqual(['Pia O.']);
    expect((await leaderboard(renamed)).leaderboard.find((e) => e.is_current_user)?.name).toBe('Pia O.');
    await removeStudents([renamed, reader]);
  });

  it('leaves out a hidden student for everyone else, who still sees their own rank', async () => {
    const [top, middle, low] = [await createTestStudent(ctx), await createTestStudent(ctx), await createTestStudent(ctx)];
    await grantTestPoints(ctx, top.userId, 250);
    await grantTestPoints(ctx, middle.userId, 200);
    await grantTestPoints(ctx, low.userId, 100);
    expect((await hide(middle, true)).json()).toEqual({ success: true, data: { hide_from_leaderboard: true } });

    const seenByLow = await leaderboard(low);
    expect(seenByLow).toMatchObject({ user_rank: 2, total_users: 2 });
    expect(seenByLow.leaderboard.map((r) => r.total_points)).toEqual([250, 100]);

    const seenByMiddle = await leaderboard(middle);
    expect(seenByMiddle).toMatchObject({ user_rank: 2, total_users: 3, is_hidden: true });
    expect(seenByMiddle.leaderboard.map((r) => [r.rank, r.total_points, r.is_current_user])).toEqual([
      [1, 250, false],
      [2, 200, true],
      [3, 100, false],
    ]);

    await hide(middle, false);
    expect(await leaderboard(low)).toMatchObject({ user_rank: 3, total_users: 3 });
    await removeStudents([top, middle, low]);
  });

  it('answers an empty page past the end and a field error for a bad page', async () => {
    const student = await createTestStudent(ctx);
    await grantTestPoints(ctx, student.userId, 10);
    expect((await leaderboard(student, '?page=5')).leaderboard).toEqual([]);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/gamification/leaderboard/?page=0&page_size=1000', headers: student.auth });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['page', 'page_size']);
    await removeStudents([student]);
  });

  it('ranks nobody without points, and needs a signed-in student', async () => {
    const student = await createTestStudent(ctx);
    expect(await leaderboard(student)).toMatchObject({ user_rank: null, leaderboard: [] });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/gamification/leaderboard/' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/gamification/leaderboard-settings/', payload: { hide_from_leaderboard: true } })).statusCode).toBe(401);
    expect((await hide(student, 'yes' as unknown as boolean)).statusCode).toBe(400);
    await removeStudents([student]);
  });

  it('whatever the points, ties and hidden students: the pages hold exactly total_users, in order, and user_rank is where the student stands', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ points: fc.integer({ min: 0, max: 4 }).map((n) => n * 50), isHidden: fc.boolean() }), { minLength: 1, maxLength: 9 }),
        fc.nat(),
        fc.integer({ min: 1, max: 4 }),
        async (population, viewerPick, pageSize) => {
          const students: TestStudent[] = [];
          try {
            for (const member of population) {
              const student = await createTestStudent(ctx);
              students.push(student);
              if (member.points > 0) await grantTestPoints(ctx, student.userId, member.points);
              if (member.isHidden) await hide(student, true);
            }
            const { counts, fromTotals } = await leaderboardCountsAndTotals(ctx);
            expect(counts).toEqual(fromTotals);
            const viewerIndex = viewerPick % students.length;
            const viewer = students[viewerIndex]!;
            const { first, rows, afterLast } = await allPages(viewer, pageSize);
            const hasPoints = population[viewerIndex]!.points > 0 || population[viewerIndex]!.isHidden;
            const expectedCount = population.filter((m, i) => (m.points > 0 || m.isHidden) && (!m.isHidden || i === viewerIndex)).length;
            expect(first.total_users).toBe(expectedCount);
            expect(rows).toHaveLength(first.total_users);
            expect(afterLast.leaderboard).toEqual([]);
            expect(rows.map((r) => r.rank)).toEqual(rows.map((_, i) => i + 1));
            for (let i = 1; i < rows.length; i += 1) expect(rows[i - 1]!.total_points).toBeGreaterThanOrEqual(rows[i]!.total_points);
            const own = rows.filter((r) => r.is_current_user);
            if (hasPoints) {
              expect(own).toHaveLength(1);
              expect(first.user_rank).toBe(own[0]!.rank);
            } else {
              expect(first.user_rank).toBeNull();
              expect(own).toEqual([]);
            }
          } finally {
            await removeStudents(students);
          }
        },
      ),
      { numRuns: 12 },
    );
  }, 120_000);
});

describe('publicName', () => {
  it('keeps the first name and the last initial', () => {
    expect(publicName('Ann', 'lee')).toBe('Ann L.');
    expect(publicName(' Ann ', '')).toBe('Ann');
  });
});
