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
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { currentUserId } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { RoutesPlugin } from '../../platform/deps';
import { redactFeedUrl, renderCoachFeed } from './coach-feed.service';
import { getMentorProfile } from './mentor-profile.service';
import { listMatches, listQuestions, responsesStatus, submitResponses } from './questionnaire.service';

const tags = ['coaching'];
const security = [{ bearer: [] }];

const feedParamsSchema = z.object({ file: z.string().max(200) });

/** True when an If-None-Match header names this ETag (or any). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === etag || value === '*';
  });
}

export const coachingRoutes: RoutesPlugin = (app, { db, clock, config, requireAuth, requireVerified }) => {
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
      onRequest: requireVerified,
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

  // The coach's private calendar feed: the secret in the path is the only credential (calendar apps send no
  // header), so it never reaches the request log.
  app.get(
    '/calendar/:file',
    {
      logSerializers: { req: (request) => ({ method: request.method, url: redactFeedUrl(request.url), remoteAddress: request.ip }) },
      schema: {
        tags,
        summary: "A coach's sessions as an iCalendar feed to subscribe to ({token}.ics from the operator's coach-feed)",
        params: feedParamsSchema,
      },
    },
    async (request, reply) => {
      const body = await renderCoachFeed({ db, clock, config }, request.params.file);
      if (body === undefined) throw AppError.notFound();
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
      void reply.headers({
        'cache-control': 'private, max-age=300',
        etag,
        'x-robots-tag': 'noindex',
        'referrer-policy': 'no-referrer',
      });
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="bloom-sessions.ics"')
        .send(body);
    },
  );
};
