import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badges } from '@bloom/db/schema';
import { createTestApp, type TestContext } from '../../test/helper';
import { createTestStudent, type TestStudent } from '../profiles/test-students';
import { awardPoints, reversePoints } from './points.service';
import { grantTestPoints } from './test-points';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const get = (student: TestStudent, url: string) => ctx.app.inject({ method: 'GET', url: `/api/gamification/${url}`, headers: student.auth });
const award = (student: TestStudent, action: Parameters<typeof awardPoints>[2], source: string) =>
  ctx.deps.db.transaction((tx) => awardPoints(tx, student.userId, action, source));

describe('badges', () => {
  it('user-badges lists what the student earned; available-badges the rest, each with progress', async () => {
    const student = await createTestStudent(ctx);
    await award(student, 'created_account', `user:${student.userId}`);
    for (const id of [1, 2]) await award(student, 'taken_coaching_session', `booking:${id}`);

    const earned = await get(student, 'user-badges/');
    expect(earned.statusCode).toBe(200);
    expect(earned.json()).toEqual({
      success: true,
      // The first session also made 100 points: level 2, in the same transaction (then in display order).
      badges: [
        expect.objectContaining({ name: 'First Session', is_earned: true, category: 'wellness', icon_url: '/badges/first-session.svg' }),
        expect.objectContaining({ name: 'Explorer', rule: 'level_reached', progress: 2 }),
        expect.objectContaining({ name: 'First Steps', is_earned: true, progress: 1, required_count: 1 }),
      ],
    });
    for (const badge of earned.json().badges) expect(Date.parse(badge.earned_at)).not.toBeNaN();

    const available = (await get(student, 'available-badges/')).json();
    expect(available.success).toBe(true);
    const byName = Object.fromEntries(available.badges.map((b: { name: string }) => [b.name, b]));
    expect(byName.Committed).toMatchObject({ rule: 'action_count', action_type: 'taken_coaching_session', required_count: 5, progress: 2, points: 100, is_earned: false, earned_at: null });
    expect(byName.Achiever).toMatchObject({ rule: 'level_reached', action_type: null, required_count: 3, progress: 2 });
    expect(byName['First Steps']).toBeUndefined();
  });

  it('counts progress net of reversals', async () => {
    const student = await createTestStudent(ctx);
    for (const id of [1, 2, 3]) await award(student, 'taken_coaching_session', `booking:${id}`);
    await ctx.deps.db.transaction((tx) => reversePoints(tx, student.userId, 'taken_coaching_session', 'booking:3'));
    const available = (await get(student, 'available-badges/')).json();
    expect(available.badges.find((b: { name: string }) => b.name === 'Committed').progress).toBe(2);
  });
});

describe("badges to earn, kept per student (decision 0039)", () => {
  it('follow every point earned or taken back and every change to the badges or levels, whoever makes it', async () => {
    const student = await createTestStudent(ctx);
    const committed = async () => {
      const res = await get(student, 'available-badges/');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      return (res.json() as { badges: { name: string; progress: number; required_count: number }[] }).badges.find((b) => b.name === 'Committed')!;
    };
    expect(await committed()).toMatchObject({ progress: 0, required_count: 5 });
    await award(student, 'taken_coaching_session', 'booking:1');
    expect((await committed()).progress).toBe(1);
    await award(student, 'taken_coaching_session', 'booking:2');
    expect((await committed()).progress).toBe(2);
    await ctx.deps.db.transaction((tx) => reversePoints(tx, student.userId, 'taken_coaching_session', 'booking:2'));
    expect((await committed()).progress).toBe(1);
    // Changed in the database directly (an operator's SQL, another process).
    await ctx.deps.db.update(badges).set({ requiredCount: 7 }).where(eq(badges.name, 'Committed'));
    expect(await committed()).toMatchObject({ progress: 1, required_count: 7 });
    await ctx.deps.db.update(badges).set({ requiredCount: 5 }).where(eq(badges.name, 'Committed'));
  });
});

