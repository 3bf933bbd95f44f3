import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '@bloom/db/client';
import { pointEntries } from '@bloom/db/schema';

/** Activities are the point-earning actions the student took; penalties (a cancellation) are not. */
export async function countActivities(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pointEntries)
    .where(and(eq(pointEntries.userId, userId), eq(pointEntries.kind, 'earn'), gt(pointEntries.points, 0)));
  return row?.n ?? 0;
}

/**
 * The student's community stories. The community wall has no table yet; when it lands (the
 * peer-support posts of the community feature), this becomes a count of the student's posts there.
 */
export async function countCommunityPosts(_db: Db, _userId: number): Promise<number> {
  return 0;
}
