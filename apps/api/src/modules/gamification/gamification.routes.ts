import {
  badgesResponseSchema,
  gamificationSummaryResponseSchema,
  leaderboardQuerySchema,
  leaderboardResponseSchema,
  leaderboardVisibilityRequestSchema,
  leaderboardVisibilityResponseSchema,
  performedActionsQuerySchema,
  performedActionsResponseSchema,
} from '@bloom/contract/gamification';
import { currentUserId } from '../../platform/auth';
import type { RoutesPlugin } from '../../platform/deps';
import { sendJsonText } from '../../platform/json-text';
import { availableBadgesAnswer, earnedBadges } from './badges.service';
import { getLeaderboard, setLeaderboardVisibility } from './leaderboard.service';
import { getPerformedActions } from './performed-actions.service';
import { getSummary } from './summary.service';

const tags = ['gamification'];
const security = [{ bearer: [] }];

/** Badges, the leaderboard, the summary and the points history (user points: user-points.routes.ts). */
export const gamificationRoutes: RoutesPlugin = (app, deps) => {
  const { db, requireAuth } = deps;
  app.get(
    '/gamification/user-badges/',
    { onRequest: requireAuth, schema: { tags, security, summary: 'The badges the student earned, newest first', response: { 200: badgesResponseSchema } } },
    async (request) => ({ success: true as const, badges: await earnedBadges(deps, currentUserId(request)) }),
  );

  app.get(
    '/gamification/available-badges/',
    {
      onRequest: requireAuth,
      schema: { tags, security, summary: 'The badges still to earn, each with the student’s progress toward it', response: { 200: badgesResponseSchema } },
    },
    async (request, reply) => sendJsonText(reply, await availableBadgesAnswer(deps, currentUserId(request))),
  );

  app.get(
    '/gamification/leaderboard/',
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        summary: 'Students by lifetime points (first name and last initial), one page, with the student’s own rank',
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardResponseSchema },
      },
    },
    async (request, reply) => sendJsonText(reply, JSON.stringify(await getLeaderboard(deps, currentUserId(request), request.query))),
  );

  app.put(
    '/gamification/leaderboard-settings/',
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        summary: 'Hides the student from everyone else’s leaderboard, or shows them again',
        body: leaderboardVisibilityRequestSchema,
        response: { 200: leaderboardVisibilityResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await setLeaderboardVisibility(db, currentUserId(request), request.body.hide_from_leaderboard) }),
  );

  app.get(
    '/gamification/summary/',
    { onRequest: requireAuth, schema: { tags, security, summary: 'Points, level, badges, rank and points per action', response: { 200: gamificationSummaryResponseSchema } } },
    async (request) => ({ success: true as const, data: await getSummary(deps, currentUserId(request)) }),
  );

  app.get(
    '/gamification/performed-actions/',
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        summary: 'The student’s points history, newest first, by action type and date',
        querystring: performedActionsQuerySchema,
        response: { 200: performedActionsResponseSchema },
      },
    },
    async (request) => getPerformedActions(db, currentUserId(request), request.query),
  );
};
