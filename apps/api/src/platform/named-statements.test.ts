import { MAX_NAMED_STATEMENTS, NamingClient } from '@bloom/db/naming-client';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, isPostgres, type TestContext, type TestDatabase } from '../test/helper';
import { queryRows } from './query-rows';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

/** The statements this connection holds prepared whose text contains `marker`. */
const preparedHolding = (marker: string) =>
  sql`select statement from pg_prepared_statements where statement like ${`%${marker}%`} and statement not like '%pg_prepared_statements%'`;

describe('statements with values are prepared once per connection', () => {
  it('runs one text with any values as one prepared statement, inside a transaction too, with the right answers', async () => {
    const marker = `m${Date.now()}`;
    const doubled = (n: number) => sql`select ${n}::int * 2 as twice, ${`${marker}-${n}`}::text as label`;
    const [answers, prepared] = await ctx.deps.db.transaction(async (tx) => {
      const rows = [];
      for (const n of [1, 2, 3]) rows.push(...(await queryRows<{ twice: number; label: string }>(tx, doubled(n))));
      return [rows, await queryRows<{ statement: string }>(tx, preparedHolding(marker))] as const;
    });
    expect(answers).toEqual([1, 2, 3].map((n) => ({ twice: n * 2, label: `${marker}-${n}` })));
    expect(prepared).toHaveLength(0); // the marker is a value, never in the text
    const texts = await ctx.deps.db.transaction(async (tx) => {
      for (const n of [4, 5]) await queryRows(tx, sql`select ${n}::int * 3 as ${sql.raw(marker)}`);
      return queryRows<{ statement: string }>(tx, preparedHolding(marker));
    });
    expect(texts).toHaveLength(1);
  });

  it('gives statements of different text different names, so neither answers for the other', async () => {
    for (let i = 0; i < 3; i++) {
      expect(await queryRows(ctx.deps.db, sql`select ${i}::int + 1 as n`)).toEqual([{ n: i + 1 }]);
      expect(await queryRows(ctx.deps.db, sql`select ${i}::int + 100 as n`)).toEqual([{ n: i + 100 }]);
    }
  });
});

describe.runIf(isPostgres)('a PostgreSQL connection keeps a bounded number of prepared statements', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('runs texts past the bound unnamed, still answering each right', async () => {
    const client: pg.Client = new NamingClient({ connectionString: database.url });
    await client.connect();
    try {
      const texts = MAX_NAMED_STATEMENTS + 25;
      for (let i = 0; i < texts; i++) {
        const { rows } = await client.query(`select $1::int + ${i} as n`, [1]);
        expect(rows).toEqual([{ n: i + 1 }]);
      }
      const { rows } = await client.query<{ count: number }>('select count(*)::int as count from pg_prepared_statements');
      expect(rows[0]!.count).toBe(MAX_NAMED_STATEMENTS);
    } finally {
      await client.end();
    }
  });
});
