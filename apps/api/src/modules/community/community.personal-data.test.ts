import { eq, sql, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityPosts, communityWalls, distressReports, pointEntries, users } from '@bloom/db/schema';
import { createTestApp, type TestContext } from '../../test/helper';
import { PASSWORD, post } from '../accounts/test-accounts';
import { hashPassword } from '../accounts/password-hashing';
import { queryRows } from '../../platform/query-rows';
import { communityCalls, createSchool, createWallStudent, shareStory, type TestStudent } from './test-fixtures';

const DISTRESS = 'Honestly I want to die, nothing is getting better.';

let ctx: TestContext;
let calls: ReturnType<typeof communityCalls>;
let schoolId: number;

beforeAll(async () => {
  ctx = await createTestApp({ env: { STORY_DAILY_LIMIT: '1000', COMMENT_DAILY_LIMIT: '1000' } });
  calls = communityCalls(ctx);
  schoolId = await createSchool(ctx);
});
afterAll(async () => {
  await ctx.close();
});

/** A wall student who can confirm an account deletion with PASSWORD. */
async function studentWithPassword(firstName: string): Promise<TestStudent> {
  const student = await createWallStudent(ctx, schoolId, { firstName, lastName: 'Tester' });
  await ctx.deps.db.update(users).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(users.id, student.userId));
  return student;
}

const ok = async <T extends { statusCode: number; body: string }>(res: Promise<T>, status = 200): Promise<T> => {
  const answer = await res;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer;
};
const commentOn = async (student: TestStudent, postId: number, content: string) =>
  (await ok(calls.comment(student, postId, content), 201)).json<{ id: number }>().id;

/** Stories of the school whose kept counts differ from their rows, and the wall's kept count against its rows. */
async function countsOfSchool() {
  const wrongStories = await queryRows<{ id: number }>(
    ctx.deps.db,
    sql`select p.id from ${communityPosts} p
      where p.school_id = ${schoolId}
        and (p.like_count <> (select count(*) from community_post_likes l where l.post_id = p.id)
          or p.comment_count <> (select count(*) from community_comments c where c.post_id = p.id))`,
  );
  const [wall] = await ctx.deps.db.select({ kept: sum(communityWalls.postCount).mapWith(Number) }).from(communityWalls).where(eq(communityWalls.schoolId, schoolId));
  const [stories] = await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(communityPosts).where(eq(communityPosts.schoolId, schoolId));
  return { wrongStories, wallKept: wall?.kept, wallRows: stories!.n };
}

