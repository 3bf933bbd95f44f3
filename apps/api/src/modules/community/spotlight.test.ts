import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityPosts, studentProfiles } from '@bloom/db/schema';
import { createTestApp, createTestClock, type TestContext } from '../../test/helper';
import { communityCalls, createSchool, createWallStudent, shareStory, type TestStudent } from './test-fixtures';

let ctx: TestContext;
const clock = createTestClock();
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(async () => {
  await ctx.close();
});

describe("the spotlight's kept choice (decision 0039)", () => {
  it('is exact for likes, unlikes, new and deleted stories made through this process, and rereads changes made elsewhere after 30 s', async () => {
    const calls = communityCalls(ctx);
    const school = await createSchool(ctx);
    const author = await createWallStudent(ctx, school);
    const fans = await Promise.all([1, 2, 3].map(() => createWallStudent(ctx, school)));
    const spotlightIds = async (viewer: TestStudent = fans[0]!) =>
      ((await ctx.app.inject({ method: 'GET', url: '/api/peer-support-posts/spotlight/', headers: viewer.auth })).json() as { results: { id: number }[] }).results.map((p) => p.id);
    const like = async (story: number, count: number) => {
      for (const fan of fans.slice(0, count)) expect((await calls.like(fan, story)).statusCode).toBe(200);
    };

    const [a, b, c] = [await shareStory(ctx, author, { content: 'Win A' }), await shareStory(ctx, author, { content: 'Win B' }), await shareStory(ctx, author, { content: 'Win C' })];
    await like(a, 1);
    expect(await spotlightIds()).toEqual([a, c, b]);

    await like(b, 2);
    expect(await spotlightIds()).toEqual([b, a, c]);
    expect((await calls.unlike(fans[0]!, b)).statusCode).toBe(200);
    expect((await calls.unlike(fans[1]!, b)).statusCode).toBe(200);
    expect(await spotlightIds()).toEqual([a, c, b]);

    const d = await shareStory(ctx, fans[2]!, { content: 'Win D' });
    expect(await spotlightIds()).toEqual([a, d, c]);
    expect((await calls.remove(author, a)).statusCode).toBe(200);
    expect(await spotlightIds()).toEqual([d, c, b]);

    const e = await shareStory(ctx, fans[1]!, { content: 'Win E' });
    expect(await spotlightIds()).toEqual([e, d, c]);

    // Another process's likes (here: the count changed in the database directly) bring a story in once the
    // choice is 30 s old; the kept stories' own counts are always read fresh.
    await ctx.deps.db.update(communityPosts).set({ likeCount: 5 }).where(eq(communityPosts.id, b));
    expect(await spotlightIds()).toEqual([e, d, c]);
    clock.advance(30_001);
    expect(await spotlightIds()).toEqual([b, e, d]);
  });

  it("shows a student who moved school their new school's stories, not the choice kept for the old one", async () => {
    const [oldSchool, newSchool] = [await createSchool(ctx), await createSchool(ctx)];
    const [oldAuthor, newAuthor] = [await createWallStudent(ctx, oldSchool), await createWallStudent(ctx, newSchool)];
    const oldStories = [await shareStory(ctx, oldAuthor, { content: 'Old A' }), await shareStory(ctx, oldAuthor, { content: 'Old B' }), await shareStory(ctx, oldAuthor, { content: 'Old C' })];
    const newStories = [await shareStory(ctx, newAuthor, { content: 'New A' }), await shareStory(ctx, newAuthor, { content: 'New B' }), await shareStory(ctx, newAuthor, { content: 'New C' })];
    const mover = await createWallStudent(ctx, oldSchool);
    const spotlightIds = async () =>
      ((await ctx.app.inject({ method: 'GET', url: '/api/peer-support-posts/spotlight/', headers: mover.auth })).json() as { results: { id: number }[] }).results.map((p) => p.id);

    expect(await spotlightIds()).toEqual([...oldStories].reverse());
    expect(await spotlightIds()).toEqual([...oldStories].reverse());
    await ctx.deps.db.update(studentProfiles).set({ schoolId: newSchool }).where(eq(studentProfiles.userId, mover.userId));
    expect(await spotlightIds()).toEqual([...newStories].reverse());
  });
});
