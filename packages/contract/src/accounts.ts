import { z } from 'zod';
import { creditInfoSchema } from './credits';
import { pointsEventSchema } from './gamification';

/** Spec section 9 and decisions.md ('Accounts'). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 150;
export const TIMEZONE_MAX_LENGTH = 64;
export const REFERRAL_CODE_MAX_LENGTH = 64;
export const OTP_LENGTH = 6;
export const OTP_VALID_MINUTES = 10;
export const OTP_MAX_WRONG_TRIES = 5;
export const RESEND_LIMIT = 4;
export const RESEND_WINDOW_HOURS = 24;

/** Every text the account calls put on the wire; the spec's own texts are word for word. */
export const accountMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: `Email must be at most ${EMAIL_MAX_LENGTH} characters.`,
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  firstNameInvalid: 'First name may contain only letters, spaces, apostrophes, hyphens and periods.',
  lastNameInvalid: 'Last name may contain only letters, spaces, apostrophes, hyphens and periods.',
  nameTooLong: `Names must be at most ${NAME_MAX_LENGTH} characters.`,
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  newPasswordRequired: 'New password is required',
  newPasswordTooShort: 'Password must be at least 8 characters long',
  otpRequired: 'Please enter the verification code',
  otpInvalid: 'Please enter a valid 6-digit OTP code',
  timezoneInvalid: 'Invalid timezone',
  referralCodeInvalid: 'This referral code is not valid.',
  usernameInvalid: 'Username must be at most 254 characters.',
  studentOnly: 'Only student accounts can be created here.',
  loginTypeInvalid: 'Only student sign-in is supported.',
  refreshRequired: 'Refresh token is required.',

  emailTaken: 'A user with this email already exists.',
  invalidCredentials: 'Invalid email or password.',
  userNotFound: 'user with this email does not exist.',
  alreadyVerified: 'Your email is already verified.',
  emailVerified: 'Your email has been verified.',
  codeInvalid: 'This code is not correct. Please check your email and try again.',
  codeExpired: 'This code has expired or was used too many times. Please request a new one.',
  verificationCodeSent: 'A new verification code has been sent to your email.',
  resetCodeSent: 'Password reset code has been sent to your email.',
  passwordReset: 'Your password has been reset. You can now sign in with your new password.',
  tokenInvalid: 'Token is invalid or expired',
  resendLimitReached: `You have used all ${RESEND_LIMIT} code resends for the last ${RESEND_WINDOW_HOURS} hours. Please try again later.`,
} as const;

/** Machine codes of the account errors, beside the generic ones of errors.ts. */
export const accountErrorCodes = {
  invalidCredentials: 'invalid_credentials',
  codeInvalid: 'invalid_code',
  codeExpired: 'code_expired',
  alreadyVerified: 'already_verified',
  resendLimit: 'resend_limit_exceeded',
} as const;

const isMissing = (input: unknown) => input === undefined || input === null;

/**
 * zod 4 runs length checks on anything with a length, arrays included; limiting them to strings keeps a
 * wrongly typed value to its one type message.
 */
const onStrings = { when: (payload: { value: unknown }) => typeof payload.value === 'string' };

/** Trimmed, required, at most 254 characters, a valid address. Stored as typed; compared lower-cased. */
export const emailSchema = z
  .string({ error: (issue) => (isMissing(issue.input) ? accountMessages.emailRequired : accountMessages.emailInvalid) })
  .trim()
  .min(1, { error: accountMessages.emailRequired, abort: true, ...onStrings })
  .max(EMAIL_MAX_LENGTH, { error: accountMessages.emailTooLong, abort: true, ...onStrings })
  .pipe(z.email({ error: accountMessages.emailInvalid }));

/**
 * Letters and marks of any script, with spaces, apostrophes, hyphens and periods between them. Refuses
 * control characters (NUL), bidirectional overrides and marks (which can disguise a name) and emoji.
 */
