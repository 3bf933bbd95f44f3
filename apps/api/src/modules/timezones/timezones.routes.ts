import { z } from 'zod';
import { fieldErrorsSchema } from '@bloom/contract/errors';
import {
  availableTimezonesSchema,
  timezoneQuerySchema,
  updateTimezoneRequestSchema,
  userTimezoneSchema,
} from '@bloom/contract/timezones';
import { currentUserId } from '../../platform/auth';
import type { RoutesPlugin } from '../../platform/deps';
import { availableTimezones, getUserTimezone, setUserTimezone } from './timezones.service';

export const timezonesRoutes: RoutesPlugin = (app, { db, clock, requireAuth }) => {
  app.get(
    '/timezone-management/',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['timezones'],
        summary: "The student's timezone; with ?action=get_available_timezones every timezone with its current offset",
        security: [{ bearer: [] }],
        querystring: timezoneQuerySchema,
        response: { 200: z.union([userTimezoneSchema, availableTimezonesSchema]) },
      },
    },
    async (request) => {
      if (request.query.action === 'get_available_timezones') return availableTimezones(clock.now());
      return getUserTimezone(db, currentUserId(request), clock.now());
    },
  );

  app.post(
    '/timezone-management/',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['timezones'],
        summary: "Set the student's timezone (an IANA name such as America/New_York)",
        security: [{ bearer: [] }],
        body: updateTimezoneRequestSchema,
        response: { 200: userTimezoneSchema, 400: fieldErrorsSchema },
      },
    },
    async (request) => setUserTimezone(db, currentUserId(request), request.body.timezone, clock.now()),
  );
};
