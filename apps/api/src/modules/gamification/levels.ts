import type { AppDeps } from '../../platform/deps';

/** What the reads that show levels need: the database and the levels kept in memory. */
export type GamificationReadDeps = Pick<AppDeps, 'db' | 'levels'>;

export interface LevelRow {
  levelNumber: number;
  name: string;
  threshold: number;
  rewardDescription: string;
}

/** Used only if the levels table is empty, so the header still shows 'L1'. */
const FALLBACK_LEVEL: LevelRow = { levelNumber: 1, name: 'Beginner', threshold: 0, rewardDescription: '' };

/** The highest level whose threshold is at or below the lifetime points. `levels` is sorted by threshold. */
export function levelFor(levels: LevelRow[], totalPoints: number): LevelRow {
  let current = levels[0] ?? FALLBACK_LEVEL;
  for (const level of levels) if (level.threshold <= Math.max(0, totalPoints)) current = level;
  return current;
}

/** The first level above the lifetime points; undefined past the last level. */
export function nextLevelFor(levels: LevelRow[], totalPoints: number): LevelRow | undefined {
  return levels.find((level) => level.threshold > totalPoints);
}
