import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { studentProfiles, users } from '@bloom/db/schema';
import { seedStories } from '../src/modules/community/story-seeding.service';
import { systemClock } from '../src/platform/clock';
import { percentile, startBenchApp, type BenchApp, type BenchResult } from './bench-app';

const FIRST_WALL = 100_000;
const FULL_WALL = 1_000_000;
const ROUNDS = 200;

/** Words a student would type: whole words, partial words, small typos, two words, a tag. */
const searches = ['chemistry', 'organic chem', 'calcul', 'statistcs', 'sleep schedule', 'philosphy', 'grateful', 'intern', 'study group', 'anatomy', 'genetcs', 'mindfulness'];

async function signedInStudent(bench: BenchApp, schoolId: number): Promise<Record<string, string>> {
  const email = `bench-reader-${randomBytes(4).toString('hex')}@bench.example.edu`;
  const [user] = await bench.deps.db
    .insert(users)
    .values({ email, username: email, firstName: 'Bench', lastName: 'Reader', passwordHash: 'bench', emailVerified: true, referralCode: randomBytes(6).toString('hex') })
    .returning({ id: users.id });
  await bench.deps.db.insert(studentProfiles).values({ userId: user!.id, schoolId, isCompleted: true });
  const { access } = await bench.deps.tokens.issuePair(user!.id);
  return { authorization: `Bearer ${access}` };
}

async function timedGet(bench: BenchApp, headers: Record<string, string>, path: string): Promise<{ ms: number; body: { results: unknown[]; total_pages: number } }> {
  const started = performance.now();
  const response = await fetch(`${bench.baseUrl}${path}`, { headers });
  const body = (await response.json()) as { results: unknown[]; total_pages: number };
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body).slice(0, 200)}`);
  return { ms, body };
}

interface WallFigures {
  firstPages: number;
  middlePage: number;
  search: number;
  totalPages: number;
  searchHits: number;
}

/** p95 of the wall's first pages (1-5 and the last), of a page in the middle, and of searches. */
async function measureWall(bench: BenchApp, headers: Record<string, string>): Promise<WallFigures> {
  // A wall is read long after it was written: let the bulk load's writes settle first (a checkpoint), then
  // warm the caches and the server with the same mix of requests.
  await bench.deps.db.execute(sql`checkpoint`);
  const { body } = await timedGet(bench, headers, '/api/peer-support-posts/');
  const totalPages = body.total_pages;
  const pages = [1, 2, 3, 4, 5, totalPages];
  for (let i = 0; i < 100; i += 1) {
    await timedGet(bench, headers, `/api/peer-support-posts/?page=${pages[i % pages.length]}`);
    await timedGet(bench, headers, `/api/peer-support-posts/?search=${encodeURIComponent(searches[i % searches.length]!)}`);
  }
  const first: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) first.push((await timedGet(bench, headers, `/api/peer-support-posts/?page=${pages[i % pages.length]}`)).ms);
  const middle: number[] = [];
  for (let i = 0; i < 40; i += 1) middle.push((await timedGet(bench, headers, `/api/peer-support-posts/?page=${Math.floor(totalPages / 2) + (i % 7)}`)).ms);
  const searched: number[] = [];
  let searchHits = 0;
  for (let i = 0; i < ROUNDS; i += 1) {
    const term = searches[i % searches.length]!;
    const page = 1 + (i % 3);
    const result = await timedGet(bench, headers, `/api/peer-support-posts/?search=${encodeURIComponent(term)}&page=${page}`);
    if (result.body.results.length > 0) searchHits += 1;
    searched.push(result.ms);
  }
  return { firstPages: percentile(first, 95), middlePage: percentile(middle, 95), search: percentile(searched, 95), totalPages, searchHits };
}

const round = (ms: number) => Number(ms.toFixed(1));

/**
 * The community wall on PostgreSQL with 100,000 and then 1,000,000 stories on one school's wall, each
 * with likes and comments, filled by `seed-stories` (the operator command's service). Requests go through
 * the real HTTP server as a signed-in student of that school, one at a time.
 */
export async function benchCommunity(): Promise<BenchResult[]> {
  const bench = await startBenchApp();
  try {
    if (bench.databaseKind !== 'postgres') throw new Error('the community benchmark needs PostgreSQL (BENCH_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres)');
    const first = await seedStories(bench.deps.db, systemClock, { count: FIRST_WALL });
    const headers = await signedInStudent(bench, first.schoolId);
    const at100k = await measureWall(bench, headers);
    const rest = await seedStories(bench.deps.db, systemClock, { count: FULL_WALL - FIRST_WALL, schoolId: first.schoolId });
    const at1m = await measureWall(bench, headers);

    const seedRate = Math.round((FULL_WALL - FIRST_WALL) / rest.seconds);
    const note100k = `${FIRST_WALL.toLocaleString('en-US')} stories on one wall, ${at100k.totalPages.toLocaleString('en-US')} pages`;
    const note1m = `${FULL_WALL.toLocaleString('en-US')} stories on one wall`;
    return [
      { name: 'Wall page p95 (pages 1-5 and the last), 100k stories', value: round(at100k.firstPages), unit: 'ms', goal: '<= 50 ms', isMet: at100k.firstPages <= 50, note: note100k },
      { name: 'Search p95 (whole, partial and misspelt words), 100k stories', value: round(at100k.search), unit: 'ms', goal: '<= 50 ms', isMet: at100k.search <= 50, note: `${at100k.searchHits} of ${ROUNDS} searches found stories` },
      { name: 'Wall page p95 (pages 1-5 and the last), 1M stories', value: round(at1m.firstPages), unit: 'ms', goal: `<= 2x 100k (${round(2 * at100k.firstPages)} ms)`, isMet: at1m.firstPages <= 2 * Math.max(at100k.firstPages, 1), note: note1m },
      { name: 'Search p95, 1M stories', value: round(at1m.search), unit: 'ms', goal: `<= 2x 100k (${round(2 * at100k.search)} ms)`, isMet: at1m.search <= 2 * Math.max(at100k.search, 1), note: `${at1m.searchHits} of ${ROUNDS} searches found stories` },
      { name: 'Wall page p95 in the middle of the wall, 100k stories', value: round(at100k.middlePage), unit: 'ms', goal: 'reference (decision 0019)', isMet: true },
      { name: 'Wall page p95 in the middle of the wall, 1M stories', value: round(at1m.middlePage), unit: 'ms', goal: 'reference (decision 0019)', isMet: true },
      { name: 'seed-stories: 900,000 stories with likes and comments', value: rest.seconds, unit: 's', goal: 'a few minutes for 1M', isMet: rest.seconds <= 300, note: `${seedRate.toLocaleString('en-US')} stories/s, ${rest.likes.toLocaleString('en-US')} likes, ${rest.comments.toLocaleString('en-US')} comments` },
    ];
  } finally {
    await bench.close();
  }
}
