import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { benchAvailability } from './availability.bench';
import type { BenchResult } from './bench-app';
import { benchBundle } from './bundle.bench';
import { benchCommunity } from './community.bench';
import { benchHealth } from './health.bench';
import { benchHotPaths } from './hot-paths.bench';
import { benchHotPathsEmbedded } from './hot-paths-embedded.bench';
import { benchLighthouse } from './lighthouse.bench';
import { benchLogin } from './login.bench';
import { benchLeaderboard } from './leaderboard.bench';
import { benchModeration } from './moderation.bench';
import { benchTests } from './tests.bench';
import { benchThroughput } from './throughput.bench';

/** `npm run bench`: runs every benchmark and writes the figures to docs/benchmarks.md. */
const allSuites: { key: string; title: string; run: () => Promise<BenchResult[]> }[] = [
  { key: 'login', title: 'Accounts: login', run: benchLogin },
  { key: 'health', title: 'Platform: health endpoint', run: benchHealth },
  { key: 'bundle', title: 'Web: first screen size', run: benchBundle },
  { key: 'lighthouse', title: 'Web: Lighthouse', run: benchLighthouse },
  { key: 'availability', title: 'Coaching: availability', run: benchAvailability },
  { key: 'community', title: 'Community: wall and search', run: benchCommunity },
  { key: 'moderation', title: 'Community: moderation', run: benchModeration },
  { key: 'tests', title: 'Tests: how long npm test takes', run: benchTests },
  { key: 'leaderboard', title: 'Gamification: leaderboard', run: benchLeaderboard },
  { key: 'hot-paths', title: 'Platform: hot paths on PostgreSQL (issue 15)', run: benchHotPaths },
  { key: 'throughput', title: 'Platform: one process on PostgreSQL (docs/scaling.md)', run: benchThroughput },
  { key: 'embedded', title: 'Platform: signed-in reads on the embedded database (PGlite)', run: benchHotPathsEmbedded },
];

// `npm run bench -- health bundle` runs only those and replaces only their sections of the figures file.
const only = process.argv.slice(2);
const suites = only.length ? allSuites.filter((s) => only.includes(s.key)) : allSuites;

const sections = new Map<string, string>();
let failed = false;
for (const suite of suites) {
  console.log(`== ${suite.title}`);
  try {
    const results = await suite.run();
    for (const r of results) console.log(`${r.isMet ? 'ok ' : 'MISS'} ${r.name}: ${r.value} ${r.unit} (goal ${r.goal})${r.note ? ` [${r.note}]` : ''}`);
    sections.set(
      suite.title,
      `## ${suite.title}\n\n| measure | value | goal | met |\n|---|---|---|---|\n${results
        .map((r) => `| ${r.name}${r.note ? ` (${r.note})` : ''} | ${r.value} ${r.unit} | ${r.goal} | ${r.isMet ? 'yes' : 'no'} |`)
        .join('\n')}\n`,
    );
  } catch (error) {
    failed = true;
    console.error(`${suite.title} failed:`, error);
    sections.set(suite.title, `## ${suite.title}\n\nFailed to run: ${error instanceof Error ? error.message : String(error)}\n`);
  }
}

/** The sections of the figures file as it stands, by title, so a partial run keeps the others. */
async function readSections(file: string): Promise<Map<string, string>> {
  const text = await readFile(file, 'utf8').catch(() => '');
  const found = new Map<string, string>();
  for (const part of text.split(/^(?=## )/m).slice(1)) {
    const title = part.slice(3, part.indexOf('\n')).trim();
    found.set(title, part.trimEnd() + '\n');
  }
  return found;
}

const figuresFile = path.resolve(import.meta.dirname, '../../../docs/benchmarks.md');
const previous = await readSections(figuresFile);
// Suites in their table order first, then sections other tools write (kept as they are).
const ordered = [
  ...allSuites.map((s) => sections.get(s.title) ?? previous.get(s.title)),
  ...[...previous].filter(([title]) => !allSuites.some((s) => s.title === title)).map(([, body]) => body),
].filter((body): body is string => body !== undefined);
const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const scope = only.length ? `the sections ${suites.map((s) => `'${s.title}'`).join(', ')} on ${new Date().toISOString().slice(0, 10)}; the others as last written` : `every section on ${new Date().toISOString().slice(0, 10)}`;
const doc = `# Benchmarks\n\nWritten by \`npm run bench\` (${scope}); ${machine}.\nTargets come from the issues; a miss is reported here, not hidden.\n\n${ordered.join('\n')}`;
await writeFile(figuresFile, doc);
console.log('figures written to docs/benchmarks.md');
process.exit(failed ? 1 : 0);
