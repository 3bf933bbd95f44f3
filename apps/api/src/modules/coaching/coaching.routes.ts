import {
  alreadySubmittedErrorSchema,
  idParamSchema,
  matchRequestListSchema,
  matchRequestQuerySchema,
  mentorProfileSchema,
  questionListSchema,
  studentResponsesRequestSchema,
  studentResponsesResultSchema,
  studentResponsesStatusSchema,
} from '@bloom/contract/coaching';
import { currentUserId } from '../../platform/auth';
import type { RoutesPlugin } from '../../platform/deps';
import { getMentorProfile } from './mentor-profile.service';
import { listMatches, listQuestions, responsesStatus, submitResponses } from './questionnaire.service';

const tags = ['coaching'];
const security = [{ bearer: [] }];

export const coachingRoutes: RoutesPlugin = (app, { db, clock, requireAuth }) => {
  app.get(
    '/questions/',
    { onRequest: requireAuth, schema: { tags, security, summary: 'The coach-matching questionnaire', response: { 200: questionListSchema } } },
    async () => listQuestions(db),
  );

  app.get(
    '/student-responses/',
    {
      onRequest: requireAuth,
      schema: { tags, security, summary: 'Whether the questionnaire may be submitted now', response: { 200: studentResponsesStatusSchema } },
    },
    async (request) => responsesStatus(db, clock.now(), currentUserId(request)),
  );

  app.post(
    '/student-responses/',
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        summary: 'Submit the questionnaire; creates the top 3 coach matches (once per 24 hours)',
        body: studentResponsesRequestSchema,
        response: { 201: studentResponsesResultSchema, 429: alreadySubmittedErrorSchema },
      },
    },
    async (request, reply) => {
      const answers = Array.isArray(request.body) ? request.body : request.body.answers;
      const result = await submitResponses(db, clock.now(), currentUserId(request), answers);
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/match-requests/',
    {
      onRequest: requireAuth,
      schema: { tags, security, summary: "The student's matched coaches", querystring: matchRequestQuerySchema, response: { 200: matchRequestListSchema } },
    },
    async (request) => listMatches(db, currentUserId(request), request.query.status),
  );

  app.get(
    '/mentor-profiles/:id/',
    {
      onRequest: requireAuth,
      schema: { tags, security, summary: 'A coach profile', params: idParamSchema, response: { 200: mentorProfileSchema } },
    },
    async (request) => getMentorProfile(db, request.params.id),
  );
};
