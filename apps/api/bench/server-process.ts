import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Until `probeUrl` answers 2xx (two minutes at most, or until the process exits). */
export async function waitUntilServing(child: ChildProcess, probeUrl: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(probeUrl)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`nothing answered ${probeUrl}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export interface ServerProcess {
  baseUrl: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * One of our Node scripts serving on a free port in its own process, in production mode, once `probePath`
 * answers; `env` adds to this process's environment, `execArgv` adds Node options (a preloaded probe that
 * answers over the IPC channel, say).
 */
export async function startScriptProcess({
  script,
  probePath,
  env = {},
  execArgv = [],
}: {
  script: string;
  probePath: string;
  env?: Record<string, string>;
  execArgv?: string[];
}): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', ...execArgv, script], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilServing(child, `${baseUrl}${probePath}`);
  return {
    baseUrl,
    process: child,
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
    },
  };
}

/**
 * The server as `npm start` runs it (built web app, demo data), in production mode and in its own process,
 * so the load generator never shares its event loop. A fresh PGlite folder unless `databaseUrl` is given,
 * or `dataDir` (the caller's, left in place). `execArgv`: more Node options, such as a preloaded probe that
 * answers over the IPC channel (`process`).
 */
export async function startServerProcess({
  databaseUrl = '',
  jwtSecret = randomBytes(32).toString('hex'),
  env = {} as Record<string, string>,
  dataDir: givenDataDir = undefined as string | undefined,
  execArgv = [] as string[],
} = {}): Promise<ServerProcess> {
  const dataDir = givenDataDir ?? (await mkdtemp(path.join(tmpdir(), 'bloom-bench-server-')));
  const server = await startScriptProcess({
    script: 'apps/api/src/server.ts',
    probePath: '/api/health/',
    execArgv,
    env: {
      JWT_SECRET: jwtSecret,
      PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
      // The Lighthouse run signs in as the demo student.
      SEED_DEMO_DATA: 'true',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      ...env,
    },
  });
  return {
    ...server,
    async stop() {
      await server.stop();
      if (!givenDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The yardstick of the request benchmarks: a bare Fastify route doing one indexed query through a `pg`
 * pool of the same size as the server's, in its own process (reference-server.ts).
 */
export async function startReferenceServer(databaseUrl: string): Promise<ServerProcess> {
  return startScriptProcess({ script: path.join(import.meta.dirname, 'reference-server.ts'), probePath: '/reference/1', env: { DATABASE_URL: databaseUrl } });
}
