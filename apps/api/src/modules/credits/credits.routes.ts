import {
  allocateSchoolCreditsRequestSchema,
  allocateSchoolCreditsResponseSchema,
  creditBalanceResponseSchema,
  creditCheckResponseSchema,
  creditHistoryResponseSchema,
  schoolCreditStatusResponseSchema,
  type CreditBalanceResponse,
} from '@bloom/contract/credits';
import { currentUserId } from '../../platform/auth';
import type { RoutesPlugin } from '../../platform/deps';
import { sendJsonText } from '../../platform/json-text';
import { allocateFromSchool, checkCredits, getCreditBalance, getCreditHistory, getSchoolCreditStatus } from './credits.service';

const tags = ['credits'];
const security = [{ bearer: [] }];

export const creditsRoutes: RoutesPlugin = async (app, { db, requireAuth, requireVerified }) => {
  app.get(
    '/gamification/credits/balance/',
    { onRequest: requireAuth, schema: { tags, security, summary: "The student's credits and school credit standing", response: { 200: creditBalanceResponseSchema } } },
    // Built as its contract type (credits.test.ts compares whole answers): sent as text, past the per-request check.
    async (request, reply) => {
      const { balance, creditInfo } = await getCreditBalance(db, currentUserId(request));
      const answer: CreditBalanceResponse = { success: true, data: balance, credit_info: creditInfo };
      return sendJsonText(reply, JSON.stringify(answer));
    },
  );

  app.get(
    '/gamification/credits/history/',
    { onRequest: requireAuth, schema: { tags, security, summary: "Every entry of the student's credit ledger, newest first", response: { 200: creditHistoryResponseSchema } } },
    async (request) => ({ success: true as const, data: await getCreditHistory(db, currentUserId(request)) }),
  );

  app.get(
    '/gamification/credits/school-status/',
    { onRequest: requireAuth, schema: { tags, security, summary: "The student's school pool and allowance", response: { 200: schoolCreditStatusResponseSchema } } },
    async (request) => ({ success: true as const, data: await getSchoolCreditStatus(db, currentUserId(request)) }),
  );

  app.post(
    '/gamification/credits/allocate-from-school/',
    {
      onRequest: requireVerified,
      schema: {
        tags,
        security,
        summary: "Moves credits from the school's pool to the student, within the per-student allowance",
        body: allocateSchoolCreditsRequestSchema,
        response: { 200: allocateSchoolCreditsResponseSchema },
      },
    },
    async (request) => {
      const result = await allocateFromSchool(db, currentUserId(request), request.body);
      return { success: true as const, message: result.message, data: result.data, credit_info: result.creditInfo };
    },
  );

  // The spec calls this with no body; some clients still send a JSON content type with an empty body,
  // which Fastify's JSON parser refuses. In this scope any body is read and ignored.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 4096 }, (_request, _body, done) => done(null, undefined));
    scope.post(
      '/gamification/credits/check/',
      { onRequest: requireVerified, schema: { tags, security, summary: 'Whether the student has a credit for a booking', response: { 200: creditCheckResponseSchema } } },
      async (request) => {
        const { check, creditInfo } = await checkCredits(db, currentUserId(request));
        return { success: true as const, data: check, credit_info: creditInfo };
      },
    );
  });
};
