import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, withFreshHandle, type Database } from '@bloom/db/client';
import { buildApp, type BuildAppOptions, type RegisteredRoute } from '../app';
import { loadConfig, testDatabaseUrl, type Config } from '../config';
import type { Clock } from '../platform/clock';
import type { App, AppDeps } from '../platform/deps';
import type { MailTransport } from '../platform/mail';
import { seedReferenceData } from '../seed/reference-data';

export interface TestContext {
  app: App;
  deps: AppDeps;
  database: Database;
  config: Config;
  /** Every route the app registered. */
  routes: RegisteredRoute[];
  /** The app's token signing secret, for tests that forge or re-sign tokens. */
  jwtSecret: string;
  close(): Promise<void>;
}

export const isPostgres = testDatabaseUrl() !== undefined;

/** A clock the test moves by hand. */
export function createTestClock(start = new Date()): Clock & { set(date: Date): void; advance(ms: number): void } {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    set: (date) => {
      now = date.getTime();
    },
    advance: (ms) => {
      now += ms;
    },
  };
}

export type TestDatabase = Database & {
  dispose(): Promise<void>;
  /** Where other processes reach it (PostgreSQL only). */
  url?: string;
};

/**
 * A fresh, migrated database of its own: in-memory PGlite, or a new database on the TEST_DATABASE_URL
 * server (dropped again on dispose), so nothing else sees its rows. For a test that needs a database
 * apart from its app's; `createTestApp` shares one per worker.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = testDatabaseUrl();
  return serverUrl ? createPostgresDatabase(serverUrl) : createPgliteDatabase();
}

/**
 * The data folder of a migrated PGlite with its reference data, taken from the worker's first one: a
 * copy opens in about 0.5 s, where a new PGlite takes 3 s before the first migration even runs.
 */
let pgliteTemplate: Blob | undefined;

async function createPgliteDatabase(): Promise<TestDatabase> {
  const database = await openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: pgliteTemplate });
  if (!pgliteTemplate) {
    await database.migrate();
    await seedReferenceData(database.db);
    pgliteTemplate = await database.dumpDataDir!();
  }
  return { ...database, dispose: () => database.close() };
}

/** Whether a test closed its database itself: the pool behind drizzle knows. */
function isClosed(database: Database): boolean {
  return (database.db as unknown as { $client: { ended: boolean } }).$client.ended;
}

async function createPostgresDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `bloom_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Vitest runs a worker per core and PostgreSQL allows 100 connections: two files at once must fit, even
  // when one holds two test databases, or runs two server processes with their pools and LISTEN connections
  // (test/several-processes.test.ts: 2 x (8 + 1)).
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 25 });
  await database.migrate();
  await seedReferenceData(database.db);
  return {
    ...database,
    url: url.toString(),
    async dispose() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      // pool.end() resolves before its sockets are closed; a forced drop would kill them mid-close and
      // pg reports that as an uncaught error in the test run. Give them a moment to go first.
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const { rows } = await cleanup.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * PGlite databases this worker's apps have closed, ready for the next test file: the API project runs
 * its files one after another in each worker without isolation (vitest.config.ts), so a file reuses the
 * last one's database, emptied, instead of paying for a new one. On PostgreSQL each app keeps its own.
 */
const idlePgliteDatabases: TestDatabase[] = [];

/** Every table emptied and its identities restarted, then the reference data again: as good as new. */
async function resetTables(database: Database): Promise<void> {
  const result = await database.db.execute(sql`select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'`);
  const { rows } = result as unknown as { rows: { name: string }[] };
  if (rows.length > 0) await database.db.execute(sql.raw(`truncate table ${rows.map((row) => row.name).join(', ')} restart identity cascade`));
  await seedReferenceData(database.db);
}

async function takeAppDatabase(): Promise<TestDatabase> {
  if (isPostgres) return createTestDatabase();
  let idle = idlePgliteDatabases.pop();
  // A test may have closed its app's database itself.
  while (idle && isClosed(idle)) idle = idlePgliteDatabases.pop();
  if (!idle) return createTestDatabase();
  await resetTables(idle);
  // Its rows are new, so nothing the last app kept of them may be used again.
  return withFreshHandle(idle);
}

export interface TestAppOptions {
  clock?: Clock;
  mailTransport?: MailTransport;
  env?: Record<string, string>;
  /** Off unless given (the fuzz reads the server's error log). */
  logger?: BuildAppOptions['logger'];
  /** A database the test made itself (to share with server processes); closed with the app. */
  database?: TestDatabase;
  /** The token secret, when other processes must accept this app's tokens. */
  jwtSecret?: string;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bloom-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...options.env });
  const database = options.database ?? (await takeAppDatabase());
  const jwtSecret = options.jwtSecret ?? randomBytes(32).toString('hex');
  const { app, deps, routes } = await buildApp({
    config: { ...config, webDistDir: undefined },
    db: database.db,
    jwtSecret,
    clock: options.clock,
    mailTransport: options.mailTransport,
    logger: options.logger ?? false,
  });
  await app.ready();
  return {
    app,
    deps,
    database,
    config,
    routes,
    jwtSecret,
    async close() {
      await app.close();
      if (isPostgres) await database.dispose();
      else idlePgliteDatabases.push(database);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
