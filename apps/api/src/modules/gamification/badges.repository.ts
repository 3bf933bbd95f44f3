import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@bloom/db/client';
import { badges, userBadges } from '@bloom/db/schema';

/** Every badge, with when this student earned it (null while not earned), in display order. */
export async function listBadgesFor(db: Db, userId: number) {
  return db
    .select({ badge: badges, earnedAt: userBadges.earnedAt })
    .from(badges)
    .leftJoin(userBadges, and(eq(userBadges.badgeId, badges.id), eq(userBadges.userId, userId)))
    .orderBy(asc(badges.sortOrder), asc(badges.id));
}
