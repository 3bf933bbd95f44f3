import { accountErrorCodes, accountMessages, type PasswordResetRequest } from '@bloom/contract/accounts';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { findUserByEmail, lockUser, updateUser } from './accounts.repository';
import { enforcePasswordForgetLimit, enforcePasswordResetLimit } from './account-rate-limits';
import { consumeOneTimeCode, sendOneTimeCode } from './email-codes.service';
import { hashPassword } from './password-hashing';
import { rejectedCodeError } from './verification.service';

type ResetDeps = Pick<AppDeps, 'db' | 'clock' | 'hashKey' | 'tokens'>;

/**
 * Sends a reset code. The spec's client expects a 404 for an unknown address ('unknown'); the per-address
 * limit counts before the lookup, so probing addresses is as limited as asking for codes.
 */
export async function requestPasswordReset(deps: ResetDeps, email: string): Promise<'sent' | 'unknown'> {
  await enforcePasswordForgetLimit(deps.db, deps.clock.now(), email);
  const user = await findUserByEmail(deps.db, email);
  if (!user) return 'unknown';
  await deps.db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    await sendOneTimeCode(tx, deps, user, 'reset_password', { isResend: false });
  });
  return 'sent';
}

export async function resetPassword(deps: ResetDeps, input: PasswordResetRequest): Promise<{ message: string }> {
  await enforcePasswordResetLimit(deps.db, deps.clock.now(), input.email);
  const user = await findUserByEmail(deps.db, input.email);
  // An unknown address gets the answer of a wrong code.
  if (!user) throw new AppError(400, accountErrorCodes.codeInvalid, accountMessages.codeInvalid);
  const passwordHash = await hashPassword(input.new_password);
  const check = await deps.db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    const result = await consumeOneTimeCode(tx, deps, user.id, 'reset_password', input.otp);
    if (result === 'accepted') {
      // The code arrived by email, which proves the address as well as a verification code would.
      await updateUser(tx, user.id, { passwordHash, emailVerified: true });
      // Whoever knew the old password (or held a token) is signed out everywhere.
      await deps.tokens.endAllSessions(tx, user.id);
    }
    return result;
  });
  if (check !== 'accepted') throw rejectedCodeError(check);
  return { message: accountMessages.passwordReset };
}
