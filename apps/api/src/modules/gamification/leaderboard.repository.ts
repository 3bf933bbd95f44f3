import { and, asc, desc, gt, lte, sql, type SQL } from 'drizzle-orm';
import { LEADERBOARD_DEFAULT_PAGE_SIZE } from '@bloom/contract/gamification';
import type { Db } from '@bloom/db/client';
import { POINT_BAND_WIDTH, pointBandCounts, pointTotalCounts, pointTotals } from '@bloom/db/schema';
import { preparedRead } from '../../platform/prepared';

// Pages and ties are read in the order of the leaderboard index (point_totals_leaderboard_idx: points
// down, then who got there first); counts above a total come from point_band_counts and point_total_counts,
// so neither a rank nor a page walks every student before the one asked about.
const isVisible = sql`not ${pointTotals.isHiddenFromLeaderboard}`;
const leaderboardOrder = [desc(pointTotals.totalPoints), asc(pointTotals.totalChangedAt), asc(pointTotals.userId)];

export interface LeaderboardRow {
  userId: number;
  firstName: string;
  lastName: string;
  totalPoints: number;
}

export interface Standing {
  /** Visible students (the hidden ones are not counted). */
  visibleStudents: number;
  /** The student's own row, whether or not they are hidden; undefined without points. */
  own: (LeaderboardRow & { isHidden: boolean }) | undefined;
  /** Visible students ranked ahead of the student. */
  ahead: number;
}

/**
 * In one statement: the visible students, the student's own row, the visible students ahead of them
 * (all with a higher total, and those of the same total who got there first) and the first page of the
 * leaderboard (`limit` visible students from the top: the page nearly everyone reads). The own row is read
 * once and compared in the database, so its timestamp keeps its full precision; every name comes from
 * point_totals' own copy (looking up ten users cost as much as the rest of the statement on PGlite).
 */
function standingQuery(db: Db, limit: SQL, name: string) {
  // The visible students, and those above the student's own total: every band's count, and the counts per
  // total inside the student's own band (the outer row named in full: drizzle writes a column inside a
  // one-table subquery without its table).
  const ownTotal = sql.raw('"point_totals"."total_points"');
  const ownBand = sql`(${ownTotal} / ${sql.raw(String(POINT_BAND_WIDTH))})`;
  const visible = db
    .select({
      n: sql<number>`coalesce(sum(${pointBandCounts.students}), 0)::int`.as('n'),
      above: sql<number>`coalesce(sum(${pointBandCounts.students}) filter (where ${pointBandCounts.band} > ${ownBand}), 0)::int`.as('above'),
    })
    .from(pointBandCounts)
    .as('visible');
  const aboveInBand = db
    .select({ n: sql<number>`coalesce(sum(${pointTotalCounts.students}), 0)::int`.as('above_in_band') })
    .from(pointTotalCounts)
    .where(sql`${pointTotalCounts.totalPoints} > ${ownTotal} and ${pointTotalCounts.totalPoints} < (${ownBand} + 1) * ${sql.raw(String(POINT_BAND_WIDTH))}`)
    .as('in_band');
  const firstPage = sql`(select coalesce(json_agg(json_build_array(top.user_id, top.first_name, top.last_name, top.total_points)
      order by top.total_points desc, top.total_changed_at, top.user_id), '[]')
    from (select user_id, first_name, last_name, total_points, total_changed_at from ${pointTotals} where not is_hidden_from_leaderboard
      order by total_points desc, total_changed_at, user_id limit ${limit}) as top)`;
  return db
    .select({
      visibleStudents: visible.n,
      userId: pointTotals.userId,
      firstName: pointTotals.firstName,
      lastName: pointTotals.lastName,
      totalPoints: pointTotals.totalPoints,
      isHidden: pointTotals.isHiddenFromLeaderboard,
      ahead: sql<number>`(${visible.above} + ${aboveInBand.n}
        + (select count(*) from ${pointTotals} as tie where not tie.is_hidden_from_leaderboard and tie.total_points = ${pointTotals.totalPoints}
             and (tie.total_changed_at, tie.user_id) < (${pointTotals.totalChangedAt}, ${pointTotals.userId})))::int`,
      firstPage: sql<[userId: number, firstName: string, lastName: string, totalPoints: number][]>`${firstPage}`,
    })
    .from(sql`(select ${sql.placeholder('userId')}::int as user_id) as me`)
    .leftJoin(pointTotals, sql`${pointTotals.userId} = me.user_id`)
    .leftJoinLateral(visible, sql`true`)
    .leftJoinLateral(aboveInBand, sql`true`)
    .prepare(name);
}

