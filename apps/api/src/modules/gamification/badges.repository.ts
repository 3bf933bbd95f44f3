import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@bloom/db/client';
import { badges, pointEntries, pointTotals, userBadges } from '@bloom/db/schema';
import { preparedRead } from '../../platform/prepared';

/**
 * Every badge, with when this student earned it (null while not earned), how many times they did its
 * action (net of reversals) and their lifetime points (which decide the level badges), in display order,
 * in one query.
 */
const badgesOfUser = preparedRead((db) => {
  const userId = sql.placeholder('userId');
  return db
    .select({
      badge: badges,
      earnedAt: userBadges.earnedAt,
      actionCount: sql<number>`case when ${badges.rule} = 'action_count' then (
        select (count(*) filter (where pe.kind = 'earn') - count(*) filter (where pe.kind = 'reversal'))::int
        from ${pointEntries} pe where pe.user_id = ${userId} and pe.kind in ('earn', 'reversal') and pe.action_type = ${badges.actionType}) else 0 end`,
      totalPoints: sql<number>`coalesce((select ${pointTotals.totalPoints} from ${pointTotals} where ${pointTotals.userId} = ${userId}), 0)`,
    })
    .from(badges)
    .leftJoin(userBadges, and(eq(userBadges.badgeId, badges.id), eq(userBadges.userId, userId)))
    .orderBy(asc(badges.sortOrder), asc(badges.id))
    .prepare('badges_of_user');
});

export async function listBadgesFor(db: Db, userId: number) {
  return badgesOfUser(db).execute({ userId });
}
