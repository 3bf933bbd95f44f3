import autocannon from 'autocannon';
import type { BenchResult } from './bench-app';
import { createThrowawayDatabase } from './availability.bench';
import { seedCampus, type CampusStudent } from './campus';
import { startReferenceServer, startServerProcess } from './server-process';

const READ_CONNECTIONS = 20;
const WRITE_CONCURRENCY = 10;
const SECONDS = 5;
const WALL_STORIES = 10_000;
/** The goals of issue 15. */
const MIN_RATIO = 0.5;
const MAX_READ_P99_MS = 50;
const MAX_WRITE_P95_MS = 50;

interface Call {
  path: string;
  token?: string;
  body?: unknown;
}

interface Load {
  requestsPerSecond: number;
  p95: number;
  p97_5: number;
  p99: number;
}

/** `connections` clients calling `next` for `seconds` (SECONDS unless told); every answer must be `expectedStatus`. */
async function fire(
  baseUrl: string,
  method: 'GET' | 'POST',
  next: (n: number) => Call,
  { connections, expectedStatus, seconds = SECONDS }: { connections: number; expectedStatus: number; seconds?: number },
): Promise<Load> {
  let n = 0;
  let unexpected = 0;
  let lastUnexpected = 0;
  const run = autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: [
      {
        method,
        setupRequest: (request) => {
          const call = next(n);
          n += 1;
          return {
            ...request,
            path: call.path,
            headers: { ...request.headers, 'content-type': 'application/json', ...(call.token ? { authorization: `Bearer ${call.token}` } : {}) },
            ...(call.body ? { body: JSON.stringify(call.body) } : {}),
          };
        },
        onResponse: (status) => {
          if (status !== expectedStatus) {
            unexpected += 1;
            lastUnexpected = status;
          }
        },
      },
    ],
  }) as unknown as autocannon.Instance & Promise<autocannon.Result>; // without a callback it is both
  // Every answer's time, for the exact p95 (autocannon's own percentiles skip from p90 to p97.5).
  const times: number[] = [];
  run.on('response', (_client, _status, _bytes, milliseconds) => times.push(milliseconds));
  const result = await run;
  if (result.errors > 0 || unexpected > 0) throw new Error(`${method} ${next(0).path}: ${result.errors} errors, ${unexpected} answers other than ${expectedStatus} (last ${lastUnexpected})`);
  times.sort((a, b) => a - b);
  const p95 = times[Math.min(times.length - 1, Math.ceil(0.95 * times.length) - 1)] ?? 0;
  return { requestsPerSecond: result.requests.average, p95: Math.round(p95 * 10) / 10, p97_5: result.latency.p97_5, p99: result.latency.p99 };
}

/** Every coach's free slots of the next 14 days, one coach after another, so concurrent bookings take different coaches. */
async function freeSlotsRoundRobin(baseUrl: string, coachIds: number[], token: string): Promise<{ coachId: number; start_time: string; end_time: string }[]> {
  const from = new Date(Date.now() + 2 * 24 * 3600_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 16 * 24 * 3600_000).toISOString().slice(0, 10);
  const perCoach = await Promise.all(
    coachIds.map(async (coachId) => {
      const response = await fetch(`${baseUrl}/api/time-slots/availability/?mentor_id=${coachId}&from_date=${from}&to_date=${to}`, { headers: { authorization: `Bearer ${token}` } });
      if (!response.ok) throw new Error(`availability of coach ${coachId}: ${response.status}`);
      const days = (await response.json()) as Record<string, { start_time: string; end_time: string }[]>;
      return Object.values(days)
        .flat()
        .map((slot) => ({ coachId, ...slot }));
    }),
  );
  const longest = Math.max(...perCoach.map((slots) => slots.length));
  return Array.from({ length: longest }, (_, i) => perCoach.flatMap((slots) => (slots[i] ? [slots[i]] : [])) ).flat();
}

/**
 * Issue 15 on PostgreSQL: every signed-in read of the web app's first screens against a bare Fastify route
 * doing one indexed query (bench/reference-server.ts), each route measured between two runs of that
 * reference in the same run, 20 connections, 5 s each, the server in production settings in its own
 * process; and the writes students make most, 10 at a time.
 */
