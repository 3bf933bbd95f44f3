import type { Badge, UserPoints } from '@bloom/contract/gamification';

/** Test data of the gamification calls, shared by the screens that show points and badges. */

export function makePoints(overrides: Partial<UserPoints> = {}): UserPoints {
  return {
    user_id: 7,
    total_points: 450,
    point_balance: 200,
    level: { level_number: 3, level_id: 3, name: 'Achiever', reward_description: 'Access to partner wellness rewards', threshold: 300 },
    next_level: { level_number: 4, name: 'Champion', points_needed: 250, threshold: 700 },
    referral_code: 'ABC12345',
    ...overrides,
  };
}

export function makeBadge(overrides: Partial<Badge> = {}): Badge {
  return {
    id: 1,
    name: 'First Steps',
    description: 'Created your Bloom account',
    category: 'milestone',
    points: 0,
    icon_url: '/badges/first-steps.svg',
    rule: 'action_count',
    action_type: 'created_account',
    required_count: 1,
    progress: 1,
    is_earned: true,
    earned_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export const earnedBadges = [makeBadge(), makeBadge({ id: 11, name: 'Achiever', description: 'Reached level 3', rule: 'level_reached', action_type: null, required_count: 3, progress: 3, points: 50, icon_url: '/badges/achiever.svg' })];
export const availableBadges = [
  makeBadge({ id: 5, name: 'Committed', description: 'Joined five coaching sessions', category: 'wellness', action_type: 'taken_coaching_session', required_count: 5, progress: 2, points: 100, is_earned: false, earned_at: null, icon_url: '/badges/committed.svg' }),
];
