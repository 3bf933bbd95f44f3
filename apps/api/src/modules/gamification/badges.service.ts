import type { Badge } from '@bloom/contract/gamification';
import { listBadgesFor, listEarnedBadges } from './badges.repository';
import { levelFor, type GamificationReadDeps } from './levels';

type BadgeRow = Awaited<ReturnType<typeof listEarnedBadges>>[number]['badge'];

function toBadge(badge: BadgeRow, progress: number, earnedAt: Date | null): Badge {
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
    progress,
    is_earned: earnedAt !== null,
    earned_at: earnedAt?.toISOString() ?? null,
  };
}

/** Badges with the student's progress toward each: times done (net of reversals) or the level reached. */
async function withProgress({ db, levels: levelsCache }: GamificationReadDeps, userId: number, which: 'all' | 'toEarn'): Promise<Badge[]> {
  const [rows, levels] = await Promise.all([listBadgesFor(db, userId, which), levelsCache.read()]);
  const totalPoints = rows[0]?.totalPoints ?? 0;
  const level = levelFor(levels, totalPoints).levelNumber;
  return rows.map(({ badge, earnedAt, actionCount }) => {
    const done = badge.rule === 'level_reached' ? level : actionCount;
    return toBadge(badge, earnedAt ? badge.requiredCount : Math.min(Math.max(0, done), badge.requiredCount), earnedAt);
  });
}

/** Every badge with the student's progress toward it. */
export async function badgesWithProgress(deps: GamificationReadDeps, userId: number): Promise<Badge[]> {
  return withProgress(deps, userId, 'all');
}

/** The badges the student has, newest first. */
export async function earnedBadges(deps: GamificationReadDeps, userId: number): Promise<Badge[]> {
  return (await listEarnedBadges(deps.db, userId)).map(({ badge, earnedAt }) => toBadge(badge, badge.requiredCount, earnedAt));
}

/** The badges still to earn, in display order, each with the student's progress. */
export async function availableBadges(deps: GamificationReadDeps, userId: number): Promise<Badge[]> {
  return withProgress(deps, userId, 'toEarn');
}
