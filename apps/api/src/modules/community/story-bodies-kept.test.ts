import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityPosts, users } from '@bloom/db/schema';
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

describe("the wall's kept stories (decision 0039)", () => {
  it('reads counts, likes, new and deleted stories live, shows a name changed here at once and one changed elsewhere within a minute', async () => {
    const calls = communityCalls(ctx);
    const school = await createSchool(ctx);
    const author = await createWallStudent(ctx, school, { firstName: 'Maya', lastName: 'Rivera' });
    const reader = await createWallStudent(ctx, school);
    const wall = async (viewer: TestStudent = reader) =>
      ((await calls.list(viewer)).json() as { results: { id: number; author: string | null; like_count: number; is_liked_by_user: boolean }[] }).results;

    const first = await shareStory(ctx, author, { content: 'First week done' });
    expect(await wall()).toMatchObject([{ id: first, author: 'Maya R.', like_count: 0, is_liked_by_user: false }]);

    // Counts and likes are read on every page, whoever changed them.
    expect((await calls.like(reader, first)).statusCode).toBe(200);
    await ctx.deps.db.update(communityPosts).set({ likeCount: 7 }).where(eq(communityPosts.id, first));
    expect(await wall()).toMatchObject([{ id: first, like_count: 7, is_liked_by_user: true }]);
    expect(await wall(author)).toMatchObject([{ id: first, is_liked_by_user: false }]);

    // Which stories a page holds is read live too.
    const second = await shareStory(ctx, author, { content: 'Second week done' });
    expect((await wall()).map((story) => story.id)).toEqual([second, first]);
    await ctx.deps.db.delete(communityPosts).where(eq(communityPosts.id, second));
    expect((await wall()).map((story) => story.id)).toEqual([first]);

    // A new name given on /profile shows at once.
    const renamed = await ctx.app.inject({ method: 'PATCH', url: `/api/student-profiles/${author.profileId}/`, headers: author.auth, payload: { user: { first_name: 'Mia' } } });
    expect(renamed.statusCode).toBe(200);
    expect(await wall()).toMatchObject([{ id: first, author: 'Mia R.' }]);

    // A name changed by another process (here: in the database directly) shows within a minute.
    await ctx.deps.db.update(users).set({ firstName: 'Mina' }).where(eq(users.id, author.userId));
    expect(await wall()).toMatchObject([{ author: 'Mia R.' }]);
    clock.advance(60_001);
    expect(await wall()).toMatchObject([{ author: 'Mina R.' }]);
  });
});
