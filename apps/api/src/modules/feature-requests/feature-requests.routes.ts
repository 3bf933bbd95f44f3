import { detailErrorSchema, fieldErrorsSchema } from '@bloom/contract/errors';
import { allFeaturesSchema, createFeatureRequestSchema, featureRequestResultSchema, myFeatureRequestsSchema } from '@bloom/contract/feature-requests';
import { currentUserId } from '../../platform/auth';
import type { RoutesPlugin } from '../../platform/deps';
import { listFeatureCounts, listOwnFeatureRequests, voteForFeature } from './feature-votes.service';

const security = [{ bearer: [] }];

/**
 * Feature votes. A vote spends and takes nothing, so a signed-in account may vote without a verified
 * email (docs/decisions/0027); the unique index keeps it to one vote per account and feature.
 */
export const featureRequestsRoutes: RoutesPlugin = (app, { db, clock, requireAuth }) => {
  app.post(
    '/feature-requests/',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['feature-requests'],
        summary: 'Vote for a feature (one vote per student and feature; voting again changes nothing)',
        security,
        body: createFeatureRequestSchema,
        response: { 200: featureRequestResultSchema, 201: featureRequestResultSchema, 400: fieldErrorsSchema, 401: detailErrorSchema },
      },
    },
    async (request, reply) => {
      const { result, isNew } = await voteForFeature(db, clock, currentUserId(request), request.body.feature);
      return reply.status(isNew ? 201 : 200).send(result);
    },
  );

  app.get(
    '/feature-requests/all-features/',
    {
      onRequest: requireAuth,
      schema: { tags: ['feature-requests'], summary: 'Every votable feature with its vote count', security, response: { 200: allFeaturesSchema } },
    },
    async () => listFeatureCounts(db),
  );

  app.get(
    '/feature-requests/my-requests/',
    {
      onRequest: requireAuth,
      schema: { tags: ['feature-requests'], summary: 'The features you voted for', security, response: { 200: myFeatureRequestsSchema } },
    },
    async (request) => listOwnFeatureRequests(db, currentUserId(request)),
  );
};
