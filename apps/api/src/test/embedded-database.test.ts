import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@bloom/db/client';

/**
 * The embedded database as `npm start` opens it: PGlite in its own thread behind a `pg` pool (decision 0037).
 * Its own PGlite, also when the other tests run on PostgreSQL.
 */
describe('the embedded database (PGlite in a worker thread)', () => {
  let dataDir: string;
  let database: Database;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'bloom-embedded-'));
    database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    await database.migrate();
    await database.db.execute(sql`create table counters (id int primary key, value int not null)`);
    await database.db.execute(sql`insert into counters values (1, 0)`);
  });

  afterAll(async () => {
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** The rows of a `db.execute` (typed loosely by the shared `Db` type). */
  const rowsOf = async <T>(result: Promise<unknown>) => ((await result) as { rows: T[] }).rows;
  const valueOf = async (db = database.db) => (await rowsOf<{ value: number }>(db.execute(sql`select value from counters where id = 1`)))[0]!.value;

  it('commits a transaction, and rolls back one that gives up or fails', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update counters set value = value + 1 where id = 1`);
    });
    expect(await valueOf()).toBe(1);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`update counters set value = 100 where id = 1`);
        tx.rollback();
      }),
    ).rejects.toThrow('Rollback');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`update counters set value = 200 where id = 1`);
        await tx.execute(sql`select * from no_such_table`);
      }),
    ).rejects.toThrow();
    expect(await valueOf()).toBe(1);
  });

  it('keeps a transaction to itself under a burst of queries from the other connections', async () => {
    const start = await valueOf();
    const seen: number[] = [];
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        i % 4 === 0
          ? database.db.transaction(async (tx) => {
              const rows = await rowsOf<{ value: number }>(tx.execute(sql`select value from counters where id = 1 for update`));
              // Half-way through, the row holds a value no one outside may ever read.
              await tx.execute(sql`update counters set value = -1 where id = 1`);
              await tx.execute(sql`update counters set value = ${rows[0]!.value + 1} where id = 1`);
            })
          : valueOf().then((value) => seen.push(value)),
      ),
    );
    expect(await valueOf()).toBe(start + 50);
    expect(seen).toHaveLength(150);
    expect(seen.every((value) => value >= start)).toBe(true);
  });

  it('runs a named prepared statement from every connection of the pool', async () => {
    const prepared = database.db.select({ value: sql<number>`value` }).from(sql`counters`).prepare('embedded_counter_value');
    const answers = await Promise.all(Array.from({ length: 40 }, () => prepared.execute()));
    expect(new Set(answers.map((rows) => rows[0]!.value)).size).toBe(1);
  });

  it('prepares each query once, and again when the schema changes under it', async () => {
    await database.db.execute(sql`create table shapes (id int primary key, label text)`);
    await database.db.execute(sql`insert into shapes values (1, 'one')`);
    const read = () => rowsOf<Record<string, unknown>>(database.db.execute(sql`select * from shapes where id = ${1}`));
    expect(await read()).toEqual([{ id: 1, label: 'one' }]);
    expect(await read()).toEqual([{ id: 1, label: 'one' }]);
    await database.db.execute(sql`alter table shapes alter column label type int using length(label)`);
    expect(await read()).toEqual([{ id: 1, label: 3 }]);
  });

  it('has pg_trgm for the wall search', async () => {
    const rows = await rowsOf<{ similar: boolean }>(database.db.execute(sql`select similarity('anxiety', 'anxeity') > 0.3 as similar`));
    expect(rows[0]!.similar).toBe(true);
  });

  it('leaves the event loop free while PGlite works', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 1);
    try {
      await database.db.execute(sql`select count(*) from generate_series(1, 3000000)`);
    } finally {
      clearInterval(timer);
    }
    // On the main thread the query would hold the loop until it returned: not a single tick.
    expect(ticks).toBeGreaterThan(0);
  });

  it('is on disk after close, and a copy of its data folder opens as another database', async () => {
    const value = await valueOf();
    const copy = await openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: await database.dumpDataDir!() });
    try {
      expect(await valueOf(copy.db)).toBe(value);
      await copy.db.execute(sql`update counters set value = -5 where id = 1`);
    } finally {
      await copy.close();
    }
    await database.close();
    database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    expect(await valueOf()).toBe(value);
  });
});
