import { and, eq, gt, gte, ne, sql } from 'drizzle-orm';
import { ledgerActionTypes } from '@bloom/contract/gamification';
import type { Db } from '@bloom/db/client';
import { communityPosts, pointEntries, users } from '@bloom/db/schema';

/**
 * Activities are the point-earning actions the student took (since a moment, if given); penalties (a
 * cancellation) and badge bonuses are not.
 */
export async function countActivities(db: Db, userId: number, since?: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pointEntries)
    .where(
      and(
        eq(pointEntries.userId, userId),
        eq(pointEntries.kind, 'earn'),
        gt(pointEntries.points, 0),
        ne(pointEntries.actionType, ledgerActionTypes.badgeBonus),
        since === undefined ? undefined : gte(pointEntries.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** The student's stories on the community wall (deleted ones are gone). */
export async function countCommunityPosts(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(communityPosts).where(eq(communityPosts.userId, userId));
  return row?.n ?? 0;
}

export async function findTimezoneOf(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ timezone: users.timezone }).from(users).where(eq(users.id, userId));
  return row?.timezone ?? 'UTC';
}
