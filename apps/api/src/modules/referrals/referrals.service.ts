import { INVITATION_ADDRESS_COOLDOWN_DAYS, referralMessages, type ReferralData } from '@bloom/contract/referrals';
import type { Db } from '@bloom/db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { queueMail } from '../../platform/mail';
import { isUniqueViolationOf } from '../accounts/accounts.repository';
import { awardPoints } from '../gamification/points.service';
import { emailKey } from './email-key';
import { invitationMail } from './referral-mails';
import {
  claimInvitationAddress,
  countInvitationOnDay,
  countReferrals,
  findLastInvitation,
  findStudentForReferrals,
  findUserEmail,
  hasAccountWithEmail,
  insertInvitation,
  insertReferral,
  isMailboxReferred,
  markReferralCompleted,
  sumReferralPoints,
} from './referrals.repository';

const REFERRAL_ACTION = 'referral_signup';

/**
 * Records who referred a new student, inside the signup's transaction. Refused (the signup with it) when
 * the code is the student's own under another alias of the same mailbox, or that mailbox was referred
 * before; the database holds both rules too. The referrer's points wait for the email verification.
 */
export async function startReferral(
  tx: Db,
  referral: { referrerUserId: number; referredUserId: number; referredEmail: string; isVerified: boolean; now: Date },
): Promise<void> {
  const referrerEmail = await findUserEmail(tx, referral.referrerUserId);
  if (referrerEmail === undefined) return;
  const referrerEmailKey = emailKey(referrerEmail);
  const referredEmailKey = emailKey(referral.referredEmail);
  if (referrerEmailKey === referredEmailKey) throw AppError.validation({ referral_code: [referralMessages.ownReferralCode] });
  if (await isMailboxReferred(tx, referredEmailKey)) throw AppError.validation({ referral_code: [referralMessages.alreadyReferred] });
  try {
    await insertReferral(tx, { referrerUserId: referral.referrerUserId, referredUserId: referral.referredUserId, referrerEmailKey, referredEmailKey, createdAt: referral.now });
  } catch (error) {
    // Two aliases of one mailbox signing up with a code at the same moment: the unique key lets one in.
    if (isUniqueViolationOf(error, 'referrals_referred_email_key')) throw AppError.validation({ referral_code: [referralMessages.alreadyReferred] });
    throw error;
  }
  if (referral.isVerified) await completeReferral(tx, referral.referredUserId, referral.now);
}

/** On the referred student's email verification (inside its transaction): the referrer's points, once. */
export async function completeReferral(tx: Db, referredUserId: number, now: Date): Promise<void> {
  const referrerUserId = await markReferralCompleted(tx, referredUserId, now);
  if (referrerUserId !== undefined) await awardPoints(tx, referrerUserId, REFERRAL_ACTION, `user:${referredUserId}`);
}

export async function getReferralData(db: Db, userId: number): Promise<ReferralData> {
  const student = await findStudentForReferrals(db, userId);
  if (!student) throw AppError.unauthenticated();
  const [counts, points] = await Promise.all([countReferrals(db, userId), sumReferralPoints(db, userId, REFERRAL_ACTION)]);
  return { code: student.referralCode, total_referral: counts.total, points, active_referral: counts.completed };
}

/** Students who signed up with this student's code (the dashboard's Total Referrals). */
const secondsUntil = (later: Date, now: Date) => Math.max(1, Math.ceil((later.getTime() - now.getTime()) / 1000));

/** Takes one of the student's invitations for today, or refuses once the day's are spent. */
async function spendDailyInvitation(db: Db, userId: number, now: Date): Promise<void> {
  const today = now.toISOString().slice(0, 10);
  if (await countInvitationOnDay(db, userId, today)) return;
  const tomorrow = new Date(`${today}T00:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  throw AppError.rateLimited(referralMessages.dailyLimit, { retry_after_seconds: secondsUntil(tomorrow, now) });
}

/**
 * Mails a friend the student's /ref/{code} link. At most 10 invitations a day per student and one a week
 * per address (whoever sends it): both counted by the database in the same transaction as the mail, so
 * parallel requests cannot slip past, and a refused invitation counts for nothing, except one refused
 * because the address already has an account: that answer says an address is registered, so it spends
 * one of the day's invitations (a student learns it of at most 10 addresses a day; docs/security.md).
 */
export async function sendInvitation(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, userId: number, email: string): Promise<string> {
  const { db, clock, config } = deps;
  const inviter = await findStudentForReferrals(db, userId);
  if (!inviter) throw AppError.unauthenticated();
  const key = emailKey(email);
  if (key === emailKey(inviter.email)) throw AppError.validation({ email: [referralMessages.inviteYourself] });
  const now = clock.now();
  if (await hasAccountWithEmail(db, email)) {
    await spendDailyInvitation(db, userId, now);
    throw AppError.validation({ email: [referralMessages.alreadyMember] });
  }

  await db.transaction(async (tx) => {
    if (!(await claimInvitationAddress(tx, key, now))) {
      const last = (await findLastInvitation(tx, key)) ?? now;
      const again = new Date(last.getTime() + INVITATION_ADDRESS_COOLDOWN_DAYS * 24 * 3600_000);
      throw AppError.rateLimited(referralMessages.addressInvitedThisWeek, { retry_after_seconds: secondsUntil(again, now) });
    }
    await spendDailyInvitation(tx, userId, now);
    await insertInvitation(tx, { inviterUserId: userId, email, emailKey: key, sentAt: now });
    const link = new URL(`/ref/${encodeURIComponent(inviter.referralCode)}`, config.publicUrl).toString();
    await queueMail(tx, invitationMail(email, { firstName: inviter.firstName, lastInitial: inviter.lastName.trim().charAt(0).toUpperCase() }, link));
  });
  return referralMessages.invitationSent(email);
}
