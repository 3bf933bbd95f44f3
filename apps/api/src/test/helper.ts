import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '@bloom/db/client';
import { buildApp } from '../app';
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

/**
 * A fresh, migrated database: in-memory PGlite, or a new database on the TEST_DATABASE_URL server
 * (dropped again on close), so test files never see each other's rows.
 */
export async function createTestDatabase(): Promise<Database & { dispose(): Promise<void> }> {
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    await database.migrate();
    await seedReferenceData(database.db);
    return { ...database, dispose: () => database.close() };
  }
  const name = `bloom_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 60 });
  await database.migrate();
  await seedReferenceData(database.db);
  return {
    ...database,
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

export interface TestAppOptions {
  clock?: Clock;
  mailTransport?: MailTransport;
  env?: Record<string, string>;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bloom-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...options.env });
  const database = await createTestDatabase();
  const { app, deps } = await buildApp({
    config: { ...config, webDistDir: undefined },
    db: database.db,
    jwtSecret: randomBytes(32).toString('hex'),
    clock: options.clock,
    mailTransport: options.mailTransport,
    logger: false,
  });
  await app.ready();
  return {
    app,
    deps,
    database,
    config,
    async close() {
      await app.close();
      await database.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
