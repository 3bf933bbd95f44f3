import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityPosts } from '@bloom/db/schema';
import { createTestApp, type TestContext } from '../test/helper';
import { DEMO_STUDENT } from './demo-accounts';
import { seedDemoData } from './seed';
import { seedDemoStories } from './demo-stories';

let ctx: TestContext;
let headers: { authorization: string };
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.deps, ctx.app.log);
  const login = await ctx.app.inject({ method: 'POST', url: '/api/login/', payload: { email: DEMO_STUDENT.email, password: DEMO_STUDENT.password, type: 'student' } });
  headers = { authorization: `Bearer ${login.json().access}` };
});
afterAll(async () => {
  await ctx.close();
});

describe('demo stories seed', () => {
  it("gives the demo school's wall three pages of stories, some anonymous, with tags, likes and comments", async () => {
    const first = (await ctx.app.inject({ method: 'GET', url: '/api/peer-support-posts/', headers })).json();
    expect(first.total_pages).toBe(3);
    const all = [first, ...(await Promise.all([2, 3].map(async (page) => (await ctx.app.inject({ method: 'GET', url: `/api/peer-support-posts/?page=${page}`, headers })).json())))].flatMap((p) => p.results);
    expect(all.length).toBeGreaterThanOrEqual(25);
    expect(all.filter((p) => p.is_anonymous).every((p) => p.username === null)).toBe(true);
    expect(all.filter((p) => p.is_anonymous).length).toBeGreaterThanOrEqual(3);
    expect(all.filter((p) => p.tags !== '').length).toBeGreaterThanOrEqual(20);
    expect(all.some((p) => p.like_count > 3 && p.comment_count > 1)).toBe(true);
    const comments = (await ctx.app.inject({ method: 'GET', url: `/api/peer-support-posts/${first.results[0].id}/comments/`, headers })).json();
    expect(comments.results.length).toBe(first.results[0].comment_count);
  });

  it('fills the spotlight and finds stories by search', async () => {
    const spotlight = (await ctx.app.inject({ method: 'GET', url: '/api/peer-support-posts/spotlight/', headers })).json();
    expect(spotlight.results).toHaveLength(3);
    const found = (await ctx.app.inject({ method: 'GET', url: '/api/peer-support-posts/?search=recurs', headers })).json();
    expect(found.results[0].content).toContain('recursion');
  });

  it('adds nothing on a second run', async () => {
    const before = await ctx.deps.db.$count(communityPosts);
    await seedDemoStories(ctx.deps);
    expect(await ctx.deps.db.$count(communityPosts)).toBe(before);
  });
});
