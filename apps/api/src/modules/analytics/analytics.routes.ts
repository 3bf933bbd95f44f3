import type { FastifyRequest } from 'fastify';
import { analyticsAcceptedSchema, analyticsBatchSchema } from '@bloom/contract/analytics';
import { detailErrorSchema, fieldErrorsSchema } from '@bloom/contract/errors';
import type { RoutesPlugin } from '../../platform/deps';
import type { TokenService } from '../../platform/tokens';
import { recordAnalyticsEvents } from './analytics.service';

/** Events are welcome signed in or not; a missing or stale token just makes them anonymous. */
async function findOptionalUserId(request: FastifyRequest, tokens: TokenService): Promise<number | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match) return null;
  return tokens.verify(match[1]!, 'access');
}

export const analyticsRoutes: RoutesPlugin = (app, { db, clock, tokens }) => {
  app.post(
    '/analytics/events/',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Record a batch of up to 50 product analytics events (signed in or not)',
        body: analyticsBatchSchema,
        response: { 202: analyticsAcceptedSchema, 400: fieldErrorsSchema, 429: detailErrorSchema },
      },
    },
    async (request, reply) => {
      const userId = await findOptionalUserId(request, tokens);
      const accepted = await recordAnalyticsEvents(db, clock, { userId, clientAddress: request.ip }, request.body.events);
      return reply.status(202).send({ accepted });
    },
  );
};
