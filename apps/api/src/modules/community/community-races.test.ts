import { and, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityPostLikes, communityPosts, communityWalls, pointEntries } from '@bloom/db/schema';
import { createTestApp, isPostgres, type TestContext } from '../../test/helper';
import { communityCalls, createSchool, createWallStudent, shareStory } from './test-fixtures';

/**
 * Races only mean something with real concurrent connections: PostgreSQL, not the single-connection
 * PGlite. Every request goes through the HTTP stack at once (app.inject does not serialise them).
 */
describe.runIf(isPostgres)('community races on PostgreSQL', () => {
  let ctx: TestContext;
  let calls: ReturnType<typeof communityCalls>;
  let schoolId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    calls = communityCalls(ctx);
    schoolId = await createSchool(ctx);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('100 students liking one story at once: like_count 100, 100 likes, each paid once', async () => {
    const author = await createWallStudent(ctx, schoolId);
    const postId = await shareStory(ctx, author, { content: 'Everyone like this at once' });
    const fans = await Promise.all(Array.from({ length: 100 }, () => createWallStudent(ctx, schoolId)));
    const answers = await Promise.all(fans.map((fan) => calls.like(fan, postId)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(100).fill(200));
    expect((await calls.get(author, postId)).json().like_count).toBe(100);
    expect(await ctx.deps.db.$count(communityPostLikes, eq(communityPostLikes.postId, postId))).toBe(100);
    expect(await ctx.deps.db.$count(pointEntries, and(eq(pointEntries.actionType, 'community_liking_story'), eq(pointEntries.sourceKey, `post:${postId}`)))).toBe(100);
  });

  it('one student liking a story 20 times at once: 1 like, the liking points once', async () => {
    const author = await createWallStudent(ctx, schoolId);
    const fan = await createWallStudent(ctx, schoolId);
    const postId = await shareStory(ctx, author, { content: 'Click click click' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => calls.like(fan, postId)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.filter((r) => r.json().points_event !== null)).toHaveLength(1);
    expect((await calls.get(fan, postId)).json()).toMatchObject({ like_count: 1, is_liked_by_user: true });
    expect(await ctx.deps.db.$count(pointEntries, and(eq(pointEntries.userId, fan.userId), eq(pointEntries.actionType, 'community_liking_story')))).toBe(1);
  });

  it('liking and unliking at once from many students leaves like_count equal to the likes kept', async () => {
    const author = await createWallStudent(ctx, schoolId);
    const postId = await shareStory(ctx, author, { content: 'Toggle me' });
    const fans = await Promise.all(Array.from({ length: 30 }, () => createWallStudent(ctx, schoolId)));
    await Promise.all(fans.map((fan) => calls.like(fan, postId)));
    await Promise.all(fans.flatMap((fan, i) => (i % 2 === 0 ? [calls.unlike(fan, postId), calls.unlike(fan, postId)] : [calls.like(fan, postId)])));
    const [post] = await ctx.deps.db.select().from(communityPosts).where(eq(communityPosts.id, postId));
    expect(post!.likeCount).toBe(15);
    expect(await ctx.deps.db.$count(communityPostLikes, eq(communityPostLikes.postId, postId))).toBe(15);
  });

  it('10 stories sent at once by one student with the limit at 3: exactly 3 published, 7 answers 429', async () => {
    const student = await createWallStudent(ctx, schoolId);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => calls.share(student, { content: `Burst ${i}` })));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, ...Array(7).fill(429)]);
    expect(await ctx.deps.db.$count(communityPosts, eq(communityPosts.userId, student.userId))).toBe(3);
  });

  it('stories from many students at once keep the wall count exact', async () => {
    const school = await createSchool(ctx);
    const students = await Promise.all(Array.from({ length: 25 }, () => createWallStudent(ctx, school)));
    const answers = await Promise.all(students.flatMap((s) => [calls.share(s, { content: 'same words here' }), calls.share(s, { content: 'other words there' })]));
    expect(answers.every((r) => r.statusCode === 201)).toBe(true);
    const [wall] = await ctx.deps.db.select({ postCount: sum(communityWalls.postCount).mapWith(Number) }).from(communityWalls).where(eq(communityWalls.schoolId, school));
    expect(wall!.postCount).toBe(50);
    expect((await calls.list(students[0]!)).json().total_pages).toBe(5);
  });

  it('comments from many students at once keep comment_count exact', async () => {
    const author = await createWallStudent(ctx, schoolId);
    const postId = await shareStory(ctx, author, { content: 'Say something' });
    const students = await Promise.all(Array.from({ length: 30 }, () => createWallStudent(ctx, schoolId)));
    await Promise.all(students.map((s) => calls.comment(s, postId, 'Here with you')));
    expect((await calls.get(author, postId)).json().comment_count).toBe(30);
  });
});
