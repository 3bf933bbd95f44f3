import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '@bloom/db/client';
import { badges, pointEntries, pointTotals, referenceVersions, userBadges, users } from '@bloom/db/schema';
import { preparedRead } from '../../platform/prepared';
import { netActionCount } from './points.repository';

/** The badges the student has, with when, newest first: what /rewards shows, without any progress to count. */
const earnedBadgesOfUser = preparedRead((db) =>
  db
    .select({ badge: badges, earnedAt: userBadges.earnedAt })
    .from(userBadges)
    .innerJoin(badges, eq(badges.id, userBadges.badgeId))
    .where(eq(userBadges.userId, sql.placeholder('userId')))
    .orderBy(desc(userBadges.earnedAt), asc(badges.sortOrder), asc(badges.id))
    .prepare('earned_badges_of_user'),
);

export async function listEarnedBadges(db: Db, userId: number) {
  return earnedBadgesOfUser(db).execute({ userId });
}

/**
 * Badges with when this student earned them (null while not earned), how many times they did each
 * badge's action (net of reversals, the student's ledger grouped once) and their lifetime points (which
 * decide the level badges), in display order, in one query; every badge, or only those still to earn.
 */
function badgesWithProgressOfUser(onlyToEarn: boolean) {
  return preparedRead((db) => {
    const userId = sql.placeholder('userId');
    const actionCounts = db
      .select({ actionType: pointEntries.actionType, count: netActionCount.as('count') })
      .from(pointEntries)
      .where(and(eq(pointEntries.userId, userId), or(eq(pointEntries.kind, 'earn'), eq(pointEntries.kind, 'reversal'))))
      .groupBy(pointEntries.actionType)
      .as('action_counts');
    return db
      .select({
        badge: badges,
        earnedAt: userBadges.earnedAt,
        actionCount: sql<number>`case when ${badges.rule} = 'action_count' then coalesce(${actionCounts.count}, 0) else 0 end`,
        totalPoints: sql<number>`coalesce((select ${pointTotals.totalPoints} from ${pointTotals} where ${pointTotals.userId} = ${userId}), 0)`,
      })
      .from(badges)
      .leftJoin(userBadges, and(eq(userBadges.badgeId, badges.id), eq(userBadges.userId, userId)))
      .leftJoin(actionCounts, eq(actionCounts.actionType, badges.actionType))
      .where(onlyToEarn ? isNull(userBadges.badgeId) : undefined)
      .orderBy(asc(badges.sortOrder), asc(badges.id))
      .prepare(onlyToEarn ? 'badges_to_earn_of_user' : 'badges_of_user');
  });
}
const allBadgesOfUser = badgesWithProgressOfUser(false);
const badgesToEarnOfUser = badgesWithProgressOfUser(true);

export async function listBadgesFor(db: Db, userId: number, which: 'all' | 'toEarn') {
  return (which === 'all' ? allBadgesOfUser : badgesToEarnOfUser)(db).execute({ userId });
}

/**
 * What a student's progress toward badges is read at, in one query: their totals row's version (its
 * `xmin`, the transaction that last wrote it: every point earned, taken back or spent rewrites the row,
 * and a badge is granted in the transaction of the points that earn it) and the badges' and levels'
 * version (migration 0008).
 */
const badgeProgressVersionsOfUser = preparedRead((db) =>
  db
    .select({
      pointsVersion: sql<string>`coalesce(${pointTotals}.xmin::text, '')`,
      badgesVersion: sql<number>`coalesce((select ${referenceVersions.version} from ${referenceVersions} where ${referenceVersions.name} = 'badges'), 0)`,
    })
    .from(users)
    .leftJoin(pointTotals, eq(pointTotals.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('badge_progress_versions_of_user'),
);

export async function findBadgeProgressVersions(db: Db, userId: number): Promise<{ pointsVersion: string; badgesVersion: number } | undefined> {
  const [row] = await badgeProgressVersionsOfUser(db).execute({ userId });
  return row;
}
