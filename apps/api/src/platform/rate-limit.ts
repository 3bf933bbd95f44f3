import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@bloom/db/client';
import { rateLimitCounters } from '@bloom/db/schema';

export interface RateWindow {
  /** What is counted: "login-fail:email:ann@x.edu", "account:ip:10.0.0.1", ... */
  key: string;
  limit: number;
  windowSeconds: number;
}

export interface RateState {
  count: number;
  isLimited: boolean;
  /** When the current window ends and the count starts again. */
  resetAt: Date;
}

function windowStart(now: Date, windowSeconds: number): Date {
  const ms = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / ms) * ms);
}

function stateOf(count: number, window: RateWindow, start: Date): RateState {
  return {
    count,
    isLimited: count > window.limit,
    resetAt: new Date(start.getTime() + window.windowSeconds * 1000),
  };
}

/**
 * Counts one event in a fixed window kept in the database, so every API process shares the count.
 * `isLimited` is true once the event is over the limit.
 */
export async function hitRateLimit(db: Db, window: RateWindow, now: Date): Promise<RateState> {
  const start = windowStart(now, window.windowSeconds);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key: window.key, windowStart: start, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count });
  return stateOf(row?.count ?? 1, window, start);
}

/** Reads the current window without counting; `isLimited` is true once the limit is reached. */
export async function peekRateLimit(db: Db, window: RateWindow, now: Date): Promise<RateState> {
  const start = windowStart(now, window.windowSeconds);
  const [row] = await db
    .select({ count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, window.key), eq(rateLimitCounters.windowStart, start)));
  const count = row?.count ?? 0;
  return { ...stateOf(count, window, start), isLimited: count >= window.limit };
}

export async function deleteExpiredRateLimits(db: Db, now: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, new Date(now.getTime() - 2 * 24 * 3600 * 1000)));
}
