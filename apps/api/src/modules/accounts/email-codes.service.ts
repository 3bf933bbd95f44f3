import { OTP_MAX_WRONG_TRIES, OTP_VALID_MINUTES, RESEND_LIMIT, RESEND_WINDOW_HOURS } from '@bloom/contract/accounts';
import type { Db } from '@bloom/db/client';
import type { AppDeps } from '../../platform/deps';
import { queueMail } from '../../platform/mail';
import {
  countFailedAttempt,
  expireLiveCodes,
  findNewestCodeForUpdate,
  insertEmailCode,
  listResendTimesSince,
  markCodeUsed,
  type CodePurpose,
} from './accounts.repository';
import { passwordResetCodeMail, verificationCodeMail } from './account-mails';
import { generateOneTimeCode, hashOneTimeCode, isSameCode } from './one-time-codes';

type CodeDeps = Pick<AppDeps, 'clock' | 'hashKey'>;

interface CodeRecipient {
  id: number;
  email: string;
  firstName: string;
}

/**
 * Creates a fresh code, ends every earlier live one of the same purpose, and queues the mail that carries
 * it, all inside the caller's transaction.
 */
export async function sendOneTimeCode(
  tx: Db,
  deps: CodeDeps,
  user: CodeRecipient,
  purpose: CodePurpose,
  options: { isResend: boolean },
): Promise<void> {
  const now = deps.clock.now();
  await expireLiveCodes(tx, user.id, purpose, now);
  const code = generateOneTimeCode();
  await insertEmailCode(tx, {
    userId: user.id,
    purpose,
    codeHash: hashOneTimeCode(deps.hashKey, { userId: user.id, purpose }, code),
    isResend: options.isResend,
    expiresAt: new Date(now.getTime() + OTP_VALID_MINUTES * 60_000),
    createdAt: now,
  });
  const recipient = { email: user.email, firstName: user.firstName };
  await queueMail(tx, purpose === 'verify_email' ? verificationCodeMail(recipient, code) : passwordResetCodeMail(recipient, code));
}

/** accepted: the code was right and is now used. wrong: counted as a wrong try. dead: expired, used, superseded or tried too often. */
export type CodeCheck = 'accepted' | 'wrong' | 'dead';

/**
 * Checks a code against the newest one of this user and purpose, under its row lock, so two requests
 * can never both use one code. Call inside a transaction that commits even when the answer is `wrong`:
 * the wrong try must be remembered.
 */
export async function consumeOneTimeCode(tx: Db, deps: CodeDeps, userId: number, purpose: CodePurpose, otp: string): Promise<CodeCheck> {
  const now = deps.clock.now();
  const code = await findNewestCodeForUpdate(tx, userId, purpose);
  if (!code || code.usedAt || code.expiresAt.getTime() <= now.getTime() || code.failedAttempts >= OTP_MAX_WRONG_TRIES) {
    return 'dead';
  }
  if (!isSameCode(deps.hashKey, { userId, purpose }, otp, code.codeHash)) {
    await countFailedAttempt(tx, code.id);
    return 'wrong';
  }
  return (await markCodeUsed(tx, code.id, now)) ? 'accepted' : 'dead';
}

export interface ResendState {
  can_resend: boolean;
  resend_count: number;
  next_resend_time: string | null;
}

/** Resends of the verification code in the last 24 hours, and when the next one is allowed past the cap. */
export async function readResendState(db: Db, deps: Pick<AppDeps, 'clock'>, userId: number): Promise<ResendState> {
  const now = deps.clock.now();
  const windowMs = RESEND_WINDOW_HOURS * 3600 * 1000;
  const times = await listResendTimesSince(db, userId, new Date(now.getTime() - windowMs));
  const count = times.length;
  if (count < RESEND_LIMIT) return { can_resend: true, resend_count: count, next_resend_time: null };
  // The count drops below the cap when the resend that is RESEND_LIMIT-th from the newest leaves the window.
  const freeing = times[count - RESEND_LIMIT]!;
  return { can_resend: false, resend_count: count, next_resend_time: new Date(freeing.getTime() + windowMs).toISOString() };
}