export async function benchHotPaths(): Promise<BenchResult[]> {
  const throwaway = await createThrowawayDatabase();
  const stops: (() => Promise<void>)[] = [];
  try {
    const campus = await seedCampus(throwaway.url, { wallStories: WALL_STORIES });
    // Production logging (one line a request, to a discarded stdout); the story limit raised so the
    // write run measures publishing, not the daily refusal.
    const server = await startServerProcess({ databaseUrl: throwaway.url, jwtSecret: campus.jwtSecret, env: { LOG_LEVEL: 'info', STORY_DAILY_LIMIT: '1000' } });
    stops.push(() => server.stop());
    const reference = await startReferenceServer(throwaway.url);
    stops.push(() => reference.stop());

    const { students } = campus;
    const student = (n: number): CampusStudent => students[n % students.length]!;
    const runReference = () => fire(reference.baseUrl, 'GET', (n) => ({ path: `/reference/${student(n).id}` }), { connections: READ_CONNECTIONS, expectedStatus: 200 });

    const reads: [string, string][] = [
      ['student profile (every signed-in page)', '/api/student-profiles/'],
      ['credit balance (header)', '/api/gamification/credits/balance/'],
      ['user points (header)', '/api/gamification/user-points/'],
      ['bookings (dashboard, sessions)', '/api/bookings/'],
      ['timezone (session times)', '/api/timezone-management/'],
      ['user stats (dashboard tiles)', '/api/user-stats/'],
      ['spotlight (dashboard)', '/api/peer-support-posts/spotlight/'],
      [`wall, first page (${WALL_STORIES.toLocaleString('en-US')} stories)`, '/api/peer-support-posts/'],
      ['leaderboard, first page', '/api/gamification/leaderboard/'],
      ['rewards (/rewards)', '/api/gamification/rewards/'],
      ['redemptions (/rewards)', '/api/gamification/user-redemptions/'],
      ['badges earned (/rewards)', '/api/gamification/user-badges/'],
      ['badges to earn (/achievements)', '/api/gamification/available-badges/'],
    ];
    // Warm-up, not measured: every read once for a second, as the embedded bench does, so that the first
    // route measured does not pay for the server's cold start (its code compiled, its statements prepared).
    for (const [, path] of reads) await fire(server.baseUrl, 'GET', (n) => ({ path, token: student(n).token }), { connections: READ_CONNECTIONS, expectedStatus: 200, seconds: 1 });
    const results: BenchResult[] = [];
    let before = await runReference();
    const referenceRates = [before.requestsPerSecond];
    for (const [label, path] of reads) {
      const load = await fire(server.baseUrl, 'GET', (n) => ({ path, token: student(n).token }), { connections: READ_CONNECTIONS, expectedStatus: 200 });
      const after = await runReference();
      referenceRates.push(after.requestsPerSecond);
      const referenceRate = (before.requestsPerSecond + after.requestsPerSecond) / 2;
      const ratio = load.requestsPerSecond / referenceRate;
      results.push({
        name: `GET ${path}: ${label}`,
        value: Math.round(ratio * 100) / 100,
        unit: 'x reference',
        goal: `>= ${MIN_RATIO}x, p99 < ${MAX_READ_P99_MS} ms`,
        isMet: ratio >= MIN_RATIO && load.p99 < MAX_READ_P99_MS,
        note: `${Math.round(load.requestsPerSecond)} req/s against ${Math.round(referenceRate)}; p99 ${load.p99} ms`,
      });
      before = after;
    }
    results.push({
      name: 'The reference: one indexed query on a bare Fastify route',
      value: Math.round(referenceRates.reduce((a, b) => a + b, 0) / referenceRates.length),
      unit: 'req/s',
      goal: 'yardstick',
      isMet: true,
      note: `${referenceRates.length} runs, ${Math.round(Math.min(...referenceRates))} to ${Math.round(Math.max(...referenceRates))} req/s`,
    });

    // Writes, 10 at a time: each call a new like, a new booking of a free slot, a new story.
    const freeSlots = await freeSlotsRoundRobin(server.baseUrl, campus.coachIds, student(0).token);
    const writes: { name: string; path: string; expectedStatus: number; isReportedOnly?: boolean; next(n: number): Call }[] = [
      {
        name: 'like a story (ten students, ten stories)',
        path: '/api/peer-support-posts/:id/like/',
        expectedStatus: 200,
        // Each student likes the 100 newest stories in turn, each starting at a story of their own, so the
        // ten calls at a time are ten students liking ten stories: each call a new like.
        next: (n) => {
          const round = Math.floor(n / students.length);
          return { path: `/api/peer-support-posts/${campus.storyIds[((n % students.length) + round) % campus.storyIds.length]}/like/`, token: student(n).token, body: {} };
        },
      },
      {
        name: 'like one much-liked story (ten at once on one story)',
        path: '/api/peer-support-posts/:id/like/',
        expectedStatus: 200,
        // The 250 students like one story, then the next: the ten calls at a time queue on that story's
        // count (its row is locked from the count's update to the commit). Reported, not a goal of its own.
        isReportedOnly: true,
        next: (n) => ({ path: `/api/peer-support-posts/${campus.storyIds[(50 + Math.floor(n / students.length)) % campus.storyIds.length]}/like/`, token: student(n).token, body: {} }),
      },
      {
        name: 'book a session (credit ledger, booking, 2 mails, 2 reminders)',
        path: '/api/book-session/',
        expectedStatus: 201,
        next: (n) => {
          const slot = freeSlots[n % freeSlots.length]!;
          return {
            path: '/api/book-session/',
            token: student(n).token,
            body: { student_profile: student(n).profileId, mentor_profile: slot.coachId, start_time: slot.start_time, end_time: slot.end_time, pre_session_note: 'N/A' },
          };
        },
      },
      {
        name: 'share a story (moderation included)',
        path: '/api/peer-support-posts/',
        expectedStatus: 201,
        next: (n) => ({
          path: '/api/peer-support-posts/',
          token: student(n).token,
          body: { title: 'Story', content: `Week ${n} of the term: I finally found a study rhythm that works, mornings in the library and a walk after lunch.`, is_anonymous: n % 2 === 0, tags: ['Resilience'] },
        }),
      },
    ];
    for (const write of writes) {
      const load = await fire(server.baseUrl, 'POST', write.next, { connections: WRITE_CONCURRENCY, expectedStatus: write.expectedStatus });
      results.push({
        name: `POST ${write.path}: ${write.name}, ${WRITE_CONCURRENCY} at a time`,
        value: load.p95,
        unit: 'ms p95',
        goal: write.isReportedOnly ? 'reported' : `p95 < ${MAX_WRITE_P95_MS} ms`,
        isMet: write.isReportedOnly ? true : load.p95 < MAX_WRITE_P95_MS,
        note: `${Math.round(load.requestsPerSecond)} req/s; p97.5 ${load.p97_5} ms, p99 ${load.p99} ms`,
      });
    }
    return results;
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    await throwaway.drop();
  }
}
