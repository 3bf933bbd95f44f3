import { z } from 'zod';

/** Spec: each activity raises weekly progress, capped at the weekly goal (default 5). */
export const WEEKLY_GOAL_DEFAULT = 5;

/** `GET /api/user-stats/`: the dashboard's activity counters. */
export const userStatsSchema = z.object({
  total_activities: z.number().int(),
  referrals: z.number().int(),
  community_posts: z.number().int(),
  /** Activities since Monday 00:00 in the student's timezone, at most `weekly_goal`. */
  weekly_progress: z.number().int(),
  weekly_goal: z.number().int(),
});
export type UserStats = z.infer<typeof userStatsSchema>;
