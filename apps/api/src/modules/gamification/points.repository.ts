import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { EarnedBadge, PointEntryKind } from '@bloom/contract/gamification';
import type { Db } from '@bloom/db/client';
import { badges, levels, pointActions, pointEntries, pointTotals, userBadges } from '@bloom/db/schema';
import { preparedRead } from '../../platform/prepared';
import { queryRows } from '../../platform/query-rows';
import type { LevelRow } from './levels';

export async function listPointActions(db: Db) {
  return db.select().from(pointActions).orderBy(asc(pointActions.actionType));
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
  // An update that changes nothing takes the row lock in the same statement that may create the row.
  const [row] = await db
    .insert(pointTotals)
    .values({ userId })
    .onConflictDoUpdate({ target: pointTotals.userId, set: { userId: sql`excluded.user_id` } })
    .returning(totalsColumns);
  return row ?? noPoints;
}

/**
 * What `awardPoints` writes, in one statement: the student's totals locked (created empty first), then
 * the action's ledger row at its points, a penalty capped by the balance. Undefined when the action is
 * unknown or this cause was already paid (the ledger's unique constraint).
 */
export async function insertActionEntry(db: Db, { userId, actionType, sourceKey }: { userId: number; actionType: string; sourceKey: string }) {
  const rows = await queryRows<{ points: number; total_before: number }>(
    db,
    sql`
    with action as (select ${pointActions.defaultPoints} as points from ${pointActions} where ${pointActions.actionType} = ${actionType}),
    totals as (
      insert into ${pointTotals} (user_id) values (${userId})
      on conflict (user_id) do update set user_id = excluded.user_id
      returning total_points, point_balance)
    insert into ${pointEntries} (user_id, kind, action_type, points, source_key)
    select ${userId}, 'earn', ${actionType}, case when action.points < 0 then -least(-action.points, totals.point_balance) else action.points end, ${sourceKey}
    from action, totals
    on conflict do nothing
    returning points, (select total_points from totals) as total_before`,
  );
  const [row] = rows;
  return row ? { points: row.points, totalBefore: row.total_before } : undefined;
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

/** Times an action was done net of reversals, over a group of the ledger's 'earn' and 'reversal' rows. */
export const netActionCount = sql<number>`(count(*) filter (where ${pointEntries.kind} = 'earn') - count(*) filter (where ${pointEntries.kind} = 'reversal'))::int`;

/** Per action type: times done and points given, both net of reversals. */
const pointsByAction = preparedRead((db) =>
  db
    .select({
      actionType: pointEntries.actionType,
      count: netActionCount,
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

/** Grants the badge; returns false when the student already had it. */
export async function insertUserBadge(db: Db, userId: number, badgeId: number): Promise<boolean> {
  const rows = await db.insert(userBadges).values({ userId, badgeId }).onConflictDoNothing().returning({ id: userBadges.id });
  return rows.length > 0;
}

export interface BadgeCandidate {
  id: number;
  name: string;
  description: string;
  rule: 'action_count' | 'level_reached';
  requiredCount: number;
  category: EarnedBadge['category'];
  points: number;
  iconUrl: string | null;
}

/**
 * What deciding badges needs, in one query: the levels, the badges the student does not have yet that
 * this action (or any level) may earn, and how many times they did the action, net of reversals (counted
 * only when an action badge is among them).
 */
export async function findBadgeProgress(db: Db, userId: number, actionType: string | null) {
  const [row] = await queryRows<{ levels: LevelRow[]; candidates: BadgeCandidate[]; action_count: number }>(
    db,
    sql`
    with candidates as (
      select * from ${badges}
      where (${badges.rule} = 'level_reached' or (${badges.rule} = 'action_count' and ${badges.actionType} = ${actionType}))
        and not exists (select 1 from ${userBadges} where ${userBadges.userId} = ${userId} and ${userBadges.badgeId} = ${badges.id}))
    select
      (select coalesce(json_agg(json_build_object('levelNumber', level_number, 'name', name, 'threshold', threshold, 'rewardDescription', reward_description) order by threshold), '[]')
        from ${levels}) as levels,
      (select coalesce(json_agg(json_build_object('id', id, 'name', name, 'description', description, 'rule', rule, 'requiredCount', required_count,
          'category', category, 'points', points, 'iconUrl', icon_url) order by sort_order, id), '[]')
        from candidates) as candidates,
      case when exists (select 1 from candidates where rule = 'action_count') then (
        select count(*)::int from ${pointEntries}
        where ${pointEntries.userId} = ${userId} and ${pointEntries.kind} = 'earn' and ${pointEntries.actionType} = ${actionType} and ${notReversed})
      else 0 end as action_count`,
  );
  return { levels: row!.levels, candidates: row!.candidates, actionCount: row!.action_count };
}
