import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import * as schema from './schema';

export type Schema = typeof schema;
/** A database handle or an open transaction: repositories accept either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseTarget =
  /** `loadDataDir`: start from a copy of another PGlite's data (its `dumpDataDir()`), as the API tests do. */
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; maxConnections?: number };

export interface Database {
  db: Db;
  kind: DatabaseTarget['kind'];
  /** Bring the schema up to date; safe to run from several processes at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/** Any constant works; it only has to be the same in every process that migrates this database. */
const MIGRATION_LOCK_KEY = 7_150_421;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'pglite') {
    // pg_trgm backs the community wall's search (trigram matching of partial words and typos).
    const client = new PGlite({ dataDir: target.dataDir || undefined, loadDataDir: target.loadDataDir, extensions: { pg_trgm } });
    await client.waitReady;
    const db = drizzlePglite(client, { schema });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder }),
      close: () => client.close(),
    };
  }
  const pool = new pg.Pool({ connectionString: target.url, max: target.maxConnections ?? 20 });
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    async migrate() {
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(conn, { schema }), { migrationsFolder });
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}
