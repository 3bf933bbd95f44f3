import { userStatsSchema } from '@bloom/contract/user-stats';
import { currentUserId } from '../../platform/auth';
import type { RoutesPlugin } from '../../platform/deps';
import { sendJsonText } from '../../platform/json-text';
import { getUserStats } from './user-stats.service';

export const userStatsRoutes: RoutesPlugin = (app, { db, clock, requireAuth }) => {
  app.get(
    '/user-stats/',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['gamification'],
        summary: "The dashboard's counters: activities (all and this week's, up to the weekly goal), referrals, community posts",
        security: [{ bearer: [] }],
        response: { 200: userStatsSchema },
      },
    },
    // Five numbers built as their contract type (user-stats.test.ts compares whole answers): sent as text.
    async (request, reply) => sendJsonText(reply, JSON.stringify(await getUserStats(db, clock, currentUserId(request)))),
  );
};
