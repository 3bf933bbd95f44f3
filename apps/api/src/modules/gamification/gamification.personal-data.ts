import { asc, eq } from 'drizzle-orm';
import { badges, pointEntries, pointTotals, userBadges } from '@bloom/db/schema';
import type { PersonalDataPart } from '../personal-data/personal-data';
import { setHiddenFromLeaderboard } from './leaderboard.repository';

/**
 * The points ledger, totals and badges. Erasing keeps the ledger (it cannot be changed anyway) and the
 * totals it adds up to, takes the account off everyone's leaderboard and deletes the badges.
 */
export const gamificationPersonalData: PersonalDataPart = {
  section: 'points',
  async exportPersonalData(db, userId) {
    const [totals] = await db.select().from(pointTotals).where(eq(pointTotals.userId, userId));
    const ledger = await db.select().from(pointEntries).where(eq(pointEntries.userId, userId)).orderBy(asc(pointEntries.id));
    const earned = await db
      .select({ name: badges.name, earnedAt: userBadges.earnedAt })
      .from(userBadges)
      .innerJoin(badges, eq(badges.id, userBadges.badgeId))
      .where(eq(userBadges.userId, userId))
      .orderBy(asc(userBadges.earnedAt));
    return {
      total_points: totals?.totalPoints ?? 0,
      point_balance: totals?.pointBalance ?? 0,
      is_hidden_from_leaderboard: totals?.isHiddenFromLeaderboard ?? false,
      ledger: ledger.map((e) => ({
        kind: e.kind,
        action_type: e.actionType,
        points: e.points,
        reason: e.reason,
        created_at: e.createdAt.toISOString(),
      })),
      badges: earned.map((b) => ({ name: b.name, earned_at: b.earnedAt.toISOString() })),
    };
  },
  async erasePersonalData(tx, userId) {
    await setHiddenFromLeaderboard(tx, userId, true);
    await tx.delete(userBadges).where(eq(userBadges.userId, userId));
  },
};
