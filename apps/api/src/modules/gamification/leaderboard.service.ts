import type { LeaderboardEntry, LeaderboardQuery, LeaderboardResponse } from '@bloom/contract/gamification';
import type { Db } from '@bloom/db/client';
import { levelFor, type GamificationReadDeps } from './levels';
import { findStanding, listVisibleStudents, setHiddenFromLeaderboard, type LeaderboardRow } from './leaderboard.repository';

/** First name and last initial only: "Ann L.". */
export function publicName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

export interface StudentStanding {
  /** Null for an account without points. */
  rank: number | null;
  /** The students this student's leaderboard holds: every visible one, plus themselves when hidden. */
  totalUsers: number;
  isHidden: boolean;
  own: LeaderboardRow | undefined;
  /** The first visible students, as many as asked for. */
  firstPage: LeaderboardRow[];
}

/**
 * Where the student stands, and the first `firstPageSize` visible students with it. A hidden student still
 * sees their own rank: their leaderboard is everyone visible plus themselves, and the rank and the count
 * are both taken over that set.
 */
export async function studentStanding(db: Db, userId: number, firstPageSize = 0): Promise<StudentStanding> {
  const { visibleStudents, own, ahead, firstPage } = await findStanding(db, userId, firstPageSize);
  if (!own) return { rank: null, totalUsers: visibleStudents, isHidden: false, own, firstPage };
  return { rank: ahead + 1, totalUsers: visibleStudents + (own.isHidden ? 1 : 0), isHidden: own.isHidden, own, firstPage };
}

/** A hidden student's page: the visible students around it, with their own row placed at their rank. */
async function pageRows(db: Db, standing: StudentStanding, start: number, size: number): Promise<LeaderboardRow[]> {
  if (!standing.own || standing.rank === null) return listVisibleStudents(db, start, size);
  const ownIndex = standing.rank - 1;
  if (ownIndex < start) return listVisibleStudents(db, start - 1, size);
  if (ownIndex >= start + size) return listVisibleStudents(db, start, size);
  const rows = await listVisibleStudents(db, start, size - 1);
  rows.splice(ownIndex - start, 0, standing.own);
  return rows;
}

/**
 * The student's page of the leaderboard. The first page comes with the standing (one query); another
 * page is asked for together with it (in parallel); only a hidden student's page, where their own row
 * goes in at their rank, waits for the standing.
 */
export async function getLeaderboard({ db, levels: levelsCache }: GamificationReadDeps, userId: number, query: LeaderboardQuery): Promise<LeaderboardResponse> {
  const start = (query.page - 1) * query.page_size;
  const isFirstPage = start === 0;
  const [standing, levels, laterPage] = await Promise.all([
    studentStanding(db, userId, isFirstPage ? query.page_size : 0),
    levelsCache.read(),
    isFirstPage ? undefined : listVisibleStudents(db, start, query.page_size),
  ]);
  const rows = standing.isHidden ? await pageRows(db, standing, start, query.page_size) : (laterPage ?? standing.firstPage);
  const leaderboard: LeaderboardEntry[] = rows.map((row, index) => {
    const level = levelFor(levels, row.totalPoints);
    return {
      rank: start + index + 1,
      name: publicName(row.firstName, row.lastName),
      total_points: row.totalPoints,
      level_number: level.levelNumber,
      level_name: level.name,
      is_current_user: row.userId === userId,
    };
  });
  return {
    success: true,
    leaderboard,
    user_rank: standing.rank,
    total_users: standing.totalUsers,
    page: query.page,
    page_size: query.page_size,
    total_pages: Math.ceil(standing.totalUsers / query.page_size),
    is_hidden: standing.isHidden,
  };
}

export async function setLeaderboardVisibility(db: Db, userId: number, hide: boolean): Promise<{ hide_from_leaderboard: boolean }> {
  await setHiddenFromLeaderboard(db, userId, hide);
  return { hide_from_leaderboard: hide };
}
