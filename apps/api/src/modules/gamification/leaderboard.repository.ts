import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@bloom/db/client';
import { pointTotals, users } from '@bloom/db/schema';

// Every query orders by the leaderboard index's own expressions (point_totals_leaderboard_idx), so a page
// and a rank are index scans.
const isVisible = sql`not ${pointTotals.isHiddenFromLeaderboard}`;
const leaderboardOrder = [sql`(-${pointTotals.totalPoints})`, asc(pointTotals.totalChangedAt), asc(pointTotals.userId)];

export interface LeaderboardRow {
  userId: number;
  firstName: string;
  lastName: string;
  totalPoints: number;
}

const rowColumns = { userId: pointTotals.userId, firstName: users.firstName, lastName: users.lastName, totalPoints: pointTotals.totalPoints };

export async function countVisibleStudents(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(pointTotals).where(isVisible);
  return row?.n ?? 0;
}

/** The student's own row (whether or not they are hidden); undefined when they have no points yet. */
export async function findLeaderboardRow(db: Db, userId: number): Promise<(LeaderboardRow & { isHidden: boolean }) | undefined> {
  const [row] = await db
    .select({ ...rowColumns, isHidden: pointTotals.isHiddenFromLeaderboard })
    .from(pointTotals)
    .innerJoin(users, eq(users.id, pointTotals.userId))
    .where(eq(pointTotals.userId, userId));
  return row;
}

/**
 * Visible students ranked ahead of this one: those before them in leaderboard order. The comparison
 * reads the student's own row in the same statement, so its timestamp keeps its full precision.
 */
export async function countVisibleAhead(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pointTotals)
    .where(
      sql`${isVisible} and ((-${pointTotals.totalPoints}), ${pointTotals.totalChangedAt}, ${pointTotals.userId}) < (
        select -me.total_points, me.total_changed_at, me.user_id from ${pointTotals} as me where me.user_id = ${userId})`,
    );
  return row?.n ?? 0;
}

export async function listVisibleStudents(db: Db, offset: number, limit: number): Promise<LeaderboardRow[]> {
  if (limit <= 0) return [];
  return db
    .select(rowColumns)
    .from(pointTotals)
    .innerJoin(users, eq(users.id, pointTotals.userId))
    .where(isVisible)
    .orderBy(...leaderboardOrder)
    .offset(offset)
    .limit(limit);
}

/** Hides or shows the student on everyone else's leaderboard (a row with no points yet is fine). */
export async function setHiddenFromLeaderboard(db: Db, userId: number, isHidden: boolean): Promise<void> {
  await db
    .insert(pointTotals)
    .values({ userId, isHiddenFromLeaderboard: isHidden })
    .onConflictDoUpdate({ target: pointTotals.userId, set: { isHiddenFromLeaderboard: isHidden } });
}
