import { and, asc, eq, inArray, isNull, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@bloom/db/client';
import { jobs } from '@bloom/db/schema';
import type { Clock } from './clock';
import { preparedRead } from './prepared';

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
  await db.insert(jobs).values(newJobs.map(jobRow));
}

/** A job's row as written (`queueMails` writes them with its own). */
export function jobRow(job: NewJob) {
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
 * second run (after a lapsed lease) finds it done and must do nothing. Returns false in that case.
 */
export async function completeJob(db: Db, jobId: number, now: Date): Promise<boolean> {
  return (await jobCompletion(db, sql`${jobId}::int`, sql`${now.toISOString()}::timestamptz`)).length > 0;
}

/** The statement marking job `jobId` done at `now`, unless it is done already. */
function jobCompletion(db: Pick<Db, 'update'>, jobId: SQL | Placeholder, now: SQL) {
  return db
    .update(jobs)
    .set({ doneAt: now, lockedUntil: null, lastError: null })
    .where(and(eq(jobs.id, jobId), isNull(jobs.doneAt)))
    .returning({ id: jobs.id });
}

/**
 * `completeJob` and an effect (an outbox row marked sent, say) in one statement, prepared once per database
 * handle (so outside transactions): `effect` is a statement with placeholders of its own; the job's are
 * `jobId` and `now` (ISO text). Its answer is empty when the job was done already.
 */
export function preparedJobCompletion(name: string, effect: (db: Db) => SQL) {
  return preparedRead((db) =>
    jobCompletion(db.with(db.$with('effect', {}).as(effect(db))), sql.placeholder('jobId'), sql`${sql.placeholder('now')}::timestamptz`).prepare(name),
  );
}

/** Jobs claimed by one statement. Each is leased from the claim, so a batch runs only while its leases have time left. */
const CLAIM_BATCH = 10;

/**
 * The runner's statements, prepared once per database handle (the runner works outside transactions): the
 * first due jobs of the given kinds, leased; a job marked done (by a handler that did not); and jobs handed
 * back unrun.
 */
const claimDue = preparedRead((db) => {
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  const firstDue = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        isNull(jobs.doneAt),
        isNull(jobs.canceledAt),
        or(isNull(jobs.runAt), lte(jobs.runAt, now)),
        or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now)),
        sql`${jobs.kind} = any(${sql.placeholder('kinds')}::text[])`,
      ),
    )
    .orderBy(sql`${jobs.runAt} asc nulls first`, asc(jobs.id))
    .limit(CLAIM_BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({ lockedUntil: sql`${sql.placeholder('leaseUntil')}::timestamptz`, attempts: sql`${jobs.attempts} + 1` })
    .where(inArray(jobs.id, firstDue))
    .returning()
    .prepare('claim_due_jobs');
});

const markJobDone = preparedRead((db) => jobCompletion(db, sql.placeholder('jobId'), sql`${sql.placeholder('now')}::timestamptz`).prepare('mark_job_done'));

const handBackJobs = preparedRead((db) =>
  db
    .update(jobs)
    .set({ lockedUntil: null, attempts: sql`${jobs.attempts} - 1` })
    .where(and(sql`${jobs.id} = any(${sql.placeholder('ids')}::int[])`, isNull(jobs.doneAt)))
    .prepare('hand_back_jobs'),
);

type JobRow = typeof jobs.$inferSelect;

/**
 * A handler for several jobs of its kind claimed together: it reads what they need in one statement (the
 * outbox rows of a batch of mails, say) and answers with the handler of each job.
 */
export type JobBatchHandler = (payloads: Record<string, unknown>[]) => Promise<JobHandler>;

export interface JobRunner {
  register(kind: string, handler: JobHandler | { batch: JobBatchHandler }): void;
  /** Runs every due job once; returns how many ran. Tests call it directly. */
  runDue(): Promise<number>;
  start(pollMs?: number): void;
  stop(): Promise<void>;
}

/**
 * Claims up to CLAIM_BATCH due jobs at a time with FOR UPDATE SKIP LOCKED and leases them, so any number of
 * processes can share the table; the work runs after the claiming statement has committed (PGlite has one
 * connection), one job after another. A batch whose leases run short hands its unrun jobs back.
 */
export function createJobRunner(db: Db, clock: Clock, log: FastifyBaseLogger): JobRunner {
  const handlers = new Map<string, JobHandler | { batch: JobBatchHandler }>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  /** Takes the first due jobs and leases them, in one statement (the row locks taken by the subquery), oldest first. */
  async function claim(now: Date): Promise<JobRow[]> {
    const claimed = await claimDue(db).execute({ now: now.toISOString(), leaseUntil: new Date(now.getTime() + LEASE_MS).toISOString(), kinds: [...handlers.keys()] });
    return claimed.sort((a, b) => (a.runAt?.getTime() ?? 0) - (b.runAt?.getTime() ?? 0) || a.id - b.id);
  }

  /** Each job's handler: a batch handler once for its kind's jobs in the batch; a failure of it fails those jobs. */
  async function handlersFor(batch: JobRow[]): Promise<Map<string, JobHandler>> {
    const byKind = new Map<string, JobHandler>();
    for (const kind of new Set(batch.map((job) => job.kind))) {
      const registered = handlers.get(kind)!;
      if (typeof registered === 'function') {
        byKind.set(kind, registered);
        continue;
      }
      const payloads = batch.filter((job) => job.kind === kind).map((job) => job.payload as Record<string, unknown>);
      byKind.set(kind, await registered.batch(payloads).catch((error: unknown) => () => Promise.reject(error)));
    }
    return byKind;
  }

  async function runOne(job: JobRow, handler: JobHandler): Promise<void> {
    try {
      const outcome = await handler(job.payload as Record<string, unknown>, { id: job.id, attempts: job.attempts });
      if (outcome !== JOB_MARKED_DONE) await markJobDone(db).execute({ jobId: job.id, now: clock.now().toISOString() });
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
  }

  /** Claims a batch and runs it; returns how many jobs ran. */
  async function runBatch(): Promise<number> {
    const claimedAt = clock.now();
    const batch = await claim(claimedAt);
    if (batch.length === 0) return 0;
    const handlerOf = await handlersFor(batch);
    for (const [i, job] of batch.entries()) {
      // A job is started only while its lease has at least half its time left (a mail waits at most 30 s a step).
      if (clock.now().getTime() - claimedAt.getTime() > LEASE_MS / 2) {
        await handBackJobs(db).execute({ ids: batch.slice(i).map((unrun) => unrun.id) });
        return i;
      }
      await runOne(job, handlerOf.get(job.kind)!);
    }
    return batch.length;
  }

  async function runDue(): Promise<number> {
    let count = 0;
    for (let ran = await runBatch(); ran > 0; ran = await runBatch()) count += ran;
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
