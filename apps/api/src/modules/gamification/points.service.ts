import { ledgerActionTypes, type EarnedBadge, type PointActionType, type PointsEvent } from '@bloom/contract/gamification';
import type { Db } from '@bloom/db/client';
import { levelFor } from './levels';
import { findBadgeProgress, findEarnEntry, findPointTotals, insertActionEntry, insertPointEntry, insertUserBadge, lockPointTotals, type BadgeProgress } from './points.repository';

/**
 * Grants, inside the caller's transaction (with the student's totals locked), every badge that the
 * action or the lifetime total now earns (`progress`, read under that lock), and their bonus points as
 * ledger rows of their own. A bonus can lift the level and earn a level badge in turn, hence the loop;
 * each badge is granted once.
 */
async function grantEarnedBadges(db: Db, userId: number, { levels, candidates, actionCount }: BadgeProgress, totalPoints: number) {
  const earned: EarnedBadge[] = [];
  let total = totalPoints;
  let waiting = candidates;
  for (;;) {
    const levelNumber = levelFor(levels, total).levelNumber;
    const reached = waiting.filter((badge) => (badge.rule === 'level_reached' ? badge.requiredCount <= levelNumber : actionCount >= badge.requiredCount));
    if (reached.length === 0) break;
    waiting = waiting.filter((badge) => !reached.includes(badge));
    for (const badge of reached) {
      // false: granted meanwhile by another of the student's requests.
      if (!(await insertUserBadge(db, userId, badge.id))) continue;
      if (badge.points > 0) {
        await insertPointEntry(db, { userId, kind: 'earn', actionType: ledgerActionTypes.badgeBonus, points: badge.points, sourceKey: `badge:${badge.id}` });
        total += badge.points;
      }
      earned.push({ id: badge.id, name: badge.name, description: badge.description, points: badge.points, category: badge.category, icon_url: badge.iconUrl });
    }
  }
  return { earned, total, levels };
}

/**
 * Awards the points of an action inside the caller's transaction and describes what happened for the
 * popup: the points, the new lifetime total, a level reached and badges earned. `sourceKey` names the
 * cause ("booking:12", "post:7") so the same cause never pays twice (a unique constraint; then the
 * result is null); without one the action pays once per student. A penalty (canceled_session) takes at
 * most what the student still has, so the balance never goes below 0. `isPointsLocked`: an earlier
 * statement of the transaction took the student's points lock already (`pointTotalsLock` inside the
 * caller's own).
 */
export async function awardPoints(
  db: Db,
  userId: number,
  actionType: PointActionType,
  sourceKey: string | null = null,
  { isPointsLocked = false } = {},
): Promise<PointsEvent | null> {
  if (!isPointsLocked) await lockPointTotals(db, userId);
  const entry = await insertActionEntry(db, { userId, actionType, sourceKey: sourceKey ?? `action:${actionType}` });
  if (!entry) return null;
  const { points, totalBefore, progress } = entry;

  const { earned, total, levels } = await grantEarnedBadges(db, userId, progress, totalBefore + points);
  const levelBefore = levelFor(levels, totalBefore);
  const levelAfter = levelFor(levels, total);
  const levelUp =
    levelAfter.levelNumber > levelBefore.levelNumber
      ? { level_number: levelAfter.levelNumber, name: levelAfter.name, reward_description: levelAfter.rewardDescription }
      : null;
  return { action_type: actionType, points, total_points: total, level_up: levelUp, badges: earned };
}

/**
 * Takes back what `awardPoints` gave for one cause (a deleted story) as a new reversal row, so the past
 * stays as it was; once per award (a unique constraint). Points already spent on rewards are not taken
 * below a balance of 0. Returns the points taken back: 0 when nothing was awarded or it was already taken.
 */
export async function reversePoints(db: Db, userId: number, actionType: PointActionType, sourceKey: string): Promise<number> {
  const awarded = await findEarnEntry(db, userId, actionType, sourceKey);
  if (!awarded || awarded.points === 0) return 0;
  const { pointBalance } = await lockPointTotals(db, userId);
  const points = awarded.points > 0 ? -Math.min(awarded.points, pointBalance) : -awarded.points;
  const entryId = await insertPointEntry(db, { userId, kind: 'reversal', actionType, points, sourceKey, reversesEntryId: awarded.id });
  return entryId === undefined ? 0 : -points;
}

/** An operator's correction with its reason, as a ledger row; refused (null) if it would take the balance below 0. */
export async function adjustPoints(db: Db, userId: number, points: number, reason: string, sourceKey: string) {
  const before = await lockPointTotals(db, userId);
  if (before.pointBalance + points < 0) return { isApplied: false as const, before };
  await insertPointEntry(db, { userId, kind: 'adjustment', actionType: ledgerActionTypes.adjustment, points, sourceKey, reason });
  const { earned, total } = await grantEarnedBadges(db, userId, await findBadgeProgress(db, userId, null), before.totalPoints + points);
  return { isApplied: true as const, before, totalPoints: total, badges: earned };
}

/**
 * Locks the student's points for the rest of the transaction and returns them: a spend reads the
 * balance under this lock, so one student's spends queue instead of overdrawing.
 */
export async function lockPoints(db: Db, userId: number) {
  return lockPointTotals(db, userId);
}

/**
 * Takes points for a reward as a `redeem` ledger row (lowers the balance only, never the lifetime total);
 * call after `lockPoints`. Returns the row's id, or undefined when this source was already paid for.
 */
export async function spendPoints(db: Db, userId: number, points: number, sourceKey: string): Promise<number | undefined> {
  return insertPointEntry(db, { userId, kind: 'redeem', actionType: ledgerActionTypes.redemption, points: -points, sourceKey });
}

/** Lifetime points (decide the level) and the spendable balance, as the ledger's totals keep them. */
export async function pointTotals(db: Db, userId: number) {
  return findPointTotals(db, userId);
}
