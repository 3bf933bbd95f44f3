import type { UserPoints } from '@bloom/contract/gamification';
import type { Db } from '@bloom/db/client';
import { AppError } from '../../platform/errors';
import { findLevelFor, findNextLevel } from './points.repository';
import { pointTotals } from './points.service';
import { findReferralCode } from './user-points.repository';

/** Used only if the levels table is empty, so the header still shows 'L1'. */
const FALLBACK_LEVEL = { levelNumber: 1, name: 'Beginner', threshold: 0, rewardDescription: '' };

export async function getUserPoints(db: Db, userId: number): Promise<UserPoints> {
  const referralCode = await findReferralCode(db, userId);
  if (referralCode === undefined) throw AppError.unauthenticated();
  const { totalPoints, pointBalance } = await pointTotals(db, userId);
  const [level, next] = await Promise.all([findLevelFor(db, totalPoints), findNextLevel(db, totalPoints)]);
  const current = level ?? FALLBACK_LEVEL;
  return {
    user_id: userId,
    total_points: totalPoints,
    point_balance: pointBalance,
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
    referral_code: referralCode,
  };
}
