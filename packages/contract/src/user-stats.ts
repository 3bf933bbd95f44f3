import { z } from 'zod';

/** `GET /api/user-stats/`: the dashboard's activity counters. */
export const userStatsSchema = z.object({
  total_activities: z.number().int(),
  referrals: z.number().int(),
  community_posts: z.number().int(),
});
export type UserStats = z.infer<typeof userStatsSchema>;
