import { badgesResponseSchema, type Badge } from '@bloom/contract/gamification';
import type { Db } from '@bloom/db/client';
import { keepBounded, perDatabase } from '../../platform/kept-map';
import { findBadgeProgressVersions, listBadgesFor, listEarnedBadges } from './badges.repository';
import { levelFor, type GamificationReadDeps, type LevelRow } from './levels';
import { listLevels } from './points.repository';

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

/**
 * Badges with the student's progress toward each: times done (net of reversals) or the level reached.
 * `readLevels`: the levels kept in memory, or (for an answer kept at the levels' version) read afresh.
 */
async function withProgress(db: Db, readLevels: () => Promise<LevelRow[]>, userId: number, which: 'all' | 'toEarn'): Promise<Badge[]> {
  const [rows, levels] = await Promise.all([listBadgesFor(db, userId, which), readLevels()]);
  const totalPoints = rows[0]?.totalPoints ?? 0;
  const level = levelFor(levels, totalPoints).levelNumber;
  return rows.map(({ badge, earnedAt, actionCount }) => {
    const done = badge.rule === 'level_reached' ? level : actionCount;
    return toBadge(badge, earnedAt ? badge.requiredCount : Math.min(Math.max(0, done), badge.requiredCount), earnedAt);
  });
}

/** Every badge with the student's progress toward it. */
export async function badgesWithProgress(deps: GamificationReadDeps, userId: number): Promise<Badge[]> {
  return withProgress(deps.db, () => deps.levels.read(), userId, 'all');
}

/** The badges the student has, newest first. */
export async function earnedBadges(deps: GamificationReadDeps, userId: number): Promise<Badge[]> {
  return (await listEarnedBadges(deps.db, userId)).map(({ badge, earnedAt }) => toBadge(badge, badge.requiredCount, earnedAt));
}

/** Answers kept per student; past this many, the older half is let go. */
const MAX_KEPT = 5_000;
const keptOf = perDatabase<Db, number, { pointsVersion: string; badgesVersion: number; json: string }>();

/**
 * The badges still to earn, in display order, each with the student's progress, as the answer's JSON text:
 * kept per student while the versions it was read at hold (decision 0039), checked once when written.
 */
export async function availableBadgesAnswer(deps: GamificationReadDeps, userId: number): Promise<string> {
  const versions = (await findBadgeProgressVersions(deps.db, userId)) ?? { pointsVersion: '', badgesVersion: 0 };
  const kept = keptOf(deps.db);
  const hit = kept.get(userId);
  if (hit && hit.pointsVersion === versions.pointsVersion && hit.badgesVersion === versions.badgesVersion) return hit.json;
  // The levels are read afresh: the kept copy may not have heard of a change the version already shows.
  const badges = await withProgress(deps.db, () => listLevels(deps.db), userId, 'toEarn');
  const json = JSON.stringify(badgesResponseSchema.parse({ success: true, badges }));
  keepBounded(kept, userId, { ...versions, json }, MAX_KEPT);
  return json;
}
