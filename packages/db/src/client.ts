import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import { NamingClient } from './naming-client';
import { startPgliteThread } from './pglite-thread';
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
  /** PGlite only: a copy of its data folder, to open another database from (`loadDataDir`). */
  dumpDataDir?(): Promise<Blob>;
}

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/** Any constant works; it only has to be the same in every process that migrates this database. */
const MIGRATION_LOCK_KEY = 7_150_421;

/** Connections the server's pool keeps to the PGlite thread: enough that it always has the next query queued. */
const PGLITE_CONNECTIONS = 8;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'pglite') {
    // PGlite runs in a worker thread and speaks the wire protocol, so both databases share pg and its driver.
    const thread = await startPgliteThread({ dataDir: target.dataDir, loadDataDir: target.loadDataDir });
    const pool = new pg.Pool({ stream: () => thread.connect(), max: PGLITE_CONNECTIONS, idleTimeoutMillis: 0 });
    return {
      ...overPool(pool, 'pglite'),
      dumpDataDir: () => thread.dumpDataDir(),
      async close() {
        await pool.end();
        await thread.close();
      },
    };
  }
  // Each connection prepares the statements it runs once (naming-client.ts).
  const pool = new pg.Pool({ connectionString: target.url, max: target.maxConnections ?? 20, Client: NamingClient });
  return overPool(pool, 'postgres');
}

/**
 * The same database behind a new handle: what the API keeps per handle (prepared statements, answers kept
 * in memory) starts empty, as in a new process. For a database reused after its tables were emptied.
 */
export function withFreshHandle<D extends Database>(database: D): D {
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  return { ...database, db: drizzle(pool, { schema }) as unknown as Db };
}

function overPool(pool: pg.Pool, kind: DatabaseTarget['kind']): Database {
  return {
    db: drizzle(pool, { schema }) as unknown as Db,
    kind,
    async migrate() {
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrate(drizzle(conn, { schema }), { migrationsFolder });
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}
