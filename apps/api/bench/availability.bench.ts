import { randomBytes, randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase, type Db } from '@bloom/db/client';
import { bookings, studentProfiles, users } from '@bloom/db/schema';
import { freeSlots, type Interval } from '../src/modules/bookings/availability';
import { addCoach } from '../src/modules/coaching/coach-admin.service';
import { systemClock } from '../src/platform/clock';
import { createTokenService } from '../src/platform/tokens';
import { seedReferenceData } from '../src/seed/reference-data';
import { percentile, type BenchResult } from './bench-app';
import { startServerProcess } from './server-process';

const COACHES = 50;
const BOOKINGS = 5_000;
const STUDENTS = 250;
const DAY = 24 * 3600_000;

const zones = ['America/New_York', 'America/Chicago', 'America/Los_Angeles', 'Europe/London', 'Europe/Berlin', 'Asia/Kolkata', 'Asia/Tokyo', 'Australia/Sydney', 'America/Sao_Paulo', 'Pacific/Auckland'];
const viewerZones = ['America/New_York', 'America/Los_Angeles', 'UTC', 'Europe/London', 'Asia/Tokyo'];

/** A deterministic pseudo-random sequence, so every run books the same slots. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

export async function seedCoachesAndBookings(db: Db, now: Date): Promise<{ coachIds: number[]; userId: number }> {
  const random = seededRandom(42);
  const coachIds: number[] = [];
  for (let i = 0; i < COACHES; i += 1) {
    const weekly = ['mon', 'tue', 'wed', 'thu', 'fri'].flatMap((day) => [
      { day, start: '08:00', end: '12:00' },
      { day, start: '13:00', end: '19:00' },
    ]);
    if (i % 3 === 0) weekly.push({ day: 'sat', start: '10:00', end: '14:00' });
    const { mentorId } = await addCoach(db, {
      email: `bench-coach-${i}@bench.example.org`,
      first_name: 'Bench',
      last_name: `Coach ${i}`,
      timezone: zones[i % zones.length]!,
      focus_area: 'Stress & Anxiety',
      growth_areas: ['stress'],
      coaching_style: 'supportive_and_empathetic',
      availability: { weekly },
    });
    coachIds.push(mentorId);
  }

  const studentRows = await db
    .insert(users)
    .values(
      Array.from({ length: STUDENTS }, (_, i) => ({
        email: `bench-student-${i}@bench.example.edu`,
        username: `bench-student-${i}@bench.example.edu`,
        firstName: 'Bench',
        lastName: `Student ${i}`,
        passwordHash: 'bench',
        emailVerified: true,
        referralCode: `BENCH${i}${randomBytes(3).toString('hex')}`,
      })),
    )
    .returning({ id: users.id });
  const profiles = await db
    .insert(studentProfiles)
    .values(studentRows.map((u) => ({ userId: u.id, isCompleted: true })))
    .returning({ id: studentProfiles.id });

  // 100 bookings per coach on real slots of their next 45 days, so every one of them removes a slot.
  const perCoach = BOOKINGS / COACHES;
  const rows: (typeof bookings.$inferInsert)[] = [];
  for (const [index, mentorId] of coachIds.entries()) {
    const weekly = ['mon', 'tue', 'wed', 'thu', 'fri'].flatMap((_, d) => [
      { dayOfWeek: d + 1, startMinute: 480, endMinute: 720 },
      { dayOfWeek: d + 1, startMinute: 780, endMinute: 1140 },
    ]);
    if (index % 3 === 0) weekly.push({ dayOfWeek: 6, startMinute: 600, endMinute: 840 });
    const slots: Interval[] = freeSlots({
      schedule: { timezone: zones[index % zones.length]!, weekly, exceptions: [] },
      busy: [],
      windowStart: now.getTime(),
      windowEnd: now.getTime() + 45 * DAY,
      now: now.getTime(),
    });
    const chosen = new Set<number>();
    while (chosen.size < Math.min(perCoach, slots.length)) chosen.add(Math.floor(random() * slots.length));
    for (const slotIndex of chosen) {
      const slot = slots[slotIndex]!;
      rows.push({
        studentProfileId: profiles[Math.floor(random() * profiles.length)]!.id,
        mentorId,
        startTime: new Date(slot.start),
        endTime: new Date(slot.end),
        joinUrl: `https://meet.jit.si/bloom-${randomBytes(6).toString('hex')}`,
        icsUid: `${randomUUID()}@bloom`,
      });
    }
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(bookings).values(rows.slice(i, i + 500));
  return { coachIds, userId: studentRows[0]!.id };
}

const benchDatabaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A throwaway database on the PostgreSQL server, dropped again by `drop`. */
export async function createThrowawayDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bloom_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: benchDatabaseUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(`this benchmark needs PostgreSQL (BENCH_DATABASE_URL or ${benchDatabaseUrl})`, { cause: error });
  }
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(benchDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: benchDatabaseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** GET /api/time-slots/availability/ for 45 days with 50 coaches and 5,000 bookings. Goal: p95 <= 100 ms. */
export async function benchAvailability(): Promise<BenchResult[]> {
  const throwaway = await createThrowawayDatabase();
  const jwtSecret = randomBytes(32).toString('hex');
  let server: { baseUrl: string; stop(): Promise<void> } | undefined;
  try {
    const now = new Date();
    const database = await openDatabase({ kind: 'postgres', url: throwaway.url });
    let seeded: { coachIds: number[]; access: string };
    try {
      await database.migrate();
      await seedReferenceData(database.db);
      const { coachIds, userId } = await seedCoachesAndBookings(database.db, now);
      // A sign-in is a row (token family) the server checks, so it is written while the database is open.
      const { access } = await createTokenService(jwtSecret, systemClock, database.db).issuePair(userId);
      seeded = { coachIds, access };
    } finally {
      await database.close();
    }
    const { coachIds, access } = seeded;
    server = await startServerProcess({ databaseUrl: throwaway.url, jwtSecret });
    const baseUrl = server.baseUrl;
    const headers = { authorization: `Bearer ${access}` };
    const today = now.toISOString().slice(0, 10);
    const until = new Date(now.getTime() + 45 * DAY).toISOString().slice(0, 10);
    const random = seededRandom(7);
    const nextPath = () =>
      `/api/time-slots/availability/?mentor_id=${coachIds[Math.floor(random() * coachIds.length)]}&from_date=${today}&to_date=${until}` +
      `&timezone=${encodeURIComponent(viewerZones[Math.floor(random() * viewerZones.length)]!)}`;

    const timed = async () => {
      const started = performance.now();
      const response = await fetch(`${baseUrl}${nextPath()}`, { headers });
      const body = await response.text();
      if (response.status !== 200) throw new Error(`availability answered ${response.status}: ${body.slice(0, 200)}`);
      return performance.now() - started;
    };

    // Sanity: a coach's 45 days hold hundreds of slots and the booked ones are gone.
    const sample = (await (await fetch(`${baseUrl}/api/time-slots/availability/?mentor_id=${coachIds[0]}&from_date=${today}&to_date=${until}`, { headers })).json()) as Record<string, unknown[]>;
    const sampleSlots = Object.values(sample).flat().length;
    if (sampleSlots < 200) throw new Error(`expected hundreds of slots, got ${sampleSlots}`);

    for (let i = 0; i < 100; i += 1) await timed(); // warm-up

    const sequential: number[] = [];
    for (let i = 0; i < 300; i += 1) sequential.push(await timed());

    // Ten students at once, each sending its next request as soon as the last one answers.
    const concurrent: number[] = [];
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        for (let i = 0; i < 100; i += 1) concurrent.push(await timed());
      }),
    );

    const cannon = await autocannon({
      url: baseUrl,
      connections: 10,
      duration: 10,
      headers,
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) }],
    });
    if (cannon.non2xx > 0 || cannon.errors > 0) throw new Error(`autocannon: ${cannon.non2xx} non-2xx, ${cannon.errors} errors`);

    const p95Sequential = percentile(sequential, 95);
    const p95Concurrent = percentile(concurrent, 95);
    const note = `PostgreSQL, server in its own process; ${COACHES} coaches, ${BOOKINGS} bookings, ${sampleSlots} free slots for one coach`;
    return [
      { name: 'Availability (45 days) p95, one request at a time', value: Number(p95Sequential.toFixed(1)), unit: 'ms', goal: '<= 100 ms', isMet: p95Sequential <= 100, note },
      { name: 'Availability (45 days) p50, one request at a time', value: Number(percentile(sequential, 50).toFixed(1)), unit: 'ms', goal: 'reference', isMet: true },
      { name: 'Availability (45 days) p95, 10 concurrent clients', value: Number(p95Concurrent.toFixed(1)), unit: 'ms', goal: '<= 100 ms', isMet: p95Concurrent <= 100 },
      { name: 'Availability throughput (autocannon, 10 connections, 10 s)', value: Math.round(cannon.requests.average), unit: 'req/s', goal: 'reference', isMet: true, note: `p50 ${cannon.latency.p50} ms, p97.5 ${cannon.latency.p97_5} ms, p99 ${cannon.latency.p99} ms` },
    ];
  } finally {
    await server?.stop();
    await throwaway.drop();
  }
}
