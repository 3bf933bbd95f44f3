import { and, asc, eq, inArray, isNull, lte, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@bloom/db/client';
import { jobs } from '@bloom/db/schema';
import type { Clock } from './clock';
import { queryRows } from './query-rows';

/**
 * What a handler returns when its job is already marked done, by `completeJob` in the transaction or the
 * statement of its effect: the runner then leaves the row alone (one round trip fewer a job).
 */
export const JOB_MARKED_DONE = 'marked done';

export type JobHandler = (payload: Record<string, unknown>, job: { id: number; attempts: number }) => Promise<void | typeof JOB_MARKED_DONE>;

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  runAt?: Date;
  subjectKey?: string;
}

/** Decision 0034: long enough for any job (mail waits at most 30 s per step), short enough that a killed process's jobs run again within a minute. */
const LEASE_MS = 60 * 1000;
const MAX_ATTEMPTS = 8;

/** Schedules work; call it inside the transaction of the change that causes the work. */
export async function enqueueJob(db: Db, job: NewJob): Promise<void> {
  await enqueueJobs(db, [job]);
}

/** Schedules several jobs in one statement. */
export async function enqueueJobs(db: Db, newJobs: readonly NewJob[]): Promise<void> {
  if (newJobs.length === 0) return;
  await jobsInsert(db, newJobs);
}

/** The statement inserting `newJobs` (at least one), for a caller that writes it with others in one. */
export function jobsInsert(db: Db, newJobs: readonly NewJob[]) {
  return db.insert(jobs).values(newJobs.map(jobRow));
}

function jobRow(job: NewJob) {
  return { kind: job.kind, payload: job.payload ?? {}, runAt: job.runAt ?? null, subjectKey: job.subjectKey ?? null };
}

/** Cancels the not-yet-run jobs of one subject (e.g. the reminders of a cancelled booking). */
export async function cancelJobs(db: Db, subjectKey: string, kinds?: string[]): Promise<void> {
  await db
    .update(jobs)
    .set({ canceledAt: sql`now()` })
    .where(
      and(
        eq(jobs.subjectKey, subjectKey),
        isNull(jobs.doneAt),
        isNull(jobs.canceledAt),
        kinds ? inArray(jobs.kind, kinds) : undefined,
      ),
    );
}

/**
 * Marks a running job done inside the transaction of its effect, so the effect happens exactly once: a
 * second run (after a lapsed lease) finds it done and must do nothing. Returns false in that case. With
 * `effect` (an update, say) the effect and the mark are one statement.
 */
export async function completeJob(db: Db, jobId: number, now: Date, effect?: SQLWrapper): Promise<boolean> {
  const done = db
    .update(jobs)
    .set({ doneAt: now, lockedUntil: null, lastError: null })
    .where(and(eq(jobs.id, jobId), isNull(jobs.doneAt)))
    .returning({ id: jobs.id });
  if (!effect) return (await done).length > 0;
  return (await queryRows(db, sql`with effect as (${effect.getSQL()}) ${done.getSQL()}`)).length > 0;
}

export interface JobRunner {
  register(kind: string, handler: JobHandler): void;
  /** Runs every due job once; returns how many ran. Tests call it directly. */
  runDue(): Promise<number>;
  start(pollMs?: number): void;
  stop(): Promise<void>;
}

/**
 * Claims one due job at a time with FOR UPDATE SKIP LOCKED and leases it, so any number of processes
 * can share the table; the work itself runs after the claiming statement has committed (PGlite has one connection).
 */
export function createJobRunner(db: Db, clock: Clock, log: FastifyBaseLogger): JobRunner {
  const handlers = new Map<string, JobHandler>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  /** Takes the first due job and leases it, in one statement (the row lock taken by the subquery). */
  async function claim() {
    const now = clock.now();
    const firstDue = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          isNull(jobs.doneAt),
          isNull(jobs.canceledAt),
          or(isNull(jobs.runAt), lte(jobs.runAt, now)),
          or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now)),
          handlers.size ? inArray(jobs.kind, [...handlers.keys()]) : sql`false`,
        ),
      )
      .orderBy(sql`${jobs.runAt} asc nulls first`, asc(jobs.id))
      .limit(1)
      .for('update', { skipLocked: true });
    const [job] = await db
      .update(jobs)
      .set({ lockedUntil: new Date(now.getTime() + LEASE_MS), attempts: sql`${jobs.attempts} + 1` })
      .where(eq(jobs.id, sql`(${firstDue})`))
      .returning();
    return job;
  }

  async function runOne(): Promise<boolean> {
    const job = await claim();
    if (!job) return false;
    const handler = handlers.get(job.kind);
    try {
      const outcome = await handler!(job.payload as Record<string, unknown>, { id: job.id, attempts: job.attempts });
      if (outcome !== JOB_MARKED_DONE) await db.update(jobs).set({ doneAt: clock.now(), lockedUntil: null, lastError: null }).where(eq(jobs.id, job.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const givesUp = job.attempts >= MAX_ATTEMPTS;
      // Exponential backoff: 30 s, 1 min, 2 min, ... capped at an hour.
      const delayMs = Math.min(30_000 * 2 ** (job.attempts - 1), 3_600_000);
      log.warn({ jobId: job.id, kind: job.kind, attempts: job.attempts, err: message, givesUp }, 'job failed');
      await db
        .update(jobs)
        .set({
          lastError: message.slice(0, 2000),
          lockedUntil: null,
          runAt: new Date(clock.now().getTime() + delayMs),
          canceledAt: givesUp ? clock.now() : null,
        })
        .where(eq(jobs.id, job.id));
    }
    return true;
  }

  async function runDue(): Promise<number> {
    let count = 0;
    while (await runOne()) count += 1;
    return count;
  }

  return {
    register(kind, handler) {
      handlers.set(kind, handler);
    },
    runDue() {
      // One sweep at a time per process; a caller arriving mid-sweep waits for it and then sweeps again.
      const next = (running ?? Promise.resolve(0)).catch(() => 0).then(() => runDue());
      running = next;
      return next;
    },
    start(pollMs = 1000) {
      if (timer) return;
      const tick = () => {
        this.runDue()
          .catch((error: unknown) => log.error({ err: error }, 'job sweep failed'))
          .finally(() => {
            if (timer) timer = setTimeout(tick, pollMs);
          });
      };
      timer = setTimeout(tick, pollMs);
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => 0);
    },
  };
}
