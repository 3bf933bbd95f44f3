import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '@bloom/db/schema';
import { createTestClock, createTestDatabase, type TestDatabase } from '../test/helper';
import { createJobRunner, enqueueJobs } from './jobs';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

const silent = pino({ level: 'silent' });

async function queue(kind: string, count: number): Promise<number[]> {
  await enqueueJobs(
    database.db,
    Array.from({ length: count }, (_, n) => ({ kind, payload: { n } })),
  );
  const rows = await database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.kind, kind)).orderBy(jobs.id);
  return rows.map((row) => row.id);
}

async function rowsOf(ids: number[]) {
  const rows = await database.db.select().from(jobs).where(inArray(jobs.id, ids)).orderBy(jobs.id);
  return rows;
}

describe('the job runner', () => {
  it('runs every due job once, oldest first, more jobs than one claim takes', async () => {
    const ids = await queue('test.order', 25);
    const runner = createJobRunner(database.db, createTestClock(), silent);
    const seen: number[] = [];
    runner.register('test.order', async (payload) => {
      seen.push(Number(payload.n));
    });
    expect(await runner.runDue()).toBe(25);
    expect(seen).toEqual(Array.from({ length: 25 }, (_, n) => n));
    const rows = await rowsOf(ids);
    expect(rows.every((row) => row.doneAt !== null && row.attempts === 1 && row.lockedUntil === null)).toBe(true);
    expect(await runner.runDue()).toBe(0);
  });

  it('reads a batch once through a batch handler, and a failure of that read fails each job of the batch for a later try', async () => {
    const ids = await queue('test.batch', 4);
    const runner = createJobRunner(database.db, createTestClock(), silent);
    const reads: number[][] = [];
    let isReadFailing = true;
    const ran: number[] = [];
    runner.register('test.batch', {
      batch: async (payloads) => {
        reads.push(payloads.map((payload) => Number(payload.n)));
        if (isReadFailing) throw new Error('the batch read failed');
        return async (payload) => {
          ran.push(Number(payload.n));
        };
      },
    });
    expect(await runner.runDue()).toBe(4);
    expect(ran).toEqual([]);
    const failed = await rowsOf(ids);
    expect(failed.map((row) => [row.doneAt, row.lastError, row.attempts])).toEqual(ids.map(() => [null, 'the batch read failed', 1]));
    expect(failed.every((row) => row.runAt !== null && row.lockedUntil === null)).toBe(true);

    isReadFailing = false;
    await database.db.update(jobs).set({ runAt: null }).where(inArray(jobs.id, ids));
    expect(await runner.runDue()).toBe(4);
    expect(reads).toEqual([
      [0, 1, 2, 3],
      [0, 1, 2, 3],
    ]);
    expect(ran).toEqual([0, 1, 2, 3]);
    expect((await rowsOf(ids)).every((row) => row.doneAt !== null && row.attempts === 2)).toBe(true);
  });

  it('hands back the jobs of a batch it has no time left for, unrun and their try not counted', async () => {
    const ids = await queue('test.slow', 5);
    const start = new Date();
    const clock = createTestClock(start);
    const runner = createJobRunner(database.db, clock, silent);
    const leases: number[] = [];
    runner.register('test.slow', async (_payload, job) => {
      const [row] = await database.db.select({ lockedUntil: jobs.lockedUntil }).from(jobs).where(eq(jobs.id, job.id));
      leases.push(row!.lockedUntil!.getTime() - start.getTime());
      // The first job takes most of the lease (a slow mail server, say).
      if (leases.length === 1) clock.advance(45_000);
    });
    expect(await runner.runDue()).toBe(5);
    // The four after the slow one were handed back and claimed again by the same sweep, with a lease from then.
    expect(leases).toEqual([60_000, 105_000, 105_000, 105_000, 105_000]);
    expect((await rowsOf(ids)).map((row) => row.attempts)).toEqual([1, 1, 1, 1, 1]);
  });
});
