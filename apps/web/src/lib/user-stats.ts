/**
 * The key of GET /api/user-stats/ (the dashboard's counters): screens that change a counter (posting a
 * story, a referral joining) invalidate it without importing the dashboard.
 */
export const userStatsQueryKey = ['user-stats'] as const;
