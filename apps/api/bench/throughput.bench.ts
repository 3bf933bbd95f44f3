import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { desc, eq, like } from 'drizzle-orm';
import { openDatabase } from '@bloom/db/client';
import { communityPosts, creditEntries, studentProfiles, users } from '@bloom/db/schema';
import { hashPassword } from '../src/modules/accounts/password-hashing';
import { seedStories } from '../src/modules/community/story-seeding.service';
import { systemClock } from '../src/platform/clock';
import { createTokenService } from '../src/platform/tokens';
import { seedReferenceData } from '../src/seed/reference-data';
import type { BenchResult } from './bench-app';
import { createThrowawayDatabase, seedCoachesAndBookings } from './availability.bench';
import { startServerProcess } from './server-process';

const CONNECTIONS = 20;
const SECONDS = 8;
const PASSWORD = 'Bench-Password-2026';
/** The wall these students read (they have no school: the catch-all school's open wall). */
const WALL_STORIES = 100_000;

interface Route {
  name: string;
  method: 'GET' | 'POST';
  /** The request for the n-th call: a path and, for a POST, a body. */
  next(n: number): { path: string; body?: unknown; token?: string; clientAddress?: string };
  /** Which answers count as served (a taken slot's 400 is a served booking attempt). */
  isServed(status: number): boolean;
}

/**
 * docs/scaling.md's figures: requests per second one server process (production settings, its own
 * process, a pool of 20 connections) serves on PostgreSQL for the routes a term start and an exam
 * evening are made of, and how many connections it held while doing so. 2 cores are shared by the
 * load generator, the server and PostgreSQL, so these are floors for a real server.
 */
