import type { PointActionType, PointsEvent } from '@bloom/contract/gamification';
import type { Db } from '@bloom/db/client';
import {
  countActions,
  findEarnEntry,
  findBadgesReached,
  findLevelFor,
  findPointAction,
  insertEarnEntry,
  insertUserBadge,
  sumPoints,
} from './points.repository';

/**
 * Awards the points of an action inside the caller's transaction and describes what happened for the
 * popup: the points, the new lifetime total, a level reached and badges earned. `sourceKey` names the
 * cause ("booking:12") so the same cause never pays twice; then the result is null.
 */
export async function awardPoints(
  db: Db,
  userId: number,
  actionType: PointActionType,
  sourceKey: string | null = null,
): Promise<PointsEvent | null> {
  const action = await findPointAction(db, actionType);
  if (!action) return null;
  const before = await sumPoints(db, userId);
  const inserted = await insertEarnEntry(db, { userId, actionType, points: action.defaultPoints, sourceKey });
  if (!inserted) return null;
  const totalPoints = before.totalPoints + action.defaultPoints;

  const [levelBefore, levelAfter] = await Promise.all([findLevelFor(db, before.totalPoints), findLevelFor(db, totalPoints)]);
  const levelUp =
    levelAfter && (!levelBefore || levelAfter.levelNumber > levelBefore.levelNumber)
      ? { level_number: levelAfter.levelNumber, name: levelAfter.name, reward_description: levelAfter.rewardDescription }
      : null;

  const earned = [];
  const reached = await findBadgesReached(db, actionType, await countActions(db, userId, actionType));
  for (const badge of reached) {
    if (await insertUserBadge(db, userId, badge.id)) {
      earned.push({ id: badge.id, name: badge.name, description: badge.description });
    }
  }
  return { action_type: actionType, points: action.defaultPoints, total_points: totalPoints, level_up: levelUp, badges: earned };
}

/**
 * Takes back what `awardPoints` gave for one cause (a deleted story), as a new negative ledger row, so the
 * past stays as it was. Returns the points taken back, 0 when nothing was awarded or it was already taken.
 */
export async function reversePoints(db: Db, userId: number, actionType: PointActionType, sourceKey: string): Promise<number> {
  const awarded = await findEarnEntry(db, userId, actionType, sourceKey);
  if (!awarded || awarded.points === 0) return 0;
  const inserted = await insertEarnEntry(db, { userId, actionType, points: -awarded.points, sourceKey: `${sourceKey}:reversed` });
  return inserted ? awarded.points : 0;
}

export async function pointTotals(db: Db, userId: number) {
  return sumPoints(db, userId);
}
