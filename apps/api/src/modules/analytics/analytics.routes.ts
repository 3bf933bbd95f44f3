import { analyticsAcceptedSchema, analyticsBatchSchema } from '@bloom/contract/analytics';
import { detailErrorSchema, fieldErrorsSchema } from '@bloom/contract/errors';
import { bearerToken } from '../../platform/auth';
import type { RoutesPlugin } from '../../platform/deps';
import { recordAnalyticsEvents } from './analytics.service';

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
      // Events are welcome signed in or not; a missing or ended session just makes them anonymous.
      const token = bearerToken(request);
      const userId = token ? ((await tokens.verifyAccess(token))?.userId ?? null) : null;
      const accepted = await recordAnalyticsEvents(db, clock, { userId, clientAddress: request.ip }, request.body.events);
      return reply.status(202).send({ accepted });
    },
  );
};
