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

export const defaultBadges = [
  { name: 'First Steps', description: 'Created your Bloom account', actionType: 'created_account', requiredCount: 1 },
  { name: 'Ready to Grow', description: 'Found your first coach matches', actionType: 'submit_coaching_request', requiredCount: 1 },
  { name: 'First Session Booked', description: 'Booked your first coaching session', actionType: 'booked_session', requiredCount: 1 },
  { name: 'Committed', description: 'Joined five coaching sessions', actionType: 'taken_coaching_session', requiredCount: 5 },
  { name: 'Storyteller', description: 'Shared your first story', actionType: 'community_sharing_story', requiredCount: 1 },
  { name: 'Supporter', description: 'Commented on ten stories', actionType: 'community_comment_story', requiredCount: 10 },
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
