import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
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
  /** Files that failed outside any test (a hook, an import): their tests are not counted as failed. */
  numFailedTestSuites: number;
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

function vitestPart(name: string, project: string, reportDir: string): Part {
  const report = path.join(reportDir, `${project}.json`);
  return {
    name,
    script: `npx vitest run --project ${project} --reporter=json --outputFile=${report}`,
    report,
    count: (r) => {
      const { numTotalTests, numFailedTests, numFailedTestSuites } = r as VitestReport;
      return { total: numTotalTests, failed: numFailedTests + numFailedTestSuites };
    },
  };
}

/** The parts in the order `npm test` runs them; reports and logs go to a folder of this run's own. */
function partsOf(reportDir: string): Part[] {
  const browserReport = path.join(reportDir, 'e2e.json');
  return [
    vitestPart('Contract (Vitest project contract)', 'contract', reportDir),
    vitestPart('API on PGlite (Vitest project api)', 'api', reportDir),
    vitestPart('Web components (Vitest project web)', 'web', reportDir),
    {
      name: 'Browser journeys (web build, then Playwright, desktop and phone)',
      script: `npm run build && cd e2e && PLAYWRIGHT_JSON_OUTPUT_NAME=${browserReport} npx playwright test --reporter=json`,
      report: browserReport,
      count: (r) => {
        const { expected, unexpected, flaky, skipped } = (r as PlaywrightReport).stats;
        return { total: expected + unexpected + flaky + skipped, failed: unexpected + flaky };
      },
    },
  ];
}

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
  const reportDir = await mkdtemp(path.join(tmpdir(), 'bloom-tests-'));
  for (const part of partsOf(reportDir)) {
    const log = part.report.replace(/\.json$/, '.log');
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
    const note = `${counted ? `${counted.total} tests, ${counted.failed} failed (tests or files)` : 'no report'}; load ${load} at the start`;
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
