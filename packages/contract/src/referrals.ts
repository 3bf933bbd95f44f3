import { z } from 'zod';

/** Points the referrer receives once the student they referred verifies their email (spec: 50 per signup). */
export const REFERRAL_POINTS = 50;
export const INVITATIONS_PER_DAY = 10;
export const INVITATION_ADDRESS_COOLDOWN_DAYS = 7;

export const referralMessages = {
  invalidEmail: 'Please enter a valid email address',
  ownReferralCode: 'You cannot use your own referral code.',
  alreadyReferred: 'This email address has already joined Bloom through a referral.',
  inviteYourself: 'You cannot invite yourself.',
  alreadyMember: 'This person already has a Bloom account.',
  addressInvitedThisWeek: 'This address was already invited in the last 7 days. Please try again later.',
  dailyLimit: `You can send up to ${INVITATIONS_PER_DAY} invitations a day. Please try again tomorrow.`,
  invitationSent: (email: string) => `Invitation sent to ${email}!`,
} as const;

/** `GET /api/user-referral/`. */
export const referralDataSchema = z.object({
  /** The student's referral code; their link is /ref/{code}. */
  code: z.string(),
  /** Students who signed up with the code. */
  total_referral: z.number().int(),
  /** Points earned from referrals (net of any taken back). */
  points: z.number().int(),
  /** Referred students who verified their email, which is when the points are given. */
  active_referral: z.number().int(),
});
export type ReferralData = z.infer<typeof referralDataSchema>;

export const referralDataResponseSchema = z.object({
  success: z.literal(true),
  data: referralDataSchema,
});
export type ReferralDataResponse = z.infer<typeof referralDataResponseSchema>;

export const sendInvitationRequestSchema = z.strictObject({
  email: z.email({ error: referralMessages.invalidEmail }).max(254, { error: referralMessages.invalidEmail }),
});
export type SendInvitationRequest = z.infer<typeof sendInvitationRequestSchema>;

export const sendInvitationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type SendInvitationResponse = z.infer<typeof sendInvitationResponseSchema>;
