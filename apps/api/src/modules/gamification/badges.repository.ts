import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@bloom/db/client';
import { badges, userBadges } from '@bloom/db/schema';
import { preparedRead } from '../../platform/prepared';

/** Every badge, with when this student earned it (null while not earned), in display order. */
const badgesOfUser = preparedRead((db) =>
  db
    .select({ badge: badges, earnedAt: userBadges.earnedAt })
    .from(badges)
    .leftJoin(userBadges, and(eq(userBadges.badgeId, badges.id), eq(userBadges.userId, sql.placeholder('userId'))))
    .orderBy(asc(badges.sortOrder), asc(badges.id))
    .prepare('badges_of_user'),
);

export async function listBadgesFor(db: Db, userId: number) {
  return badgesOfUser(db).execute({ userId });
}
