import type { Badge } from '@bloom/contract/gamification';
import { listBadgesFor } from './badges.repository';
import { levelFor, type GamificationReadDeps } from './levels';

/** Every badge with the student's progress toward it: times done (net of reversals) or the level reached. */
export async function badgesWithProgress({ db, levels: levelsCache }: GamificationReadDeps, userId: number): Promise<Badge[]> {
  const [rows, levels] = await Promise.all([listBadgesFor(db, userId), levelsCache.read()]);
  const totalPoints = rows[0]?.totalPoints ?? 0;
  const level = levelFor(levels, totalPoints).levelNumber;
  return rows.map(({ badge, earnedAt, actionCount }) => {
    const done = badge.rule === 'level_reached' ? level : actionCount;
    return {
      id: badge.id,
      name: badge.name,
      description: badge.description,
      category: badge.category,
      points: badge.points,
      icon_url: badge.iconUrl,
      rule: badge.rule,
      action_type: badge.actionType,
      required_count: badge.requiredCount,
      progress: earnedAt ? badge.requiredCount : Math.min(Math.max(0, done), badge.requiredCount),
      is_earned: earnedAt !== null,
      earned_at: earnedAt?.toISOString() ?? null,
    };
  });
}

/** The badges the student has, newest first. */
export async function earnedBadges(deps: GamificationReadDeps, userId: number): Promise<Badge[]> {
  const all = await badgesWithProgress(deps, userId);
  return all.filter((b) => b.is_earned).sort((a, b) => b.earned_at!.localeCompare(a.earned_at!));
}

/** The badges still to earn, in display order, each with the student's progress. */
export async function availableBadges(deps: GamificationReadDeps, userId: number): Promise<Badge[]> {
  return (await badgesWithProgress(deps, userId)).filter((b) => !b.is_earned);
}
