import type { Db } from '@bloom/db/client';
import { personalDataMessages } from '@bloom/contract/personal-data';
import { AppError } from '../../platform/errors';
import { hitRateLimit, peekRateLimit, type RateState, type RateWindow } from '../../platform/rate-limit';

/**
 * decisions.md: per client address 300 account requests a minute (a campus puts hundreds of students
 * behind one address, so the per-address limits do the real work); per email address 10 failed logins
 * in 15 minutes and 5 password-forget requests an hour. Reset attempts per email address: 10 an hour,
 * on top of the 5 wrong tries each code allows.
 */
export const accountRateLimits = {
  perClient: { limit: 300, windowSeconds: 60 },
  failedLoginsPerEmail: { limit: 10, windowSeconds: 15 * 60 },
  passwordForgetPerEmail: { limit: 5, windowSeconds: 60 * 60 },
  passwordResetPerEmail: { limit: 10, windowSeconds: 60 * 60 },
  /** Decision 0033: wrong passwords when deleting the account, and downloads of the student's data. */
  wrongDeletePasswordsPerAccount: { limit: 5, windowSeconds: 15 * 60 },
  dataDownloadsPerAccount: { limit: 10, windowSeconds: 60 * 60 },
} as const;

type LimitName = keyof typeof accountRateLimits;

function windowOf(name: LimitName, subject: string): RateWindow {
  return { key: `${name}:${subject.toLowerCase()}`, ...accountRateLimits[name] };
}

function describeWait(seconds: number): string {
  if (seconds <= 60) return 'in a minute';
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} minutes`;
}

function limitedError(message: (wait: string) => string, state: RateState, now: Date): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil((state.resetAt.getTime() - now.getTime()) / 1000));
  return AppError.rateLimited(message(describeWait(retryAfterSeconds)), {
    retry_after_seconds: retryAfterSeconds,
    retry_at: state.resetAt.toISOString(),
  });
}

/** Counts one account request of this client address; throws 429 past the limit. */
export async function enforceClientLimit(db: Db, now: Date, clientAddress: string): Promise<void> {
  const state = await hitRateLimit(db, windowOf('perClient', clientAddress), now);
  if (state.isLimited) {
    throw limitedError((wait) => `Too many requests from your network. Please try again ${wait}.`, state, now);
  }
}

/** Refuses a login for an address that has used up its failed attempts, before any password check. */
export async function assertLoginAllowed(db: Db, now: Date, email: string): Promise<void> {
  const state = await peekRateLimit(db, windowOf('failedLoginsPerEmail', email), now);
  if (state.isLimited) {
    throw limitedError((wait) => `Too many failed sign-in attempts. Please try again ${wait}.`, state, now);
  }
}

export async function recordFailedLogin(db: Db, now: Date, email: string): Promise<void> {
  await hitRateLimit(db, windowOf('failedLoginsPerEmail', email), now);
}

export async function enforcePasswordForgetLimit(db: Db, now: Date, email: string): Promise<void> {
  const state = await hitRateLimit(db, windowOf('passwordForgetPerEmail', email), now);
  if (state.isLimited) {
    throw limitedError((wait) => `Too many password reset requests for this email. Please try again ${wait}.`, state, now);
  }
}

export async function enforcePasswordResetLimit(db: Db, now: Date, email: string): Promise<void> {
  const state = await hitRateLimit(db, windowOf('passwordResetPerEmail', email), now);
  if (state.isLimited) {
    throw limitedError((wait) => `Too many password reset attempts for this email. Please try again ${wait}.`, state, now);
  }
}

/** Refuses an account deletion for an account that has used up its wrong passwords, before any check. */
export async function assertDeleteAllowed(db: Db, now: Date, userId: number): Promise<void> {
  const state = await peekRateLimit(db, windowOf('wrongDeletePasswordsPerAccount', `user:${userId}`), now);
  if (state.isLimited) throw limitedError(personalDataMessages.tooManyDeleteAttempts, state, now);
}

export async function recordWrongDeletePassword(db: Db, now: Date, userId: number): Promise<void> {
  await hitRateLimit(db, windowOf('wrongDeletePasswordsPerAccount', `user:${userId}`), now);
}

export async function enforceDataDownloadLimit(db: Db, now: Date, userId: number): Promise<void> {
  const state = await hitRateLimit(db, windowOf('dataDownloadsPerAccount', `user:${userId}`), now);
  if (state.isLimited) throw limitedError(personalDataMessages.tooManyDownloads, state, now);
}
