import {
  accountErrorCodes,
  accountMessages,
  type LoginRequest,
  type LoginResponse,
  type SignupRequest,
  type SignupResponse,
} from '@bloom/contract/accounts';
import { WELCOME_CREDITS } from '@bloom/contract/credits';
import { errorCodes, type FieldErrors } from '@bloom/contract/errors';
import type { PointsEvent } from '@bloom/contract/gamification';
import type { Db } from '@bloom/db/client';
import type { AppDeps } from '../../platform/deps';
import type { TokenPair } from '../../platform/tokens';
import { AppError } from '../../platform/errors';
import { changeCredits, creditInfo } from '../credits/credit-ledger.service';
import { awardPoints } from '../gamification/points.service';
import { startReferral } from '../referrals/referrals.service';
import {
  findCatchAllSchoolId,
  findUserByEmail,
  findUserIdByReferralCode,
  insertStudentProfile,
  insertUser,
  isUniqueViolationOf,
  type UserRow,
} from './accounts.repository';
import { assertLoginAllowed, recordFailedLogin } from './account-rate-limits';
import { readResendState, sendOneTimeCode } from './email-codes.service';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hashing';
import { generateReferralCode } from './referral-codes';

type AccountDeps = Pick<AppDeps, 'db' | 'clock' | 'tokens' | 'hashKey'>;

export interface NewStudentAccount {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  timezone: string;
  referredByUserId: number | null;
  /** The demo seed creates a verified account; a signup sends a verification code instead. */
  isEmailVerified: boolean;
}

export interface CreatedStudentAccount {
  user: UserRow;
  profileId: number;
  pointsEvent: PointsEvent | null;
}

/**
 * Everything a new student starts with, inside the caller's transaction: the user, a profile on the
 * catch-all school until onboarding, 2 welcome credits, the created_account points, the referral (its
 * points wait for the email verification), and (unless verified) the verification code mail.
 */
export async function createStudentAccount(tx: Db, deps: Pick<AppDeps, 'clock' | 'hashKey'>, account: NewStudentAccount): Promise<CreatedStudentAccount> {
  const schoolId = await findCatchAllSchoolId(tx);
  if (schoolId === undefined) throw new Error('The catch-all school is missing: reference data was not seeded.');
  const user = await insertUser(tx, {
    email: account.email,
    username: account.email.toLowerCase(),
    firstName: account.firstName,
    lastName: account.lastName,
    passwordHash: account.passwordHash,
    isStudent: true,
    isMentor: false,
    emailVerified: account.isEmailVerified,
    timezone: account.timezone,
    referralCode: generateReferralCode(),
    referredByUserId: account.referredByUserId,
    createdAt: deps.clock.now(),
  });
  const profile = await insertStudentProfile(tx, { userId: user.id, schoolId, isCompleted: false });
  await changeCredits(tx, { userId: user.id, amount: WELCOME_CREDITS, reason: 'welcome', note: 'Welcome credits' });
  const pointsEvent = await awardPoints(tx, user.id, 'created_account', `user:${user.id}`);
  if (account.referredByUserId !== null) {
    await startReferral(tx, { referrerUserId: account.referredByUserId, referredUserId: user.id, referredEmail: user.email, isVerified: account.isEmailVerified, now: deps.clock.now() });
  }
  if (!account.isEmailVerified) {
    await sendOneTimeCode(tx, deps, { id: user.id, email: user.email, firstName: user.firstName }, 'verify_email', { isResend: false });
  }
  return { user, profileId: profile.id, pointsEvent };
}

const emailTakenError = () => AppError.validation({ email: [accountMessages.emailTaken] });

export async function signUp(deps: AccountDeps, input: SignupRequest): Promise<SignupResponse> {
  const { db } = deps;
  const errors: FieldErrors = {};
  let referredByUserId: number | null = null;
  const referralCode = input.referral_code ?? '';
  if (referralCode) {
    referredByUserId = (await findUserIdByReferralCode(db, referralCode)) ?? null;
    if (referredByUserId === null) errors.referral_code = [accountMessages.referralCodeInvalid];
  }
  if (await findUserByEmail(db, input.email)) errors.email = [accountMessages.emailTaken];
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);

  const account: NewStudentAccount = {
    email: input.email,
    firstName: input.first_name,
    lastName: input.last_name,
    passwordHash: await hashPassword(input.password),
    timezone: input.timezone || 'UTC',
    referredByUserId,
    isEmailVerified: false,
  };

  let created: { account: CreatedStudentAccount; credits: Awaited<ReturnType<typeof creditInfo>> } | undefined;
  // A fresh referral code can collide with an existing one (1 in 10^12); then the whole signup is retried.
  for (let attempt = 1; !created; attempt += 1) {
    try {
      created = await db.transaction(async (tx) => {
        const result = await createStudentAccount(tx, deps, account);
        return { account: result, credits: await creditInfo(tx, result.user.id) };
      });
    } catch (error) {
      // Two signups with one email at the same moment: the unique index lets one through.
      if (isUniqueViolationOf(error, 'users_email_lower_key')) throw emailTakenError();
      if (isUniqueViolationOf(error, 'users_referral_code_key') && attempt < 3) continue;
      throw error;
    }
  }

  const { user, pointsEvent } = created.account;
  const tokens = await deps.tokens.issuePair(user.id, user.sessionEpoch);
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    is_student: user.isStudent,
    is_mentor: user.isMentor,
    email_verified: user.emailVerified,
    timezone: user.timezone,
    referral_code: user.referralCode,
    access: tokens.access,
    refresh: tokens.refresh,
    credit_info: created.credits,
    points_event: pointsEvent,
  };
}

const invalidCredentials = () => new AppError(400, accountErrorCodes.invalidCredentials, accountMessages.invalidCredentials);

export async function logIn(deps: AccountDeps, input: LoginRequest): Promise<LoginResponse> {
  const { db, clock } = deps;
  await assertLoginAllowed(db, clock.now(), input.email);
  const user = await findUserByEmail(db, input.email);
  // Unknown addresses (and coach accounts, which have no student sign-in) cost the same time as a real check.
  const isValid = user?.isStudent ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDummy(input.password);
  if (!user || !isValid) {
    await recordFailedLogin(db, clock.now(), input.email);
    throw invalidCredentials();
  }
  const [tokens, resend] = await Promise.all([deps.tokens.issuePair(user.id, user.sessionEpoch), readResendState(db, deps, user.id)]);
  return { ...tokens, email_verified: user.emailVerified, ...resend };
}

/** Refresh tokens are single use: each refresh answers a new pair of the same sign-in (token family). */
export async function refreshTokens(deps: AccountDeps, refresh: string): Promise<TokenPair> {
  const pair = await deps.tokens.rotate(refresh);
  if (!pair) throw new AppError(401, errorCodes.tokenInvalid, accountMessages.tokenInvalid);
  return pair;
}
