import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schools } from '@bloom/db/schema';
import { createTestApp, createTestClock, type TestContext } from '../../test/helper';
import { FRAMED_ORIGINS_TTL_MS, frameOriginOf } from './framed-origins';
import { schoolNameKey } from './school-name';

const clock = createTestClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock, env: { RESOURCES_URL: 'https://blog.example.org/students/' } });
});
afterAll(async () => {
  await ctx.close();
});

async function frameSourcesOfAPage(): Promise<string[]> {
  const res = await ctx.app.inject({ method: 'GET', url: '/campus-resources' });
  const directive = String(res.headers['content-security-policy'])
    .split('; ')
    .find((d) => d.startsWith('frame-src '));
  return directive!.slice('frame-src '.length).split(' ');
}

/** The next TTL has passed: the first page request starts a re-read and later ones see its result. */
async function frameSourcesAfterTtl(): Promise<string[]> {
  clock.advance(FRAMED_ORIGINS_TTL_MS);
  let sources = await frameSourcesOfAPage();
  for (let attempt = 0; attempt < 50; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    const next = await frameSourcesOfAPage();
    if (next.join(' ') === sources.join(' ') && attempt > 2) break;
    sources = next;
  }
  return sources;
}

async function addSchool(name: string, resourceLink: string | null) {
  const [row] = await ctx.deps.db.insert(schools).values({ name, nameKey: schoolNameKey(name), resourceLink }).returning();
  return row!;
}

describe('Content-Security-Policy frame-src', () => {
  it('lists exactly the blog origin and the origins of the schools’ resource links, and nothing for JSON answers', async () => {
    await addSchool('Framed A', 'https://wellness.a.edu/students/help?x=1');
    await addSchool('Framed A2', 'https://wellness.a.edu/other');
    await addSchool('Framed B', 'https://counseling.b.edu:8443/');
    await addSchool('No link', null);
    expect(await frameSourcesAfterTtl()).toEqual(['https://blog.example.org', 'https://counseling.b.edu:8443', 'https://wellness.a.edu']);
    const api = await ctx.app.inject({ method: 'GET', url: '/api/health/' });
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('follows a changed link after the cache time, without a restart, and not before', async () => {
    const school = await addSchool('Framed C', 'https://old.c.edu/resources');
    expect(await frameSourcesAfterTtl()).toContain('https://old.c.edu');

    await ctx.deps.db.update(schools).set({ resourceLink: 'https://new.c.edu/resources' }).where(eq(schools.id, school.id));
    clock.advance(FRAMED_ORIGINS_TTL_MS / 2);
    expect(await frameSourcesOfAPage()).toContain('https://old.c.edu');

    const after = await frameSourcesAfterTtl();
    expect(after).toContain('https://new.c.edu');
    expect(after).not.toContain('https://old.c.edu');
  });

  it('never frames anything but http(s) pages', () => {
    expect(frameOriginOf('javascript:alert(1)')).toBeNull();
    expect(frameOriginOf('data:text/html,hi')).toBeNull();
    expect(frameOriginOf('not a url')).toBeNull();
    expect(frameOriginOf('https://x.edu/a b')).toBe('https://x.edu');
  });
});
