import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { BenchResult } from './bench-app';

const root = path.resolve(import.meta.dirname, '../../..');
const logDir = tmpdir();

interface Part {
  name: string;
  /** What `npm test` runs for this part, one command after another, from the repository root. */
  commands: { argv: string[]; cwd?: string; env?: Record<string, string> }[];
  /** The runner's JSON report, read for how many tests ran and passed. */
  report: string;
  count(report: unknown): { total: number; failed: number };
}

interface VitestReport {
  numTotalTests: number;
  numFailedTests: number;
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

function vitestPart(name: string, project: string): Part {
  const report = path.join(logDir, `bloom-tests-${project}.json`);
  return {
    name,
    commands: [{ argv: ['npx', 'vitest', 'run', '--project', project, '--reporter=json', `--outputFile=${report}`] }],
    report,
    count: (r) => ({ total: (r as VitestReport).numTotalTests, failed: (r as VitestReport).numFailedTests }),
  };
}

const browserReport = path.join(logDir, 'bloom-tests-e2e.json');
const parts: Part[] = [
  vitestPart('Contract (Vitest project contract)', 'contract'),
  vitestPart('API on PGlite (Vitest project api)', 'api'),
  vitestPart('Web components (Vitest project web)', 'web'),
  {
    name: 'Browser journeys (web build, then Playwright, desktop and phone)',
    commands: [
      { argv: ['npm', 'run', 'build'] },
      { argv: ['npx', 'playwright', 'test', '--reporter=json'], cwd: 'e2e', env: { PLAYWRIGHT_JSON_OUTPUT_NAME: browserReport } },
    ],
    report: browserReport,
    count: (r) => {
      const { expected, unexpected, flaky, skipped } = (r as PlaywrightReport).stats;
      return { total: expected + unexpected + flaky + skipped, failed: unexpected };
    },
  },
];

function run(argv: string[], cwd: string, env: Record<string, string>, log: string): Promise<number> {
  const output = openSync(log, 'a');
  return new Promise<number>((resolve, reject) => {
    const [command, ...args] = argv as [string, ...string[]];
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', output, output] });
    child.once('error', reject);
    child.once('exit', (code) => resolve(code ?? 1));
  }).finally(() => closeSync(output));
}

/**
 * How long `npm test` takes, part by part, each run on its own as `npm test` runs it (the Vitest projects
 * share one run there, so its total is this sum or a little less). Output of each part goes to a log file.
 */
export async function benchTests(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const load = loadavg()[0]!.toFixed(1);
  let totalSeconds = 0;
  let allPassed = true;
  for (const part of parts) {
    const log = path.join(logDir, `bloom-tests-${path.basename(part.report, '.json')}.log`);
    await rm(log, { force: true });
    await rm(part.report, { force: true });
    const started = performance.now();
    let exitCode = 0;
    for (const { argv, cwd = '.', env = {} } of part.commands) {
      exitCode = await run(argv, path.join(root, cwd), env, log);
      if (exitCode !== 0) break;
    }
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    const counted = await readFile(part.report, 'utf8').then(
      (text) => part.count(JSON.parse(text)),
      () => undefined,
    );
    const passed = exitCode === 0 && counted !== undefined && counted.failed === 0;
    totalSeconds += seconds;
    allPassed &&= passed;
    const note = counted ? `${counted.total} tests, ${counted.failed} failed` : `no report; see ${log}`;
    console.log(`${part.name}: ${seconds} s, ${note} (log: ${log})`);
    results.push({ name: part.name, value: seconds, unit: 's', goal: 'every test passes', isMet: passed, note });
  }
  results.push({
    name: 'npm test, all parts',
    value: Math.round(totalSeconds * 10) / 10,
    unit: 's',
    goal: 'every test passes',
    isMet: allPassed,
    note: `load average ${load} at the start, on a machine other work shares`,
  });
  return results;
}
