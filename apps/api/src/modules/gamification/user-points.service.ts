import type { UserPoints } from '@bloom/contract/gamification';
import type { Db } from '@bloom/db/client';
import { AppError } from '../../platform/errors';
import { levelFor, nextLevelFor, type LevelRow } from './levels';
import { findPointTotals, listLevels } from './points.repository';
import { findReferralCode } from './user-points.repository';

/** A level and the way to the next one, as the spec's user points carry them. */
export function levelProgress(levels: LevelRow[], totalPoints: number): Pick<UserPoints, 'level' | 'next_level'> {
  const current = levelFor(levels, totalPoints);
  const next = nextLevelFor(levels, totalPoints);
  return {
    level: {
      level_number: current.levelNumber,
      level_id: current.levelNumber,
      name: current.name,
      reward_description: current.rewardDescription,
      threshold: current.threshold,
    },
    next_level: next
      ? { level_number: next.levelNumber, name: next.name, points_needed: next.threshold - totalPoints, threshold: next.threshold }
      : null,
  };
}

export async function getUserPoints(db: Db, userId: number): Promise<UserPoints> {
  const referralCode = await findReferralCode(db, userId);
  if (referralCode === undefined) throw AppError.unauthenticated();
  const [{ totalPoints, pointBalance }, levels] = await Promise.all([findPointTotals(db, userId), listLevels(db)]);
  return {
    user_id: userId,
    total_points: totalPoints,
    point_balance: pointBalance,
    ...levelProgress(levels, totalPoints),
    referral_code: referralCode,
  };
}
