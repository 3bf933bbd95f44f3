import type { GamificationSummary } from '@bloom/contract/gamification';
import { badgesWithProgress } from './badges.service';
import type { GamificationReadDeps } from './levels';
import { studentStanding } from './leaderboard.service';
import { findPointTotals, listPointActions, sumPointsByAction } from './points.repository';
import { countRedemptions } from './summary.repository';
import { levelProgress } from './user-points.service';

/** Everything about the student's points in one answer: totals, level, badges, rank and points per action. */
export async function getSummary(deps: GamificationReadDeps, userId: number): Promise<GamificationSummary> {
  const { db } = deps;
  const [totals, levels, badges, byAction, actions, standing, redemptions] = await Promise.all([
    findPointTotals(db, userId),
    deps.levels.read(),
    badgesWithProgress(deps, userId),
    sumPointsByAction(db, userId),
    listPointActions(db),
    studentStanding(db, userId),
    countRedemptions(db, userId),
  ]);
  const descriptions = new Map(actions.map((a) => [a.actionType, a.description]));
  return {
    total_points: totals.totalPoints,
    point_balance: totals.pointBalance,
    points_redeemed: totals.totalPoints - totals.pointBalance,
    ...levelProgress(levels, totals.totalPoints),
    badges_earned: badges.filter((b) => b.is_earned).length,
    badges_total: badges.length,
    rewards_redeemed: redemptions,
    user_rank: standing.rank,
    total_users: standing.totalUsers,
    points_by_action: byAction.map((a) => ({
      action_type: a.actionType,
      description: descriptions.get(a.actionType) ?? a.actionType.replaceAll('_', ' '),
      count: a.count,
      points: a.points,
    })),
  };
}