describe('the community wall in "download my data" and "delete my account"', () => {
  it("exports only the student's own stories, comments, likes and distress reports; deleting keeps every other student's counts right", async () => {
    const ana = await studentWithPassword('Anouk');
    const ben = await studentWithPassword('Benedikt');
    const cam = await studentWithPassword('Camille');

    const benStory = await shareStory(ctx, ben, { content: 'Benedikt passed statistics at last.' });
    const camStory = await shareStory(ctx, cam, { content: 'Camille slept eight hours before the exam.' });
    const anaStory = await shareStory(ctx, ana, { content: 'Anouk asked for help in office hours.', is_anonymous: true, tags: ['Study Habits', 'Resilience'] });
    const anaSecond = await shareStory(ctx, ana, { content: 'Anouk walked every morning.' });

    // Others on Anouk's stories: they go with the stories.
    await ok(calls.like(ben, anaStory));
    await commentOn(ben, anaStory, 'Benedikt cheers Anouk on');
    await commentOn(cam, anaSecond, 'Camille cheers Anouk on');
    // Anouk on the others' stories: her likes and comments come off their counts.
    await ok(calls.like(ana, benStory));
    await ok(calls.like(ana, camStory));
    await ok(calls.like(ana, anaStory));
    const anaComments = [await commentOn(ana, benStory, 'Anouk says well done'), await commentOn(ana, benStory, 'Anouk again')];
    await ok(calls.like(cam, benStory));
    const benOwnComment = await commentOn(ben, benStory, 'Benedikt thanks everyone');
    // Distress refusals are kept about each of them.
    expect((await calls.comment(ana, benStory, DISTRESS)).statusCode).toBe(400);
    expect((await calls.share(ben, { content: DISTRESS })).statusCode).toBe(400);

    const res = await ok(ctx.app.inject({ method: 'GET', url: '/api/account/data/', headers: ana.auth }));
    const community = res.json<{ community: Record<string, unknown[]> }>().community;
    expect(community.stories).toEqual([
      { id: anaStory, title: 'Story', content: 'Anouk asked for help in office hours.', tags: ['Study Habits', 'Resilience'], is_anonymous: true, like_count: 2, comment_count: 1, created_at: expect.any(String) },
      { id: anaSecond, title: 'Story', content: 'Anouk walked every morning.', tags: [], is_anonymous: false, like_count: 0, comment_count: 1, created_at: expect.any(String) },
    ]);
    expect(community.comments).toEqual([
      { id: anaComments[0], story_id: benStory, content: 'Anouk says well done', created_at: expect.any(String), updated_at: expect.any(String) },
      { id: anaComments[1], story_id: benStory, content: 'Anouk again', created_at: expect.any(String), updated_at: expect.any(String) },
    ]);
    expect(community.likes!.map((l) => (l as { story_id: number }).story_id).sort()).toEqual([benStory, camStory, anaStory].sort());
    expect(community.distress_reports).toEqual([
      { source: 'comment', story_id: benStory, text: DISTRESS, status: 'open', created_at: expect.any(String), handled_at: null },
    ]);
    for (const foreign of ['Benedikt', 'Camille', ben.email, cam.email]) expect(res.body).not.toContain(foreign);

    const pointsBefore = await ctx.deps.db.select().from(pointEntries).where(eq(pointEntries.userId, ana.userId));
    const benPointsBefore = await ctx.deps.db.select().from(pointEntries).where(eq(pointEntries.userId, ben.userId));
    const wallBefore = await countsOfSchool();
    expect(wallBefore.wrongStories).toEqual([]);

    await ok(post(ctx, '/api/account/delete/', { password: PASSWORD }, { headers: ana.auth }));

    // The wall as the others read it: Anouk's stories gone, the wall's count with them.
    const wall = await ok(calls.list(ben));
    const ids = wall.json<{ results: { id: number }[] }>().results.map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining([benStory, camStory]));
    expect(ids).not.toContain(anaStory);
    expect(ids).not.toContain(anaSecond);
    expect((await calls.get(cam, anaStory)).statusCode).toBe(404);
    expect(await countsOfSchool()).toEqual({ wrongStories: [], wallKept: wallBefore.wallKept! - 2, wallRows: wallBefore.wallRows - 2 });

    // The other stories keep their own likes and comments, counted right.
    expect((await ok(calls.get(ben, benStory))).json()).toMatchObject({ like_count: 1, comment_count: 1 });
    expect((await ok(calls.get(ben, camStory))).json()).toMatchObject({ like_count: 0, comment_count: 0 });
    const likers = (await ok(calls.likers(ben, benStory))).json<{ results: { id: number }[]; total_pages: number }>();
    expect(likers).toMatchObject({ total_pages: 1 });
    expect(likers.results.map((l) => l.id)).toEqual([cam.userId]);
    expect((await ok(calls.likers(ben, camStory))).json<{ results: unknown[] }>().results).toEqual([]);
    const comments = (await ok(calls.comments(cam, benStory))).json<{ results: { id: number }[] }>();
    expect(comments.results.map((c) => c.id)).toEqual([benOwnComment]);

    // Ledgers are kept as they were (nothing reversed); Anouk's distress report goes, Benedikt's stays.
    expect(await ctx.deps.db.select().from(pointEntries).where(eq(pointEntries.userId, ana.userId))).toEqual(pointsBefore);
    expect(await ctx.deps.db.select().from(pointEntries).where(eq(pointEntries.userId, ben.userId))).toEqual(benPointsBefore);
    expect(await ctx.deps.db.select().from(distressReports).where(eq(distressReports.userId, ana.userId))).toEqual([]);
    expect(await ctx.deps.db.select().from(distressReports).where(eq(distressReports.userId, ben.userId))).toHaveLength(1);

    // The counts go on from there: a new like is counted on top of the right figure.
    await ok(calls.like(ben, camStory));
    expect((await ok(calls.get(cam, camStory))).json()).toMatchObject({ like_count: 1 });
    expect((await countsOfSchool()).wrongStories).toEqual([]);
  }, 60_000);
});
