import type { UserPoints } from '@bloom/contract/gamification';
import { AppError } from '../../platform/errors';
import { levelFor, nextLevelFor, type GamificationReadDeps, type LevelRow } from './levels';
import { findPointsAndReferralCode } from './user-points.repository';

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

/** One query, and the levels from memory. */
export async function getUserPoints({ db, levels: levelsCache }: GamificationReadDeps, userId: number): Promise<UserPoints> {
  const [points, levels] = await Promise.all([findPointsAndReferralCode(db, userId), levelsCache.read()]);
  if (!points) throw AppError.unauthenticated();
  const { referralCode, totalPoints, pointBalance } = points;
  return {
    user_id: userId,
    total_points: totalPoints,
    point_balance: pointBalance,
    ...levelProgress(levels, totalPoints),
    referral_code: referralCode,
  };
}
