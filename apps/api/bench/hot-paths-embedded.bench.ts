import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { eq, like, sql } from 'drizzle-orm';
import { openDatabase } from '@bloom/db/client';
import { creditEntries, studentProfiles, users } from '@bloom/db/schema';
import { seedStories } from '../src/modules/community/story-seeding.service';
import { systemClock } from '../src/platform/clock';
import { createTokenService } from '../src/platform/tokens';
import { seedReferenceData } from '../src/seed/reference-data';
import { seedCoachesAndBookings } from './availability.bench';
import type { BenchResult } from './bench-app';
import { startScriptProcess, startServerProcess, type ServerProcess } from './server-process';

const CONNECTIONS = 20;
const SECONDS = 5;
const WALL_STORIES = 10_000;
/** Preloaded into both servers: their event-loop delay, over IPC. */
const probe = path.join(import.meta.dirname, 'event-loop-probe.mjs');

/** The signed-in reads the web app makes on its first screens (issue 15). */
const routes = [
  'GET /api/gamification/user-points/',
  'GET /api/gamification/credits/balance/',
  'GET /api/bookings/',
  'GET /api/student-profiles/',
  'GET /api/user-stats/',
  'GET /api/peer-support-posts/',
  'GET /api/gamification/leaderboard/',
  'GET /api/gamification/rewards/',
].map((name) => ({ name, path: name.slice('GET '.length) }));

/** What event-loop-probe.mjs answers, in milliseconds. */
interface EventLoopReport {
  type: 'event-loop';
  p50: number;
  p99: number;
  max: number;
}

interface Burst {
  perSecond: number;
  p99: number;
  eventLoop: EventLoopReport;
}

/** 250 students with bookings, credits, points and a wall of stories, each signed in: what the routes read. */
async function seed(dataDir: string, jwtSecret: string): Promise<{ tokens: string[]; userIds: number[] }> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const { db } = database;
    await database.migrate();
    await seedReferenceData(db);
    await seedCoachesAndBookings(db, new Date());
    const students = await db.select({ id: users.id }).from(studentProfiles).innerJoin(users, eq(users.id, studentProfiles.userId)).where(like(users.email, 'bench-student-%'));
    await db.insert(creditEntries).values(students.map((s) => ({ userId: s.id, amount: 1000, reason: 'adjustment' as const, note: 'bench' })));
    // One ledger row each; the triggers keep the totals the leaderboard reads.
    await db.execute(sql`
      insert into point_entries (user_id, kind, action_type, points, source_key, reason)
      select id, 'adjustment', 'adjustment', 1 + (id * 37) % 500, 'bench', 'benchmark points' from users where email like 'bench-student-%'`);
    await seedStories(db, systemClock, { count: WALL_STORIES });
    const tokenService = createTokenService(jwtSecret, systemClock, db);
    const tokens: string[] = [];
    for (const s of students) tokens.push((await tokenService.issuePair(s.id)).access);
    return { tokens, userIds: students.map((s) => s.id) };
  } finally {
    await database.close();
  }
}

async function startReferenceServer(dataDir: string): Promise<ServerProcess> {
  return startScriptProcess({ script: path.join(import.meta.dirname, 'embedded-reference-server.ts'), probePath: '/api/health/', execArgv: ['--import', probe], env: { DATA_DIR: dataDir } });
}

function eventLoopReport(child: ChildProcess): Promise<EventLoopReport> {
  return new Promise((resolve) => {
    const onMessage = (message: EventLoopReport) => {
      if (message?.type !== 'event-loop') return;
      child.off('message', onMessage);
      resolve(message);
    };
    child.on('message', onMessage);
    child.send('event-loop:report');
  });
}

