import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export interface Answer {
  status: number;
  body: unknown;
}

/** One real `apps/api/src/server.ts` process on its own port; it can be stopped, killed and started again. */
export interface ServerProcess {
  readonly name: string;
  readonly baseUrl: string;
  start(): Promise<void>;
  /** Sends the signal and waits until the process has gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** A request with a JSON body; a refused or broken connection throws. */
  call(method: string, url: string, options?: { headers?: Record<string, string>; body?: unknown }): Promise<Answer>;
  /** What the process printed, for a failing test's message. */
  output(): string;
}

async function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** `count` free ports from the range this test may use. */
export async function freePorts(count: number, from: number, to: number): Promise<number[]> {
  const ports: number[] = [];
  for (let port = from; port <= to && ports.length < count; port += 1) if (await isPortFree(port)) ports.push(port);
  if (ports.length < count) throw new Error(`no ${count} free ports between ${from} and ${to}`);
  return ports;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function serverProcess(name: string, port: number, env: Record<string, string>): ServerProcess {
  const baseUrl = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let log = '';

  async function call(method: string, url: string, options: { headers?: Record<string, string>; body?: unknown } = {}): Promise<Answer> {
    const hasBody = options.body !== undefined;
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...options.headers },
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: AbortSignal.timeout(60_000),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: kept as text.
    }
    return { status: response.status, body };
  }

  return {
    name,
    baseUrl,
    call,
    output: () => log,
    async start() {
      child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
        cwd: repoRoot,
        env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const keep = (chunk: Buffer) => {
        log = (log + chunk.toString()).slice(-20_000);
      };
      child.stdout!.on('data', keep);
      child.stderr!.on('data', keep);
      const deadline = Date.now() + 120_000;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${log}`);
        const health = await call('GET', '/api/health/').catch(() => undefined);
        if (health?.status === 200) return;
        await sleep(250);
      }
      throw new Error(`${name} did not answer /api/health/ within 120 s:\n${log}`);
    },
    async kill(signal) {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill(signal);
      await exited;
    },
  };
}

/** Sends each request through the servers in turn (first to the first, second to the second, ...), all at once. */
export function throughEach<T>(servers: ServerProcess[], requests: ((server: ServerProcess) => Promise<T>)[]): Promise<T[]> {
  return Promise.all(requests.map((request, index) => request(servers[index % servers.length]!)));
}