export async function benchThroughput(): Promise<BenchResult[]> {
  const throwaway = await createThrowawayDatabase();
  const jwtSecret = randomBytes(32).toString('hex');
  let server: { baseUrl: string; stop(): Promise<void> } | undefined;
  const monitor = new pg.Client({ connectionString: throwaway.url });
  try {
    const now = new Date();
    const database = await openDatabase({ kind: 'postgres', url: throwaway.url });
    let seeded: { coachIds: number[]; students: { id: number; profileId: number; email: string }[]; storyIds: number[] };
    const tokenOf = new Map<number, string>();
    try {
      await database.migrate();
      await seedReferenceData(database.db);
      const { coachIds } = await seedCoachesAndBookings(database.db, now);
      const passwordHash = await hashPassword(PASSWORD);
      await database.db.update(users).set({ passwordHash }).where(like(users.email, 'bench-student-%'));
      const students = await database.db
        .select({ id: users.id, email: users.email, profileId: studentProfiles.id })
        .from(studentProfiles)
        .innerJoin(users, eq(users.id, studentProfiles.userId))
        .where(like(users.email, 'bench-student-%'));
      const wall = await seedStories(database.db, systemClock, { count: WALL_STORIES });
      const newest = await database.db.select({ id: communityPosts.id }).from(communityPosts).where(eq(communityPosts.schoolId, wall.schoolId)).orderBy(desc(communityPosts.createdAt)).limit(100);
      seeded = { coachIds, students, storyIds: newest.map((story) => story.id) };
      for (const s of seeded.students) await database.db.insert(creditEntries).values({ userId: s.id, amount: 1000, reason: 'adjustment', note: 'bench' });
      // A sign-in is a token family row: issue each student's token while the database is open.
      const tokens = createTokenService(jwtSecret, systemClock, database.db);
      for (const s of seeded.students) tokenOf.set(s.id, (await tokens.issuePair(s.id)).access);
    } finally {
      await database.close();
    }
    server = await startServerProcess({ databaseUrl: throwaway.url, jwtSecret });
    await monitor.connect();
    const dbName = new URL(throwaway.url).pathname.slice(1);

    const students = seeded.students;
    const student = (n: number) => students[n % students.length]!;
    const today = now.toISOString().slice(0, 10);
    const until = new Date(now.getTime() + 14 * 24 * 3600_000).toISOString().slice(0, 10);
    const HALF_HOUR = 30 * 60_000;
    const firstSlot = Math.ceil((now.getTime() + 50 * 3600_000) / HALF_HOUR) * HALF_HOUR;
    const read = (name: string, path: (n: number) => string): Route => ({
      name,
      method: 'GET',
      next: (n) => ({ path: path(n), token: tokenOf.get(student(n).id) }),
      isServed: (status) => status === 200,
    });
    const routes: Route[] = [
      read('GET /api/student-profiles/ (every signed-in page)', () => '/api/student-profiles/'),
      read('GET /api/gamification/summary/ (dashboard)', () => '/api/gamification/summary/'),
      read('GET /api/bookings/ (dashboard, My Sessions)', () => '/api/bookings/'),
      read('GET /api/gamification/leaderboard/ (250 students here; 100,000 in Gamification: leaderboard)', () => '/api/gamification/leaderboard/'),
      read('GET /api/time-slots/availability/ (14 days of one coach)', (n) => `/api/time-slots/availability/?mentor_id=${seeded.coachIds[n % seeded.coachIds.length]}&from_date=${today}&to_date=${until}`),
      {
        name: 'POST /api/book-session/ (a write: credit ledger, booking, 2 mails, 2 reminders)',
        method: 'POST',
        next: (n) => {
          // Each call a slot of its own (coach by coach, then half-hour by half-hour, all around the clock).
          const coach = seeded.coachIds[n % seeded.coachIds.length]!;
          const start = firstSlot + Math.floor(n / seeded.coachIds.length) * HALF_HOUR;
          return {
            path: '/api/book-session/',
            token: tokenOf.get(student(n).id),
            body: { student_profile: student(n).profileId, mentor_profile: coach, start_time: new Date(start).toISOString(), end_time: new Date(start + HALF_HOUR).toISOString(), pre_session_note: 'N/A' },
          };
        },
        // Outside a coach's hours the answer is a served 400: the write path runs up to the slot check.
        isServed: (status) => status === 201 || status === 400,
      },
      read(`GET /api/peer-support-posts/ (the wall's first page, ${WALL_STORIES.toLocaleString('en-US')} stories)`, () => '/api/peer-support-posts/'),
      {
        name: 'POST /api/peer-support-posts/:id/like/ (a write: like row, story count, liking points; 250 students like one story, then the next)',
        method: 'POST',
        // Each call a new like: the 250 students like one story (its likes queue on its row), then the next of the 100 newest.
        next: (n) => ({ path: `/api/peer-support-posts/${seeded.storyIds[Math.floor(n / students.length) % seeded.storyIds.length]}/like/`, token: tokenOf.get(student(n).id), body: {} }),
        isServed: (status) => status === 200,
      },
      {
        name: 'POST /api/login/ (argon2id: bounded by the cores, not the database)',
        method: 'POST',
        // Each student from an address of their own (through the loopback proxy the server trusts): the
        // per-address limit of 300 account requests a minute is not what this measures.
        next: (n) => ({ path: '/api/login/', body: { email: student(n).email, password: PASSWORD, type: 'student' }, clientAddress: `198.18.0.${n % students.length}` }),
        isServed: (status) => status === 200,
      },
    ];

    const results: BenchResult[] = [];
    let peakConnections = 0;
    for (const route of routes) {
      let n = 0;
      let served = 0;
      let refused = 0;
      let created = 0;
      let isSampling = false;
      const watcher = setInterval(() => {
        if (isSampling) return;
        isSampling = true;
        void monitor
          .query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [dbName])
          .then(({ rows }) => {
            peakConnections = Math.max(peakConnections, rows[0]!.n);
          })
          .catch(() => undefined)
          .finally(() => {
            isSampling = false;
          });
      }, 200);
      const cannon = await autocannon({
        url: server.baseUrl,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: [
          {
            method: route.method,
            setupRequest: (request) => {
              const call = route.next(n);
              n += 1;
              return {
                ...request,
                path: call.path,
                headers: {
                  ...request.headers,
                  'content-type': 'application/json',
                  ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
                  ...(call.clientAddress ? { 'x-forwarded-for': call.clientAddress } : {}),
                },
                ...(call.body ? { body: JSON.stringify(call.body) } : {}),
              };
            },
            onResponse: (status) => {
              if (status === 201) created += 1;
              if (route.isServed(status)) served += 1;
              else refused += 1;
            },
          },
        ],
      });
      clearInterval(watcher);
      if (cannon.errors > 0 || refused > served / 100) throw new Error(`${route.name}: ${cannon.errors} errors, ${refused} unexpected answers of ${served + refused}`);
      results.push({
        name: route.name,
        value: Math.round(served / SECONDS),
        unit: 'req/s',
        goal: 'reference',
        isMet: true,
        note: `${CONNECTIONS} connections, ${SECONDS} s; p50 ${cannon.latency.p50} ms, p99 ${cannon.latency.p99} ms${created ? `; ${Math.round(created / SECONDS)}/s booked, the rest refused at the slot check` : ''}`,
      });
    }
    results.push({
      name: 'PostgreSQL connections one process held at most during these runs (pool size 20, DATABASE_POOL_SIZE)',
      value: peakConnections,
      unit: 'connections',
      goal: '<= 20',
      isMet: peakConnections <= 20,
      note: "pg_stat_activity for the database, sampled every 200 ms, the sampler's own connection left out",
    });
    return results;
  } finally {
    await monitor.end().catch(() => undefined);
    await server?.stop();
    await throwaway.drop();
  }
}
