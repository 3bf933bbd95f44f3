import autocannon from 'autocannon';
import pg from 'pg';
import type { BenchResult } from './bench-app';
import { createThrowawayDatabase } from './availability.bench';
import { CAMPUS_PASSWORD, seedCampus } from './campus';
import { startServerProcess } from './server-process';

const CONNECTIONS = 20;
const SECONDS = 8;
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
  let server: { baseUrl: string; stop(): Promise<void> } | undefined;
  const monitor = new pg.Client({ connectionString: throwaway.url });
  try {
    const now = new Date();
    const campus = await seedCampus(throwaway.url, { wallStories: WALL_STORIES, now });
    server = await startServerProcess({ databaseUrl: throwaway.url, jwtSecret: campus.jwtSecret });
    await monitor.connect();
    const dbName = new URL(throwaway.url).pathname.slice(1);

    const students = campus.students;
    const student = (n: number) => students[n % students.length]!;
    const today = now.toISOString().slice(0, 10);
    const until = new Date(now.getTime() + 14 * 24 * 3600_000).toISOString().slice(0, 10);
    const HALF_HOUR = 30 * 60_000;
    const firstSlot = Math.ceil((now.getTime() + 50 * 3600_000) / HALF_HOUR) * HALF_HOUR;
    const read = (name: string, path: (n: number) => string): Route => ({
      name,
      method: 'GET',
      next: (n) => ({ path: path(n), token: student(n).token }),
      isServed: (status) => status === 200,
    });
    const routes: Route[] = [
      read('GET /api/student-profiles/ (every signed-in page)', () => '/api/student-profiles/'),
      read('GET /api/gamification/summary/ (dashboard)', () => '/api/gamification/summary/'),
      read('GET /api/bookings/ (dashboard, My Sessions)', () => '/api/bookings/'),
      read('GET /api/gamification/leaderboard/ (250 students here; 100,000 in Gamification: leaderboard)', () => '/api/gamification/leaderboard/'),
      read('GET /api/time-slots/availability/ (14 days of one coach)', (n) => `/api/time-slots/availability/?mentor_id=${campus.coachIds[n % campus.coachIds.length]}&from_date=${today}&to_date=${until}`),
      {
        name: 'POST /api/book-session/ (a write: credit ledger, booking, 2 mails, 2 reminders)',
        method: 'POST',
        next: (n) => {
          // Each call a slot of its own (coach by coach, then half-hour by half-hour, all around the clock).
          const coach = campus.coachIds[n % campus.coachIds.length]!;
          const start = firstSlot + Math.floor(n / campus.coachIds.length) * HALF_HOUR;
          return {
            path: '/api/book-session/',
            token: student(n).token,
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
        next: (n) => ({ path: `/api/peer-support-posts/${campus.storyIds[Math.floor(n / students.length) % campus.storyIds.length]}/like/`, token: student(n).token, body: {} }),
        isServed: (status) => status === 200,
      },
      {
        name: 'POST /api/login/ (argon2id: bounded by the cores, not the database)',
        method: 'POST',
        // Each student from an address of their own (through the loopback proxy the server trusts): the
        // per-address limit of 300 account requests a minute is not what this measures.
        next: (n) => ({ path: '/api/login/', body: { email: student(n).email, password: CAMPUS_PASSWORD, type: 'student' }, clientAddress: `198.18.0.${n % students.length}` }),
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
      name: 'PostgreSQL connections one process held at most during these runs (pool size 20, DATABASE_POOL_SIZE, and one that LISTENs)',
      value: peakConnections,
      unit: 'connections',
      goal: '<= 21',
      isMet: peakConnections <= 21,
      note: "pg_stat_activity for the database, sampled every 200 ms, the sampler's own connection left out",
    });
    return results;
  } finally {
    await monitor.end().catch(() => undefined);
    await server?.stop();
    await throwaway.drop();
  }
}
