import { accountErrorCodes, accountMessages, type VerificationStatus, type VerifyEmailRequest } from '@bloom/contract/accounts';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { findUserByEmail, lockUser, updateUser, type UserRow } from './accounts.repository';
import { completeReferral } from '../referrals/referrals.service';
import { consumeOneTimeCode, readResendState, sendOneTimeCode, type CodeCheck, type ResendState } from './email-codes.service';

type VerificationDeps = Pick<AppDeps, 'db' | 'clock' | 'hashKey'>;

async function findUserOrFail(deps: VerificationDeps, email: string): Promise<UserRow> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw AppError.notFound(accountMessages.userNotFound);
  return user;
}

/** The error of a code that was not accepted; shared by verification and password reset. */
export function rejectedCodeError(check: Exclude<CodeCheck, 'accepted'>): AppError {
  return check === 'wrong'
    ? new AppError(400, accountErrorCodes.codeInvalid, accountMessages.codeInvalid)
    : new AppError(400, accountErrorCodes.codeExpired, accountMessages.codeExpired);
}

export async function verifyEmail(deps: VerificationDeps, input: VerifyEmailRequest): Promise<{ message: string }> {
  const user = await findUserOrFail(deps, input.email);
  if (user.emailVerified) return { message: accountMessages.alreadyVerified };
  // The transaction commits a wrong try too; the error is raised after it.
  const check = await deps.db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    const result = await consumeOneTimeCode(tx, deps, user.id, 'verify_email', input.otp);
    if (result === 'accepted') {
      await updateUser(tx, user.id, { emailVerified: true });
      await completeReferral(tx, user.id, deps.clock.now());
    }
    return result;
  });
  if (check !== 'accepted') throw rejectedCodeError(check);
  return { message: accountMessages.emailVerified };
}

export async function resendVerificationCode(deps: VerificationDeps, email: string): Promise<ResendState & { message: string }> {
  const user = await findUserOrFail(deps, email);
  if (user.emailVerified) throw new AppError(400, accountErrorCodes.alreadyVerified, accountMessages.alreadyVerified);
  // Under the user's row lock, so parallel resends cannot slip past the cap together.
  const outcome = await deps.db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    const before = await readResendState(tx, deps, user.id);
    if (!before.can_resend) return { isLimited: true, state: before };
    await sendOneTimeCode(tx, deps, user, 'verify_email', { isResend: true });
    return { isLimited: false, state: await readResendState(tx, deps, user.id) };
  });
  if (outcome.isLimited) {
    const nextTime = new Date(outcome.state.next_resend_time!);
    throw AppError.rateLimited(
      accountMessages.resendLimitReached,
      {
        ...outcome.state,
        retry_after_seconds: Math.max(1, Math.ceil((nextTime.getTime() - deps.clock.now().getTime()) / 1000)),
      },
      accountErrorCodes.resendLimit,
    );
  }
  return { message: accountMessages.verificationCodeSent, ...outcome.state };
}

export async function checkVerification(deps: VerificationDeps, email: string): Promise<VerificationStatus> {
  const user = await findUserOrFail(deps, email);
  return { email_verified: user.emailVerified, ...(await readResendState(deps.db, deps, user.id)) };
}
