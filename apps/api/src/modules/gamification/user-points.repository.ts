import { eq, sql } from 'drizzle-orm';
import type { Db } from '@bloom/db/client';
import { pointTotals, users } from '@bloom/db/schema';
import { preparedRead } from '../../platform/prepared';

/** The student's referral code and point totals in one round trip; undefined for no such user. */
const pointsAndReferralCode = preparedRead((db) =>
  db
    .select({
      referralCode: users.referralCode,
      totalPoints: sql<number>`coalesce(${pointTotals.totalPoints}, 0)`.mapWith(Number),
      pointBalance: sql<number>`coalesce(${pointTotals.pointBalance}, 0)`.mapWith(Number),
    })
    .from(users)
    .leftJoin(pointTotals, eq(pointTotals.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('points_and_referral_code'),
);

export async function findPointsAndReferralCode(db: Db, userId: number): Promise<{ referralCode: string; totalPoints: number; pointBalance: number } | undefined> {
  const [row] = await pointsAndReferralCode(db).execute({ userId });
  return row;
}
