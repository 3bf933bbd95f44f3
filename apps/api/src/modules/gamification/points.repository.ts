import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '@bloom/db/client';
import { badges, levels, pointActions, pointEntries, userBadges } from '@bloom/db/schema';

export async function findPointAction(db: Db, actionType: string) {
  const [row] = await db.select().from(pointActions).where(eq(pointActions.actionType, actionType));
  return row;
}

/** Inserts an earn entry; returns false when this cause (user, action, source) was already paid. */
export async function insertEarnEntry(
  db: Db,
  entry: { userId: number; actionType: string; points: number; sourceKey: string | null },
): Promise<boolean> {
  const rows = await db
    .insert(pointEntries)
    .values({ ...entry, kind: 'earn' })
    .onConflictDoNothing()
    .returning({ id: pointEntries.id });
  return rows.length > 0;
}

export async function findEarnEntry(db: Db, userId: number, actionType: string, sourceKey: string) {
  const [row] = await db
    .select({ points: pointEntries.points })
    .from(pointEntries)
    .where(and(eq(pointEntries.userId, userId), eq(pointEntries.actionType, actionType), eq(pointEntries.sourceKey, sourceKey), eq(pointEntries.kind, 'earn')));
  return row;
}

export async function sumPoints(db: Db, userId: number): Promise<{ totalPoints: number; pointBalance: number }> {
  const [row] = await db
    .select({
      totalPoints: sql<number>`coalesce(sum(${pointEntries.points}) filter (where ${pointEntries.kind} = 'earn'), 0)::int`,
      pointBalance: sql<number>`coalesce(sum(${pointEntries.points}), 0)::int`,
    })
    .from(pointEntries)
    .where(eq(pointEntries.userId, userId));
  return row ?? { totalPoints: 0, pointBalance: 0 };
}

export async function countActions(db: Db, userId: number, actionType: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pointEntries)
    .where(and(eq(pointEntries.userId, userId), eq(pointEntries.actionType, actionType), eq(pointEntries.kind, 'earn')));
  return row?.n ?? 0;
}

/** The highest level whose threshold is at or below the points. */
export async function findLevelFor(db: Db, totalPoints: number) {
  const [row] = await db
    .select()
    .from(levels)
    .where(lte(levels.threshold, Math.max(0, totalPoints)))
    .orderBy(desc(levels.threshold))
    .limit(1);
  return row;
}

export async function findNextLevel(db: Db, totalPoints: number) {
  const [row] = await db.select().from(levels).where(gt(levels.threshold, totalPoints)).orderBy(asc(levels.threshold)).limit(1);
  return row;
}

export async function findBadgesReached(db: Db, actionType: string, count: number) {
  return db
    .select()
    .from(badges)
    .where(and(eq(badges.actionType, actionType), lte(badges.requiredCount, count)));
}

/** Grants the badge; returns false when the student already had it. */
export async function insertUserBadge(db: Db, userId: number, badgeId: number): Promise<boolean> {
  const rows = await db.insert(userBadges).values({ userId, badgeId }).onConflictDoNothing().returning({ id: userBadges.id });
  return rows.length > 0;
}
