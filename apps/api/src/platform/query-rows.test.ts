import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/helper';
import { queryRows } from './query-rows';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('queryRows', () => {
  it('answers the same rows prepared as not, on the handle and inside a transaction, for any values', async () => {
    const { db } = ctx.deps;
    const doubled = (n: number) => sql`select ${n}::int * 2 as twice, ${`n${n}`}::text as label`;
    for (const n of [1, 2, 3, 4, 5, 6, 7]) {
      expect(await queryRows(db, doubled(n), { prepare: true })).toEqual(await queryRows(db, doubled(n)));
    }
    const inside = await db.transaction(async (tx) => [await queryRows(tx, doubled(21), { prepare: true }), await queryRows(tx, doubled(22), { prepare: true })]);
    expect(inside).toEqual([[{ twice: 42, label: 'n21' }], [{ twice: 44, label: 'n22' }]]);
  });

  it('gives two statements of different text different names, so neither runs in place of the other', async () => {
    const { db } = ctx.deps;
    for (let i = 0; i < 3; i++) {
      expect(await queryRows(db, sql`select ${i}::int + 1 as n`, { prepare: true })).toEqual([{ n: i + 1 }]);
      expect(await queryRows(db, sql`select ${i}::int + 100 as n`, { prepare: true })).toEqual([{ n: i + 100 }]);
    }
  });
});
