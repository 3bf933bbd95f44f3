import { createSchoolRequestSchema, schoolListSchema, schoolSchema } from '@bloom/contract/schools';
import { detailErrorSchema, fieldErrorsSchema } from '@bloom/contract/errors';
import type { RoutesPlugin } from '../../platform/deps';
import { currentUserId } from '../../platform/auth';
import { listVisibleSchools, requestSchool } from './schools.service';

export const schoolsRoutes: RoutesPlugin = (app, { db, clock, requireAuth, requireVerified }) => {
  app.get(
    '/schools/',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['schools'],
        summary: "Schools the student may choose: those matching their email, their own requests, and the catch-all",
        security: [{ bearer: [] }],
        response: { 200: schoolListSchema },
      },
    },
    async (request) => listVisibleSchools(db, currentUserId(request)),
  );

  app.post(
    '/schools/create/',
    {
      onRequest: requireVerified,
      schema: {
        tags: ['schools'],
        summary: 'Ask for a school to be added (reviewed before everyone sees it); an existing one is returned instead',
        security: [{ bearer: [] }],
        body: createSchoolRequestSchema,
        response: { 200: schoolSchema, 201: schoolSchema, 400: fieldErrorsSchema, 429: detailErrorSchema },
      },
    },
    async (request, reply) => {
      const { school, isNew } = await requestSchool(db, clock, currentUserId(request), request.body.school_name);
      return reply.status(isNew ? 201 : 200).send(school);
    },
  );
};
