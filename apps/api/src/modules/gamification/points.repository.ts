import { and, asc, eq, notExists, or, sql } from 'drizzle-orm';
import type { PointEntryKind } from '@bloom/contract/gamification';
import type { Db } from '@bloom/db/client';
import { badges, levels, pointActions, pointEntries, pointTotals, userBadges } from '@bloom/db/schema';
import { preparedRead } from '../../platform/prepared';

export async function listPointActions(db: Db) {
  return db.select().from(pointActions).orderBy(asc(pointActions.actionType));
}

export async function findPointAction(db: Db, actionType: string) {
  const [row] = await db.select().from(pointActions).where(eq(pointActions.actionType, actionType));
  return row;
}

export interface PointTotals {
  totalPoints: number;
  pointBalance: number;
  isHiddenFromLeaderboard: boolean;
}

const noPoints: PointTotals = { totalPoints: 0, pointBalance: 0, isHiddenFromLeaderboard: false };
const totalsColumns = {
  totalPoints: pointTotals.totalPoints,
  pointBalance: pointTotals.pointBalance,
  isHiddenFromLeaderboard: pointTotals.isHiddenFromLeaderboard,
};

const pointTotalsOf = preparedRead((db) => db.select(totalsColumns).from(pointTotals).where(eq(pointTotals.userId, sql.placeholder('userId'))).prepare('point_totals_of'));

export async function findPointTotals(db: Db, userId: number): Promise<PointTotals> {
  const [row] = await pointTotalsOf(db).execute({ userId });
  return row ?? noPoints;
}

/**
 * Locks the student's totals row (creating an empty one first) for the rest of the transaction: every
 * change to one student's points queues here, so a balance read under it stays true until commit.
 */
export async function lockPointTotals(db: Db, userId: number): Promise<PointTotals> {
  await db.insert(pointTotals).values({ userId }).onConflictDoNothing();
  const [row] = await db.select(totalsColumns).from(pointTotals).where(eq(pointTotals.userId, userId)).for('update');
  return row ?? noPoints;
}

export interface NewPointEntry {
  userId: number;
  kind: PointEntryKind;
  actionType: string;
  points: number;
  sourceKey: string;
  reversesEntryId?: number;
  reason?: string;
}

/** Appends a ledger row; returns its id, or undefined when the same (student, kind, action, source) is already there. */
export async function insertPointEntry(db: Db, entry: NewPointEntry): Promise<number | undefined> {
  const [row] = await db.insert(pointEntries).values(entry).onConflictDoNothing().returning({ id: pointEntries.id });
  return row?.id;
}

/** The ledger row was not taken back by a reversal. */
const notReversed = sql`not exists (select 1 from ${pointEntries} as "reversals" where "reversals"."reverses_entry_id" = ${pointEntries.id})`;

/** The earn row of one cause, and whether it was already taken back. */
export async function findEarnEntry(db: Db, userId: number, actionType: string, sourceKey: string) {
  const [row] = await db
    .select({ id: pointEntries.id, points: pointEntries.points })
    .from(pointEntries)
    .where(
      and(
        eq(pointEntries.userId, userId),
        eq(pointEntries.kind, 'earn'),
        eq(pointEntries.actionType, actionType),
        eq(pointEntries.sourceKey, sourceKey),
        notReversed,
      ),
    );
  return row;
}

/** Times the student did an action, not counting the ones taken back (a deleted story). */
export async function countNetActions(db: Db, userId: number, actionType: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pointEntries)
    .where(and(eq(pointEntries.userId, userId), eq(pointEntries.kind, 'earn'), eq(pointEntries.actionType, actionType), notReversed));
  return row?.n ?? 0;
}

/** Per action type: times done and points given, both net of reversals. */
const pointsByAction = preparedRead((db) =>
  db
    .select({
      actionType: pointEntries.actionType,
      count: sql<number>`(count(*) filter (where ${pointEntries.kind} = 'earn') - count(*) filter (where ${pointEntries.kind} = 'reversal'))::int`,
      points: sql<number>`coalesce(sum(${pointEntries.points}), 0)::int`,
    })
    .from(pointEntries)
    .where(and(eq(pointEntries.userId, sql.placeholder('userId')), or(eq(pointEntries.kind, 'earn'), eq(pointEntries.kind, 'reversal'))))
    .groupBy(pointEntries.actionType)
    .orderBy(asc(pointEntries.actionType))
    .prepare('points_by_action'),
);

export async function sumPointsByAction(db: Db, userId: number) {
  return pointsByAction(db).execute({ userId });
}

export async function listLevels(db: Db) {
  return db.select().from(levels).orderBy(asc(levels.threshold));
}

/** Badges the student does not have yet that this action or this level may have earned. */
export async function findBadgeCandidates(db: Db, userId: number, actionType: string | null, levelNumber: number) {
  return db
    .select()
    .from(badges)
    .where(
      and(
        or(
          actionType === null ? undefined : and(eq(badges.rule, 'action_count'), eq(badges.actionType, actionType)),
          and(eq(badges.rule, 'level_reached'), sql`${badges.requiredCount} <= ${levelNumber}`),
        ),
        notExists(db.select({ one: sql`1` }).from(userBadges).where(and(eq(userBadges.userId, userId), eq(userBadges.badgeId, badges.id)))),
      ),
    )
    .orderBy(asc(badges.sortOrder), asc(badges.id));
}

/** Grants the badge; returns false when the student already had it. */
export async function insertUserBadge(db: Db, userId: number, badgeId: number): Promise<boolean> {
  const rows = await db.insert(userBadges).values({ userId, badgeId }).onConflictDoNothing().returning({ id: userBadges.id });
  return rows.length > 0;
}
