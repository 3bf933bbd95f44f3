import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '@bloom/db/client';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { App, AppDeps } from '../src/platform/deps';
import { seedReferenceData } from '../src/seed/reference-data';

export interface BenchApp {
  app: App;
  deps: AppDeps;
  baseUrl: string;
  databaseKind: Database['kind'];
  close(): Promise<void>;
}

const benchDatabaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function isReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * The real server on a free port, with request logging on as in production (to a discarded stream), on a
 * throwaway PostgreSQL database when one is reachable (else PGlite).
 */
export async function startBenchApp(options: { preferPglite?: boolean } = {}): Promise<BenchApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bloom-bench-'));
  const usePostgres = !options.preferPglite && (await isReachable(benchDatabaseUrl));
  let database: Database;
  let dropDatabase = async () => undefined as void;
  if (usePostgres) {
    const name = `bloom_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: benchDatabaseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(benchDatabaseUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ kind: 'postgres', url: url.toString() });
    dropDatabase = async () => {
      const cleanup = new pg.Client({ connectionString: benchDatabaseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  } else {
    database = await openDatabase({ kind: 'pglite', dataDir: null });
  }
  await database.migrate();
  await seedReferenceData(database.db);
  const config = loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('hex'),
    PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
  });
  const { app, deps } = await buildApp({
    config: { ...config, webDistDir: undefined },
    db: database.db,
    jwtSecret: config.jwtSecret!,
    logger: { level: 'info', stream: { write: () => undefined } },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    deps,
    baseUrl: `http://127.0.0.1:${port}`,
    databaseKind: database.kind,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  goal: string;
  isMet: boolean;
  note?: string;
}
