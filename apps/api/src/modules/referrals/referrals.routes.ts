import { referralDataResponseSchema, sendInvitationRequestSchema, sendInvitationResponseSchema } from '@bloom/contract/referrals';
import { currentUserId } from '../../platform/auth';
import type { RoutesPlugin } from '../../platform/deps';
import { getReferralData, sendInvitation } from './referrals.service';

const tags = ['referrals'];
const security = [{ bearer: [] }];

export const referralsRoutes: RoutesPlugin = (app, deps) => {
  const { db, requireAuth, requireVerified } = deps;

  app.get(
    '/user-referral/',
    {
      onRequest: requireAuth,
      schema: { tags, security, summary: 'The student’s referral code, referrals and the points they earned', response: { 200: referralDataResponseSchema } },
    },
    async (request) => ({ success: true as const, data: await getReferralData(db, currentUserId(request)) }),
  );

  app.post(
    '/gamification/send-referral-invitation/',
    {
      onRequest: requireVerified,
      schema: {
        tags,
        security,
        summary: 'Mails a friend the student’s /ref/{code} link (10 a day per student, one a week per address)',
        body: sendInvitationRequestSchema,
        response: { 200: sendInvitationResponseSchema },
      },
    },
    async (request) => ({ success: true as const, message: await sendInvitation(deps, currentUserId(request), request.body.email) }),
  );
};