/**
 * The first page's size is written into the statement for the sizes nearly every read asks for (the
 * default page, and none for a standing alone): PostgreSQL cannot plan a LIMIT it is not told once for
 * all values, and planned the statement afresh on every call (0.28 ms, eight times its running time).
 */
const standingWithDefaultPage = preparedRead((db) => standingQuery(db, sql.raw(String(LEADERBOARD_DEFAULT_PAGE_SIZE)), 'leaderboard_standing'));
const standingAlone = preparedRead((db) => standingQuery(db, sql.raw('0'), 'leaderboard_standing_alone'));
const standingWithAnyPage = preparedRead((db) => standingQuery(db, sql`${sql.placeholder('limit')}::int`, 'leaderboard_standing_any_page'));

function standingRow(db: Db, firstPageSize: number) {
  if (firstPageSize === LEADERBOARD_DEFAULT_PAGE_SIZE) return standingWithDefaultPage(db);
  return firstPageSize === 0 ? standingAlone(db) : standingWithAnyPage(db);
}

/** The student's standing and the first `firstPageSize` visible students, in one round trip. */
export async function findStanding(db: Db, userId: number, firstPageSize: number): Promise<Standing & { firstPage: LeaderboardRow[] }> {
  const [row] = await standingRow(db, firstPageSize).execute({ userId, limit: firstPageSize });
  const firstPage = (row?.firstPage ?? []).map(([userId, firstName, lastName, totalPoints]) => ({ userId, firstName, lastName, totalPoints }));
  if (!row || row.userId === null || row.totalPoints === null || row.isHidden === null) return { visibleStudents: row?.visibleStudents ?? 0, own: undefined, ahead: 0, firstPage };
  return {
    visibleStudents: row.visibleStudents,
    own: { userId: row.userId, firstName: row.firstName ?? '', lastName: row.lastName ?? '', totalPoints: row.totalPoints, isHidden: row.isHidden },
    ahead: row.ahead,
    firstPage,
  };
}

/** Where the page starting at `offset` begins: the total it falls in, and how many of that total's students come before. */
async function findPageStart(db: Db, offset: number): Promise<{ totalPoints: number; skip: number } | undefined> {
  const running = db
    .select({
      totalPoints: pointTotalCounts.totalPoints,
      students: pointTotalCounts.students,
      before: sql<number>`coalesce(sum(${pointTotalCounts.students}) over (order by ${pointTotalCounts.totalPoints} desc rows between unbounded preceding and 1 preceding), 0)::int`.as(
        'before',
      ),
    })
    .from(pointTotalCounts)
    .where(gt(pointTotalCounts.students, 0))
    .as('running');
  const [row] = await db
    .select({ totalPoints: running.totalPoints, skip: sql<number>`(${offset} - ${running.before})::int` })
    .from(running)
    .where(sql`${running.before} <= ${offset} and ${offset} < ${running.before} + ${running.students}`);
  return row;
}

/** A page of visible students: the index is entered at the total the page starts in, never at the top. */
export async function listVisibleStudents(db: Db, offset: number, limit: number): Promise<LeaderboardRow[]> {
  if (limit <= 0) return [];
  const start = offset === 0 ? null : await findPageStart(db, offset);
  if (start === undefined) return [];
  return visibleStudentsFrom(db, start, limit);
}

function visibleStudentsFrom(db: Db, start: { totalPoints: number; skip: number } | null, limit: number) {
  return db
    .select({ userId: pointTotals.userId, firstName: pointTotals.firstName, lastName: pointTotals.lastName, totalPoints: pointTotals.totalPoints })
    .from(pointTotals)
    .where(and(isVisible, start ? lte(pointTotals.totalPoints, start.totalPoints) : undefined))
    .orderBy(...leaderboardOrder)
    .offset(start?.skip ?? 0)
    .limit(limit);
}

/** Hides or shows the student on everyone else's leaderboard (a row with no points yet is fine). */
export async function setHiddenFromLeaderboard(db: Db, userId: number, isHidden: boolean): Promise<void> {
  await db
    .insert(pointTotals)
    .values({ userId, isHiddenFromLeaderboard: isHidden })
    .onConflictDoUpdate({ target: pointTotals.userId, set: { isHiddenFromLeaderboard: isHidden } });
}
