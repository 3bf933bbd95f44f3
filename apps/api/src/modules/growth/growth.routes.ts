import { z } from 'zod';
import { detailErrorSchema, fieldErrorsSchema } from '@bloom/contract/errors';
import {
  confidenceLevelResponseSchema,
  createConfidenceLevelRequestSchema,
  createGrowthAreaRequestSchema,
  growthAreaListSchema,
  growthAreaSchema,
  updateGrowthAreaRequestSchema,
} from '@bloom/contract/growth';
import { currentUserId } from '../../platform/auth';
import type { RoutesPlugin } from '../../platform/deps';
import { addConfidenceLevel, changeGrowthAreaStatus, createGrowthArea, listOwnGrowthAreas, removeGrowthArea } from './growth.service';

const idParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const security = [{ bearer: [] }];

export const growthRoutes: RoutesPlugin = (app, { db, clock, requireAuth, requireVerified }) => {
  app.post(
    '/growth-areas/',
    {
      onRequest: requireVerified,
      schema: {
        tags: ['growth'],
        summary: 'Add growth areas (comma-joined option ids) with an initial confidence level',
        security,
        body: createGrowthAreaRequestSchema,
        response: { 201: growthAreaSchema, 400: fieldErrorsSchema, 403: detailErrorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createGrowthArea(db, clock, currentUserId(request), request.body)),
  );

  app.get(
    '/student-growth-areas/',
    {
      onRequest: requireAuth,
      schema: { tags: ['growth'], summary: "The student's growth areas", security, response: { 200: growthAreaListSchema } },
    },
    async (request) => listOwnGrowthAreas(db, currentUserId(request)),
  );

  app.post(
    '/confidence-levels/',
    {
      onRequest: requireVerified,
      schema: {
        tags: ['growth'],
        summary: 'Record a new confidence level for one of your growth areas',
        security,
        body: createConfidenceLevelRequestSchema,
        response: { 201: confidenceLevelResponseSchema, 400: fieldErrorsSchema, 404: detailErrorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await addConfidenceLevel(db, clock, currentUserId(request), request.body)),
  );

  app.patch(
    '/growth-areas/:id/',
    {
      onRequest: requireVerified,
      schema: {
        tags: ['growth'],
        summary: "Change a growth area's status",
        security,
        params: idParamsSchema,
        body: updateGrowthAreaRequestSchema,
        response: { 200: growthAreaSchema, 400: fieldErrorsSchema, 404: detailErrorSchema },
      },
    },
    async (request) => changeGrowthAreaStatus(db, currentUserId(request), request.params.id, request.body.status),
  );

  app.delete(
    '/growth-areas/:id/',
    {
      onRequest: requireVerified,
      schema: { tags: ['growth'], summary: 'Delete a growth area', security, params: idParamsSchema, response: { 204: z.null(), 404: detailErrorSchema } },
    },
    async (request, reply) => {
      await removeGrowthArea(db, currentUserId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
