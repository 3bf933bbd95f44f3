import { sql } from 'drizzle-orm';
import type { Db } from '@bloom/db/client';
import { rateLimitCounters, users } from '@bloom/db/schema';
import { queryRows } from '../../platform/query-rows';

export type DailyAction = 'story' | 'comment';

/**
 * Counts one published story or comment against the student's day (midnight to midnight in their own
 * timezone) in the database, so every API process shares the count. Runs inside the transaction that
 * publishes: the counter row stays locked until it commits, concurrent attempts of one student queue
 * behind it, and a refused or failed attempt rolls its count back. Returns the count including this one.
 */
export async function countTowardDailyLimit(db: Db, { userId, action, now }: { userId: number; action: DailyAction; now: Date }): Promise<number> {
  const rows = await queryRows<{ count: number }>(db, sql`
    insert into ${rateLimitCounters} (key, window_start, count)
    select ${`community:${action}:user:${userId}`}, date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${users.timezone}) at time zone ${users.timezone}, 1
    from ${users} where ${users.id} = ${userId}
    on conflict (key, window_start) do update set count = ${rateLimitCounters}.count + 1
    returning count`);
  return rows[0]?.count ?? 1;
}
