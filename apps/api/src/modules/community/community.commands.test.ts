import { eq, inArray, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityComments, communityPostLikes, communityPosts, communityWalls, distressReports } from '@bloom/db/schema';
import { createTestApp, type TestContext } from '../../test/helper';
import { operatorRunner } from '../coaching/test-operator';
import { communityCalls, createSchool, createWallStudent, shareStory } from './test-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const run = operatorRunner(() => ctx);

describe('operator distress-reports', () => {
  it('lists the open reports with student, school, time and text, and marks one handled', async () => {
    expect((await run('distress-reports')).out).toBe('No open distress reports.');
    const schoolId = await createSchool(ctx, 'Harbor College');
    const student = await createWallStudent(ctx, schoolId, { firstName: 'Jordan', lastName: 'Lee' });
    await communityCalls(ctx).share(student, { content: 'I want to die tonight' });

    const listed = await run('distress-reports');
    expect(listed.code).toBe(0);
    const [report] = await ctx.deps.db.select().from(distressReports);
    expect(listed.out).toContain(`#${report!.id}  ${report!.createdAt.toISOString()}  Jordan Lee <${student.email}> (user ${student.userId}), Harbor College`);
    expect(listed.out).toContain('story: I want to die tonight');

    const json = JSON.parse((await run('distress-reports', '--json')).out);
    expect(json).toEqual([expect.objectContaining({ id: report!.id, source: 'story', text: 'I want to die tonight', school: 'Harbor College', student: { id: student.userId, name: 'Jordan Lee', email: student.email } })]);

    const handled = await run('distress-reports', '--handle', String(report!.id), '--note', 'Called, referred to counselling');
    expect(handled).toMatchObject({ code: 0, out: `Distress report ${report!.id} is marked handled.` });
    const [after] = await ctx.deps.db.select().from(distressReports).where(eq(distressReports.id, report!.id));
    expect(after).toMatchObject({ status: 'handled', handledNote: 'Called, referred to counselling' });
    expect(after!.handledAt).toBeInstanceOf(Date);
    expect((await run('distress-reports')).out).toBe('No open distress reports.');
    expect(await run('distress-reports', '--handle', String(report!.id))).toMatchObject({ code: 1, err: `There is no open distress report ${report!.id}.` });
  });

  it('refuses bad flags clearly', async () => {
    expect(await run('distress-reports', '--handle', 'abc')).toMatchObject({ code: 1, err: '--handle must be a whole number from 1 to 2147483647.' });
    expect(await run('distress-reports', '--note', 'x')).toMatchObject({ code: 1, err: '--note goes with --handle <id>.' });
    expect((await run('distress-reports', '--bogus')).code).toBe(1);
  });
});

describe('operator seed-stories', () => {
  it('fills a wall with generated stories, likes and comments whose counts add up', async () => {
    const schoolId = await createSchool(ctx);
    const result = await run('seed-stories', '--count', '120', '--school', String(schoolId), '--authors', '12', '--json');
    expect(result.code).toBe(0);
    const summary = JSON.parse(result.out);
    expect(summary).toMatchObject({ schoolId, stories: 120, authors: 12 });
    const posts = await ctx.deps.db.select().from(communityPosts).where(eq(communityPosts.schoolId, schoolId));
    expect(posts).toHaveLength(120);
    expect(posts.some((p) => p.isAnonymous)).toBe(true);
    const likes = await ctx.deps.db.select().from(communityPostLikes);
    const comments = await ctx.deps.db.select().from(communityComments);
    expect(summary.likes).toBe(posts.reduce((sum, p) => sum + p.likeCount, 0));
    expect(summary.comments).toBe(posts.reduce((sum, p) => sum + p.commentCount, 0));
    expect(likes.filter((l) => posts.some((p) => p.id === l.postId))).toHaveLength(summary.likes);
    expect(comments.filter((c) => posts.some((p) => p.id === c.postId))).toHaveLength(summary.comments);
    // Nobody likes their own generated story.
    expect(likes.every((l) => posts.find((p) => p.id === l.postId)?.userId !== l.userId)).toBe(true);

    const reader = await createWallStudent(ctx, schoolId);
    const page = (await communityCalls(ctx).list(reader)).json();
    expect(page.total_pages).toBe(12);
    expect(new Date(page.results[0].created_at).getTime()).toBeGreaterThan(new Date(page.results[9].created_at).getTime());
    // A partial word of the generated text finds the stories that have it, and only those.
    const withWord = posts.filter((p) => /\bgrateful\b/i.test(p.content)).length;
    expect(withWord).toBeGreaterThan(0);
    const found = (await communityCalls(ctx).list(reader, 'search=gratefu&limit=100')).json();
    expect(found.results).toHaveLength(withWord);
  });

  it('needs a count and an existing school', async () => {
    expect(await run('seed-stories')).toMatchObject({ code: 1, err: '--count <n> is required.' });
    expect(await run('seed-stories', '--count', '0')).toMatchObject({ code: 1 });
    expect(await run('seed-stories', '--count', '5', '--school', '999999')).toMatchObject({ code: 1, err: 'No school with id 999999.' });
  });
});

describe('operator school merge', () => {
  it("folds the first school's wall into the second's: every story on one wall, each counted once", async () => {
    const [from, into] = [await createSchool(ctx), await createSchool(ctx)];
    const fromAuthor = await createWallStudent(ctx, from);
    for (const n of [1, 2]) await shareStory(ctx, fromAuthor, { content: `From the first school, story ${n}` });
    for (let author = 0; author < 3; author++) {
      const student = await createWallStudent(ctx, into);
      for (const n of [1, 2, 3]) await shareStory(ctx, student, { content: `From the second school, story ${author}-${n}` });
    }

    const merged = await run('school', 'merge', String(from), '--into', String(into));
    expect(merged.code).toBe(0);
    const walls = await ctx.deps.db
      .select({ schoolId: communityWalls.schoolId, postCount: sum(communityWalls.postCount).mapWith(Number) })
      .from(communityWalls)
      .where(inArray(communityWalls.schoolId, [from, into]))
      .groupBy(communityWalls.schoolId);
    expect(walls).toEqual([{ schoolId: into, postCount: 11 }]);

    const reader = await createWallStudent(ctx, into);
    const [first, second] = [(await communityCalls(ctx).list(reader)).json(), (await communityCalls(ctx).list(reader, 'page=2')).json()];
    expect(first.total_pages).toBe(2);
    expect([...first.results, ...second.results]).toHaveLength(11);
    expect(second.results.map((p: { content: string }) => p.content).concat(first.results.map((p: { content: string }) => p.content))).toContain('From the first school, story 1');
  });
});
