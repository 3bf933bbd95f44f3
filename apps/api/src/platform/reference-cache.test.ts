import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { levels } from '@bloom/db/schema';
import { createTestApp, createTestDatabase, isPostgres, type TestContext } from '../test/helper';
import { createReferenceCache } from './reference-cache';

describe('a reference cache', () => {
  it('loads once for readers that arrive together, keeps the rows, and loads again after a notice for its table', async () => {
    let loads = 0;
    const cache = createReferenceCache('levels', async () => ++loads);
    expect(await Promise.all([cache.read(), cache.read(), cache.read()])).toEqual([1, 1, 1]);
    expect(await cache.read()).toBe(1);
    cache.applyNotice('badges');
    expect(await cache.read()).toBe(1);
    cache.applyNotice('levels');
    expect(await cache.read()).toBe(2);
  });

  it('keeps nothing while disabled, and never keeps a failed load', async () => {
    let loads = 0;
    let fail = true;
    const cache = createReferenceCache('levels', async () => {
      loads += 1;
      if (fail) throw new Error('database down');
      return loads;
    });
    await expect(cache.read()).rejects.toThrow('database down');
    fail = false;
    expect(await cache.read()).toBe(2);
    cache.setEnabled(false);
    expect(await cache.read()).toBe(3);
    expect(await cache.read()).toBe(4);
  });

  it('loads again once its time is up', async () => {
    let now = 0;
    let loads = 0;
    const cache = createReferenceCache('levels', async () => ++loads, () => now);
    expect(await cache.read()).toBe(1);
    now += 59_000;
    expect(await cache.read()).toBe(1);
    now += 2_000;
    expect(await cache.read()).toBe(2);
  });
});

describe.runIf(isPostgres)('the levels kept in memory (PostgreSQL, two apps on one database)', () => {
  let first: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    const database = await createTestDatabase();
    first = await createTestApp({ database, env: { DATABASE_URL: database.url! } });
    second = await createTestApp({ database: { ...database, dispose: async () => undefined }, env: { DATABASE_URL: database.url! } });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('a change to the levels table, by any connection, reaches every app at once', async () => {
    const names = async (context: TestContext) => (await context.deps.levels.read()).map((level) => level.name);
    const before = await names(second);
    expect(before.length).toBeGreaterThan(1);
    await first.database.db.update(levels).set({ name: sql`${levels.name} || ' (renamed)'` });
    const deadline = Date.now() + 3_000;
    while ((await names(second))[0] === before[0]) {
      expect(Date.now(), 'the second app still shows the old levels').toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await names(second)).toEqual(before.map((name) => `${name} (renamed)`));
  });
});