describe('GET /api/gamification/summary/', () => {
  it('sums up points, level, badges, rank and points per action', async () => {
    const student = await createTestStudent(ctx);
    await award(student, 'created_account', `user:${student.userId}`);
    await award(student, 'booked_session', 'booking:1');
    await award(student, 'booked_session', 'booking:2');
    await award(student, 'canceled_session', 'booking:2');
    const res = await get(student, 'summary/');
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data).toMatchObject({
      total_points: 80,
      point_balance: 80,
      points_redeemed: 0,
      level: { level_number: 1, name: 'Beginner' },
      next_level: { level_number: 2, points_needed: 20 },
      // First Steps, First Session Booked, and Explorer at 110 points (kept when the cancellation took 30).
      badges_earned: 3,
      rewards_redeemed: 0,
      user_rank: expect.any(Number),
    });
    expect(data.total_users).toBeGreaterThanOrEqual(data.user_rank);
    expect(data.points_by_action).toEqual([
      { action_type: 'booked_session', description: 'booking a session', count: 2, points: 60 },
      { action_type: 'canceled_session', description: 'cancelling a session', count: 1, points: -30 },
      { action_type: 'created_account', description: 'creating your account', count: 1, points: 50 },
    ]);
  });
});

describe('GET /api/gamification/performed-actions/', () => {
  it('pages the points history newest first, filtered by action type (any case) and date', async () => {
    const student = await createTestStudent(ctx);
    await award(student, 'created_account', `user:${student.userId}`);
    for (const id of [1, 2, 3]) await award(student, 'community_liking_story', `post:${id}`);
    await ctx.deps.db.transaction((tx) => reversePoints(tx, student.userId, 'community_liking_story', 'post:3'));
    await grantTestPoints(ctx, student.userId, 5);

    const all = (await get(student, 'performed-actions/?page_size=2')).json();
    expect(all).toMatchObject({ success: true, total_actions: 6, page: 1, page_size: 2, total_pages: 3 });
    expect(all.data.map((a: { kind: string; points: number; description: string }) => [a.kind, a.points, a.description])).toEqual([
      ['adjustment', 5, 'test points'],
      ['reversal', -2, 'Liking a story (taken back)'],
    ]);

    const likes = (await get(student, 'performed-actions/?action_type=COMMUNITY_LIKING_STORY')).json();
    expect(likes.total_actions).toBe(4);
    expect(likes.data[0]).toMatchObject({ action_type: 'community_liking_story', default_points: 2, created_at: expect.any(String) });

    const today = new Date().toISOString().slice(0, 10);
    expect((await get(student, `performed-actions/?from_date=${today}&to_date=${today}`)).json().total_actions).toBe(6);
    expect((await get(student, 'performed-actions/?to_date=2020-01-01')).json().total_actions).toBe(0);
  });

  it('refuses unknown action types and bad dates with field errors', async () => {
    const student = await createTestStudent(ctx);
    const unknown = await get(student, 'performed-actions/?action_type=free_points');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ action_type: ['Unknown action type.'] });
    const backwards = await get(student, 'performed-actions/?from_date=2026-05-02&to_date=2026-05-01');
    expect(backwards.json()).toEqual({ to_date: ['from_date must not be after to_date.'] });
    expect((await get(student, 'performed-actions/?from_date=yesterday')).statusCode).toBe(400);
  });

  it('shows nobody else’s history and needs a signed-in student', async () => {
    const student = await createTestStudent(ctx);
    const other = await createTestStudent(ctx);
    await award(other, 'created_account', `user:${other.userId}`);
    expect((await get(student, 'performed-actions/')).json().total_actions).toBe(0);
    for (const url of ['user-badges/', 'available-badges/', 'summary/', 'performed-actions/']) {
      expect((await ctx.app.inject({ method: 'GET', url: `/api/gamification/${url}` })).statusCode).toBe(401);
    }
  });
});
