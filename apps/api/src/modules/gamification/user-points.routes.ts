import { userPointsResponseSchema } from '@bloom/contract/gamification';
import { currentUserId } from '../../platform/auth';
import type { RoutesPlugin } from '../../platform/deps';
import { getUserPoints } from './user-points.service';

export const userPointsRoutes: RoutesPlugin = (app, deps) => {
  const { requireAuth } = deps;
  app.get(
    '/gamification/user-points/',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['gamification'],
        summary: "The student's lifetime points, spendable balance, level and the next level",
        security: [{ bearer: [] }],
        response: { 200: userPointsResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await getUserPoints(deps, currentUserId(request)) }),
  );
};