const NAME_PATTERN = /^[\p{L}\p{M}]+(?:[\p{L}\p{M} '’.-]*[\p{L}\p{M}.])?$/u;

const nameSchema = (required: string, invalid: string) =>
  z
    .string({ error: (issue) => (isMissing(issue.input) ? required : invalid) })
    .trim()
    .min(1, { error: required, abort: true, ...onStrings })
    .max(NAME_MAX_LENGTH, { error: accountMessages.nameTooLong, abort: true, ...onStrings })
    .transform((value) => value.normalize('NFC').replace(/ {2,}/g, ' '))
    .pipe(z.string().regex(NAME_PATTERN, { error: invalid, ...onStrings }));

const newPasswordSchema = (required: string, tooShort: string) =>
  z
    .string({ error: required })
    .min(1, { error: required, abort: true, ...onStrings })
    .min(PASSWORD_MIN_LENGTH, { error: tooShort, abort: true, ...onStrings })
    .max(PASSWORD_MAX_LENGTH, { error: accountMessages.passwordTooLong, ...onStrings });

export function isValidTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const timezoneSchema = z
  .string({ error: accountMessages.timezoneInvalid })
  .trim()
  .max(TIMEZONE_MAX_LENGTH, { error: accountMessages.timezoneInvalid, abort: true, ...onStrings })
  .refine((value) => value === '' || isValidTimeZone(value), { error: accountMessages.timezoneInvalid });

export const otpSchema = z
  .string({ error: (issue) => (isMissing(issue.input) ? accountMessages.otpRequired : accountMessages.otpInvalid) })
  .trim()
  .min(1, { error: accountMessages.otpRequired, abort: true, ...onStrings })
  .regex(/^\d{6}$/, { error: accountMessages.otpInvalid, ...onStrings });

/** POST /api/signup/ (spec section 3, 'Signup payload'). */
export const signupRequestSchema = z.strictObject({
  email: emailSchema,
  /** The spec's client sends the lower-cased email; the server always stores that itself and only checks this field. */
  username: z.string({ error: accountMessages.usernameInvalid }).max(EMAIL_MAX_LENGTH, { error: accountMessages.usernameInvalid, ...onStrings }).nullish(),
  first_name: nameSchema(accountMessages.firstNameRequired, accountMessages.firstNameInvalid),
  last_name: nameSchema(accountMessages.lastNameRequired, accountMessages.lastNameInvalid),
  password: newPasswordSchema(accountMessages.passwordRequired, accountMessages.passwordTooShort),
  // Coaches are created by operators, never through the public signup.
  is_student: z.literal(true, { error: accountMessages.studentOnly }).optional(),
  is_mentor: z.literal(false, { error: accountMessages.studentOnly }).optional(),
  /** An IANA zone name; missing, null or empty means UTC. */
  timezone: timezoneSchema.nullish(),
  referral_code: z
    .string({ error: accountMessages.referralCodeInvalid })
    .trim()
    .max(REFERRAL_CODE_MAX_LENGTH, { error: accountMessages.referralCodeInvalid, abort: true, ...onStrings })
    .regex(/^[A-Za-z0-9_-]*$/, { error: accountMessages.referralCodeInvalid, ...onStrings })
    .nullish(),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const signupResponseSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_student: z.boolean(),
  is_mentor: z.boolean(),
  email_verified: z.boolean(),
  timezone: z.string(),
  referral_code: z.string(),
  access: z.string(),
  refresh: z.string(),
  credit_info: creditInfoSchema,
  points_event: pointsEventSchema.nullable(),
});
export type SignupResponse = z.infer<typeof signupResponseSchema>;

/** POST /api/login/ (spec section 3, 'Login request'). */
export const loginRequestSchema = z.strictObject({
  email: emailSchema,
  password: z
    .string({ error: accountMessages.passwordRequired })
    .min(1, { error: accountMessages.passwordRequired, abort: true, ...onStrings })
    .max(PASSWORD_MAX_LENGTH, { error: accountMessages.passwordTooLong, ...onStrings }),
  type: z.literal('student', { error: accountMessages.loginTypeInvalid }).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The resend state the verification screen shows (spec: email_verified, can_resend, resend_count, next_resend_time). */
export const resendStateSchema = z.object({
  can_resend: z.boolean(),
  /** Resends used in the last 24 hours. */
  resend_count: z.number().int(),
  /** ISO instant when the next resend is allowed; null while resending is allowed. */
  next_resend_time: z.string().nullable(),
});

export const loginResponseSchema = z.object({
  access: z.string(),
  refresh: z.string(),
  email_verified: z.boolean(),
  ...resendStateSchema.shape,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /api/verify-email/ */
export const verifyEmailRequestSchema = z.strictObject({ email: emailSchema, otp: otpSchema });
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;
export const verifyEmailResponseSchema = z.object({ data: z.object({ message: z.string() }) });

/** POST /api/resend-otp/ and POST /api/check-verification/ */
export const emailOnlyRequestSchema = z.strictObject({ email: emailSchema });
export type EmailOnlyRequest = z.infer<typeof emailOnlyRequestSchema>;
export const resendOtpResponseSchema = z.object({ message: z.string(), ...resendStateSchema.shape });
export const verificationStatusSchema = z.object({ email_verified: z.boolean(), ...resendStateSchema.shape });
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

/** POST /api/auth/password-forget/ */
export const passwordForgetRequestSchema = emailOnlyRequestSchema;
/** POST /api/auth/password-reset/ (wire names fixed by decisions.md). */
export const passwordResetRequestSchema = z.strictObject({
  email: emailSchema,
  otp: otpSchema,
  new_password: newPasswordSchema(accountMessages.newPasswordRequired, accountMessages.newPasswordTooShort),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;
export const messageResponseSchema = z.object({ message: z.string() });

/** POST /api/token/refresh/ (decisions.md: exists for other clients; the web app never refreshes). */
export const tokenRefreshRequestSchema = z.strictObject({
  refresh: z
    .string({ error: accountMessages.refreshRequired })
    .min(1, { error: accountMessages.refreshRequired, abort: true, ...onStrings })
    .max(4096, { error: accountMessages.tokenInvalid, ...onStrings }),
});
/** Refresh tokens are single use: the answer carries the next one. */
export const tokenRefreshResponseSchema = z.object({ access: z.string(), refresh: z.string() });
