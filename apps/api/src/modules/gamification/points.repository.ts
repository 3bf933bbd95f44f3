import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
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
  const [row] = await queryRows<PointTotals>(db, pointTotalsLock(userId));
  return row ?? noPoints;
}

/**
 * The statement of `lockPointTotals`, for a caller that takes the lock inside a statement of its own (as
 * `creditOwnerLock`): an update that changes nothing takes the row lock in the statement that may create
 * the row. `when`: taken only once this holds, so a caller can order it after its other locks.
 */
export function pointTotalsLock(userId: number, when: SQL = sql`true`): SQL {
  return sql`insert into ${pointTotals} (user_id) select ${userId}::int where ${when}
    on conflict (user_id) do update set user_id = excluded.user_id
    returning total_points as "totalPoints", point_balance as "pointBalance", is_hidden_from_leaderboard as "isHiddenFromLeaderboard"`;
}

/**
 * What `awardPoints` writes and reads, in one statement under the student's points lock (`lockPointTotals`,
 * taken by an earlier statement, so that this one's snapshot sees every change committed before it): the
 * action's ledger row at its points, a penalty capped by the balance, with the totals before it and what
 * deciding badges needs. Undefined when the action is unknown or this cause was already paid (the ledger's
 * unique constraint).
 */
export async function insertActionEntry(db: Db, { userId, actionType, sourceKey }: { userId: number; actionType: string; sourceKey: string }) {
  const progress = badgeProgress(userId, actionType, sql`(select count(*)::int from entry)`);
  const [row] = await queryRows<{ points: number | null; total_before: number } & BadgeProgressRow>(
    db,
    sql`
    with action as (select ${pointActions.defaultPoints} as points from ${pointActions} where ${pointActions.actionType} = ${actionType}),
    totals as (select total_points, point_balance from ${pointTotals} where ${pointTotals.userId} = ${userId}),
    entry as (
      insert into ${pointEntries} (user_id, kind, action_type, points, source_key)
      select ${userId}, 'earn', ${actionType}, case when action.points < 0 then -least(-action.points, totals.point_balance) else action.points end, ${sourceKey}
      from action, totals
      on conflict do nothing
      returning points),
    ${progress.candidates}
    select (select points from entry) as points, (select total_points from totals) as total_before, ${progress.columns}`,
  );
  if (!row || row.points === null) return undefined;
  return { points: row.points, totalBefore: row.total_before, progress: progressOf(row) };
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

interface BadgeProgressRow {
  levels: LevelRow[];
  candidates: BadgeCandidate[];
  action_count: number;
}

/** What deciding badges needs: the levels, the badges not yet earned that may be earned now, and the action's count. */
export interface BadgeProgress {
  levels: LevelRow[];
  candidates: BadgeCandidate[];
  actionCount: number;
}

const progressOf = (row: BadgeProgressRow): BadgeProgress => ({ levels: row.levels, candidates: row.candidates, actionCount: row.action_count });

/**
 * The pieces of a query for what deciding badges needs: the levels, the badges the student does not have
 * yet that this action (or any level) may earn, and how many times they did the action, net of reversals
 * (counted only when an action badge is among them); `addedHere` counts the action's rows the statement
 * adds itself, which its own snapshot cannot see.
 */
function badgeProgress(userId: number, actionType: string | null, addedHere: SQL = sql`0`) {
  return {
    candidates: sql`candidates as (
      select * from ${badges}
      where (${badges.rule} = 'level_reached' or (${badges.rule} = 'action_count' and ${badges.actionType} = ${actionType}))
        and not exists (select 1 from ${userBadges} where ${userBadges.userId} = ${userId} and ${userBadges.badgeId} = ${badges.id}))`,
    columns: sql`
      (select coalesce(json_agg(json_build_object('levelNumber', level_number, 'name', name, 'threshold', threshold, 'rewardDescription', reward_description) order by threshold), '[]')
        from ${levels}) as levels,
      (select coalesce(json_agg(json_build_object('id', id, 'name', name, 'description', description, 'rule', rule, 'requiredCount', required_count,
          'category', category, 'points', points, 'iconUrl', icon_url) order by sort_order, id), '[]')
        from candidates) as candidates,
      case when exists (select 1 from candidates where rule = 'action_count') then (
        select count(*)::int from ${pointEntries}
        where ${pointEntries.userId} = ${userId} and ${pointEntries.kind} = 'earn' and ${pointEntries.actionType} = ${actionType} and ${notReversed}) + ${addedHere}
      else 0 end as action_count`,
  };
}

/** What deciding badges needs, in one query (see `badgeProgress`). */
export async function findBadgeProgress(db: Db, userId: number, actionType: string | null): Promise<BadgeProgress> {
  const progress = badgeProgress(userId, actionType);
  const [row] = await queryRows<BadgeProgressRow>(db, sql`with ${progress.candidates} select ${progress.columns}`);
  return progressOf(row!);
}
