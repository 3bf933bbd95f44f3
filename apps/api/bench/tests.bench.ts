import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { BenchResult } from './bench-app';

const root = path.resolve(import.meta.dirname, '../../..');

interface Part {
  name: string;
  /** What `npm test` runs for this part, as a bash script run from the repository root. */
  script: string;
  /** The runner's JSON report, read for how many tests ran and failed. */
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

const reportPath = (name: string) => path.join(tmpdir(), `bloom-tests-${name}.json`);

function vitestPart(name: string, project: string): Part {
  const report = reportPath(project);
  return {
    name,
    script: `npx vitest run --project ${project} --reporter=json --outputFile=${report}`,
    report,
    count: (r) => ({ total: (r as VitestReport).numTotalTests, failed: (r as VitestReport).numFailedTests }),
  };
}

const parts: Part[] = [
  vitestPart('Contract (Vitest project contract)', 'contract'),
  vitestPart('API on PGlite (Vitest project api)', 'api'),
  vitestPart('Web components (Vitest project web)', 'web'),
  {
    name: 'Browser journeys (web build, then Playwright, desktop and phone)',
    script: `npm run build && cd e2e && PLAYWRIGHT_JSON_OUTPUT_NAME=${reportPath('e2e')} npx playwright test --reporter=json`,
    report: reportPath('e2e'),
    count: (r) => {
      const { expected, unexpected, flaky, skipped } = (r as PlaywrightReport).stats;
      return { total: expected + unexpected + flaky + skipped, failed: unexpected + flaky };
    },
  },
];

/** Runs a part's script, with its output in a log file. */
function run(script: string, log: string): Promise<number> {
  const output = openSync(log, 'w');
  return new Promise<number>((resolve, reject) => {
    const child = spawn('bash', ['-c', script], { cwd: root, stdio: ['ignore', output, output] });
    child.once('error', reject);
    child.once('close', (code) => resolve(code ?? 1));
  }).finally(() => closeSync(output));
}

const tenths = (seconds: number) => Math.round(seconds * 10) / 10;

/**
 * How long `npm test` takes, part by part, each run on its own (npm test runs the three Vitest projects
 * in one run, so its total is this sum or a little less).
 */
export async function benchTests(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  let totalSeconds = 0;
  let allPassed = true;
  for (const part of parts) {
    const log = part.report.replace(/\.json$/, '.log');
    await rm(part.report, { force: true });
    const load = loadavg()[0]!.toFixed(1);
    const started = performance.now();
    const exitCode = await run(part.script, log);
    const seconds = (performance.now() - started) / 1000;
    const counted = await readFile(part.report, 'utf8').then(
      (text) => part.count(JSON.parse(text)),
      () => undefined,
    );
    const passed = exitCode === 0 && counted !== undefined && counted.failed === 0;
    totalSeconds += seconds;
    allPassed &&= passed;
    const note = `${counted ? `${counted.total} tests, ${counted.failed} failed` : 'no report'}; load ${load} at the start`;
    console.log(`${part.name}: ${tenths(seconds)} s, ${note} (log: ${log})`);
    results.push({ name: part.name, value: tenths(seconds), unit: 's', goal: 'every test passes', isMet: passed, note });
  }
  results.push({
    name: 'npm test, all parts',
    value: tenths(totalSeconds),
    unit: 's',
    goal: 'every test passes',
    isMet: allPassed,
    note: 'on 2 cores that other work shares; load is the 1-minute load average',
  });
  return results;
}