/** 20 connections for `seconds`, each request as the next student; only 200s count as served. */
async function burst(server: ServerProcess, pathFor: (n: number) => string, tokens: string[], seconds = SECONDS): Promise<Burst> {
  let n = 0;
  server.process.send('event-loop:reset');
  const result = await autocannon({
    url: server.baseUrl,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const token = tokens[n % tokens.length]!;
          const next = { ...request, path: pathFor(n), headers: { ...request.headers, authorization: `Bearer ${token}` } };
          n += 1;
          return next;
        },
      },
    ],
  });
  const eventLoop = await eventLoopReport(server.process);
  if (result.errors > 0 || result.non2xx > 0) throw new Error(`${server.baseUrl}${pathFor(0)}: ${result.errors} errors, ${result.non2xx} answers other than 2xx`);
  return { perSecond: Math.round(result['2xx'] / seconds), p99: result.latency.p99, eventLoop };
}

/**
 * Issue 15 on the embedded database: each first-screen read of a signed-in student, served by Bloom as
 * `npm start` runs it (production, PGlite), against a bare Fastify route doing one indexed query on PGlite
 * opened the same way, run before and after it in the same run. Goals: at least 0.5x the reference's
 * throughput, and the server's event loop delayed under 20 ms (p99) during the burst.
 */
export async function benchHotPathsEmbedded(): Promise<BenchResult[]> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'bloom-bench-embedded-'));
  const bloomDataDir = path.join(workDir, 'bloom');
  const referenceDataDir = path.join(workDir, 'reference');
  const jwtSecret = randomBytes(32).toString('hex');
  let bloom: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  let reference: Awaited<ReturnType<typeof startReferenceServer>> | undefined;
  try {
    await mkdir(bloomDataDir);
    const seedStarted = performance.now();
    const { tokens, userIds } = await seed(path.join(bloomDataDir, 'pglite'), jwtSecret);
    const seedSeconds = Math.round((performance.now() - seedStarted) / 1000);
    await cp(path.join(bloomDataDir, 'pglite'), referenceDataDir, { recursive: true });
    bloom = await startServerProcess({ jwtSecret, dataDir: bloomDataDir, execArgv: ['--import', probe] });
    reference = await startReferenceServer(referenceDataDir);
    const referencePath = (n: number) => `/reference/?id=${userIds[n % userIds.length]}`;

    // Warm-up: every route and the reference once for a second, so no burst pays for a cold start.
    await burst(reference, referencePath, tokens, 1);
    for (const route of routes) await burst(bloom, () => route.path, tokens, 1);

    const load = os.loadavg()[0]!.toFixed(1);
    const results: BenchResult[] = [];
    let referenceEventLoopP99 = 0;
    for (const route of routes) {
      const before = await burst(reference, referencePath, tokens);
      const measured = await burst(bloom, () => route.path, tokens);
      const after = await burst(reference, referencePath, tokens);
      referenceEventLoopP99 = Math.max(referenceEventLoopP99, before.eventLoop.p99, after.eventLoop.p99);
      const referencePerSecond = (before.perSecond + after.perSecond) / 2;
      const ratio = measured.perSecond / referencePerSecond;
      results.push(
        {
          name: `${route.name} throughput / one-query route on PGlite`,
          value: Number(ratio.toFixed(2)),
          unit: 'x',
          goal: '>= 0.5',
          isMet: ratio >= 0.5,
          note: `${measured.perSecond} req/s, p99 ${measured.p99} ms; reference ${before.perSecond} and ${after.perSecond} req/s, p99 ${before.p99} and ${after.p99} ms`,
        },
        {
          name: `${route.name} server event-loop delay p99 during the burst`,
          value: measured.eventLoop.p99,
          unit: 'ms',
          goal: '< 20 ms',
          isMet: measured.eventLoop.p99 < 20,
          note: `p50 ${measured.eventLoop.p50} ms, max ${measured.eventLoop.max} ms`,
        },
      );
    }
    results.push({
      name: 'Reference route (bare Fastify, one indexed query on PGlite, its own process): event-loop delay p99, worst burst',
      value: referenceEventLoopP99,
      unit: 'ms',
      goal: 'reference',
      isMet: true,
      note: `${CONNECTIONS} connections, ${SECONDS} s per burst; 250 students, 5,000 bookings, ${WALL_STORIES.toLocaleString('en-US')} stories seeded in ${seedSeconds} s; load average ${load} at the start`,
    });
    return results;
  } finally {
    await reference?.stop();
    await bloom?.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}
