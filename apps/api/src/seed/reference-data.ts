import type { Db } from '@bloom/db/client';
import { badges, levels, pointActions, schools } from '@bloom/db/schema';
import { schoolNameKey } from '../modules/schools/school-name';

/** The catch-all school every student may choose; its name is the one natural key seeds look it up by. */
export const CATCH_ALL_SCHOOL_NAME = 'Other / Not listed';

export const defaultPointActions = [
  { actionType: 'created_account', defaultPoints: 50, description: 'creating your account' },
  { actionType: 'submit_coaching_request', defaultPoints: 20, description: 'finding your coaches' },
  { actionType: 'booked_session', defaultPoints: 30, description: 'booking a session' },
  { actionType: 'taken_coaching_session', defaultPoints: 50, description: 'joining a coaching session' },
  { actionType: 'canceled_session', defaultPoints: -30, description: 'cancelling a session' },
  { actionType: 'community_sharing_story', defaultPoints: 25, description: 'sharing your story' },
  { actionType: 'community_liking_story', defaultPoints: 2, description: 'liking a story' },
  { actionType: 'community_comment_story', defaultPoints: 5, description: 'commenting on a story' },
  { actionType: 'referral_signup', defaultPoints: 50, description: 'a friend joining with your referral' },
];

export const defaultLevels = [
  { levelNumber: 1, name: 'Beginner', threshold: 0, rewardDescription: 'Welcome to Bloom' },
  { levelNumber: 2, name: 'Explorer', threshold: 100, rewardDescription: 'Explorer badge on your profile' },
  { levelNumber: 3, name: 'Achiever', threshold: 300, rewardDescription: 'Access to partner wellness rewards' },
  { levelNumber: 4, name: 'Champion', threshold: 700, rewardDescription: 'Champion rewards and a spotlight' },
  { levelNumber: 5, name: 'Leader', threshold: 1500, rewardDescription: 'Leader status and exclusive rewards' },
];

type BadgeSeed = typeof badges.$inferInsert;
const actionBadge = (badge: Omit<BadgeSeed, 'rule' | 'iconUrl'> & { slug: string }): BadgeSeed => {
  const { slug, ...rest } = badge;
  return { ...rest, rule: 'action_count', iconUrl: `/badges/${slug}.svg` };
};
const levelBadge = (badge: Omit<BadgeSeed, 'rule' | 'iconUrl' | 'actionType'> & { slug: string }): BadgeSeed => {
  const { slug, ...rest } = badge;
  return { ...rest, rule: 'level_reached', actionType: null, iconUrl: `/badges/${slug}.svg` };
};

/**
 * Badge rules as data. A first step is its own reward; bigger milestones also give bonus points (a
 * ledger row of their own). Icons are served by the web app from apps/web/public/badges/.
 */
export const defaultBadges: BadgeSeed[] = [
  actionBadge({ slug: 'first-steps', name: 'First Steps', description: 'Created your Bloom account', actionType: 'created_account', requiredCount: 1, category: 'milestone', points: 0, sortOrder: 10 }),
  actionBadge({ slug: 'ready-to-grow', name: 'Ready to Grow', description: 'Found your first coach matches', actionType: 'submit_coaching_request', requiredCount: 1, category: 'learning', points: 0, sortOrder: 20 }),
  actionBadge({ slug: 'first-session-booked', name: 'First Session Booked', description: 'Booked your first coaching session', actionType: 'booked_session', requiredCount: 1, category: 'wellness', points: 0, sortOrder: 30 }),
  actionBadge({ slug: 'first-session', name: 'First Session', description: 'Joined your first coaching session', actionType: 'taken_coaching_session', requiredCount: 1, category: 'wellness', points: 0, sortOrder: 40 }),
  actionBadge({ slug: 'committed', name: 'Committed', description: 'Joined five coaching sessions', actionType: 'taken_coaching_session', requiredCount: 5, category: 'wellness', points: 100, sortOrder: 50 }),
  actionBadge({ slug: 'storyteller', name: 'Storyteller', description: 'Shared your first story', actionType: 'community_sharing_story', requiredCount: 1, category: 'community', points: 0, sortOrder: 60 }),
  actionBadge({ slug: 'supporter', name: 'Supporter', description: 'Commented on ten stories', actionType: 'community_comment_story', requiredCount: 10, category: 'community', points: 50, sortOrder: 70 }),
  actionBadge({ slug: 'first-referral', name: 'Friend Finder', description: 'A friend joined Bloom with your referral', actionType: 'referral_signup', requiredCount: 1, category: 'referral', points: 0, sortOrder: 80 }),
  actionBadge({ slug: 'community-builder', name: 'Community Builder', description: 'Five friends joined Bloom with your referral', actionType: 'referral_signup', requiredCount: 5, category: 'referral', points: 100, sortOrder: 90 }),
  levelBadge({ slug: 'explorer', name: 'Explorer', description: 'Reached level 2', requiredCount: 2, category: 'milestone', points: 0, sortOrder: 100 }),
  levelBadge({ slug: 'achiever', name: 'Achiever', description: 'Reached level 3', requiredCount: 3, category: 'milestone', points: 50, sortOrder: 110 }),
  levelBadge({ slug: 'champion', name: 'Champion', description: 'Reached level 4', requiredCount: 4, category: 'milestone', points: 100, sortOrder: 120 }),
  levelBadge({ slug: 'leader', name: 'Leader', description: 'Reached level 5, the highest level', requiredCount: 5, category: 'milestone', points: 200, sortOrder: 130 }),
];

/**
 * Data the product cannot run without (point values, levels, badges, the catch-all school). Runs at every
 * start and in every test database; adds only what is missing and never overwrites an operator's change.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.insert(pointActions).values(defaultPointActions).onConflictDoNothing();
  await db.insert(levels).values(defaultLevels).onConflictDoNothing();
  await db.insert(badges).values(defaultBadges).onConflictDoNothing();
  await db
    .insert(schools)
    .values({ name: CATCH_ALL_SCHOOL_NAME, nameKey: schoolNameKey(CATCH_ALL_SCHOOL_NAME), domain: '*', isCatchAll: true })
    .onConflictDoNothing();
}
