import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { postSchema } from '@bloom/contract/community';
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

  it("writes each story's JSON in the post's exact shape, naming an anonymous story's author to the author only", async () => {
    const calls = communityCalls(ctx);
    const school = await createSchool(ctx);
    const author = await createWallStudent(ctx, school, { firstName: 'Noor', lastName: 'Haddad' });
    const reader = await createWallStudent(ctx, school);
    const hidden = await shareStory(ctx, author, { content: 'Quietly proud of "this" \\ one', is_anonymous: true, tags: ['Resilience', 'Wellness Habits'] });
    const named = await shareStory(ctx, author, { content: 'Signed <b>win</b>' });
    expect((await calls.like(reader, hidden)).statusCode).toBe(200);
    const exactPost = z.strictObject(postSchema.shape);
    const pageOf = async (viewer: TestStudent) => {
      const body = (await calls.list(viewer)).json() as { results: unknown[] };
      return body.results.map((result) => exactPost.parse(result));
    };

    const seenByReader = await pageOf(reader);
    const seenByAuthor = await pageOf(author);
    expect(seenByReader.map((post) => post.id)).toEqual([named, hidden]);
    expect(seenByReader[1]).toMatchObject({ content: 'Quietly proud of "this" \\ one', is_anonymous: true, author: null, username: null, user_id: null, like_count: 1, is_liked_by_user: true, tags: 'Resilience,Wellness Habits' });
    expect(seenByAuthor[1]).toMatchObject({ author: 'Noor H.', username: 'Noor H.', user_id: author.userId, like_count: 1, is_liked_by_user: false });
    expect(seenByReader[0]).toMatchObject({ content: 'Signed <b>win</b>', author: 'Noor H.', user_id: author.userId, like_count: 0, tags: '' });
    // The single story's own call (written whole) says the same as the wall.
    for (const [viewer, page] of [[reader, seenByReader], [author, seenByAuthor]] as const) {
      expect((await calls.get(viewer, hidden)).json()).toEqual(page[1]);
    }
  });
});
