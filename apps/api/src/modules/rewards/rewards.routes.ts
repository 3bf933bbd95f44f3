import {
  redeemRewardRequestSchema,
  redeemRewardResponseSchema,
  rewardsQuerySchema,
  rewardsResponseSchema,
  userRedemptionsResponseSchema,
} from '@bloom/contract/rewards';
import { currentUserId } from '../../platform/auth';
import { sendJsonText } from '../../platform/json-text';
import type { RoutesPlugin } from '../../platform/deps';
import { listUserRedemptions, redeemReward, rewardsAnswer } from './rewards.service';

const tags = ['rewards'];
const security = [{ bearer: [] }];

export const rewardsRoutes: RoutesPlugin = (app, deps) => {
  const { db, requireAuth, requireVerified } = deps;

  app.get(
    '/gamification/rewards/',
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        summary: 'Rewards that can be redeemed today, cheapest first, by category (all, wellbeing, lifestyle, food, retail)',
        querystring: rewardsQuerySchema,
        response: { 200: rewardsResponseSchema },
      },
    },
    async (request, reply) => sendJsonText(reply, await rewardsAnswer(deps, currentUserId(request), request.query.category)),
  );

  app.post(
    '/gamification/redeem-reward/',
    {
      onRequest: requireVerified,
      schema: {
        tags,
        security,
        summary: 'Takes the reward’s points and hands out its code, in one transaction',
        body: redeemRewardRequestSchema,
        response: { 200: redeemRewardResponseSchema },
      },
    },
    async (request) => redeemReward(deps, currentUserId(request), request.body.reward_id),
  );

  app.get(
    '/gamification/user-redemptions/',
    { onRequest: requireAuth, schema: { tags, security, summary: 'The student’s redemptions with their codes, newest first', response: { 200: userRedemptionsResponseSchema } } },
    async (request) => ({ success: true as const, redemptions: await listUserRedemptions(db, currentUserId(request)) }),
  );
};
