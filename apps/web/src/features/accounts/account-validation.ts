// Plain functions, no zod: the login screen's chunk stays small (docs/decisions/0003). The texts are the
// spec's section 5, word for word.
import { NO_STUDENT_PROFILE_MESSAGE } from '@/lib/current-user';

export const PASSWORD_MIN_LENGTH = 8;
export const OTP_LENGTH = 6;
export const RESEND_LIMIT = 4;

export const validationMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  termsRequired: 'Please agree to the Terms of Service and Privacy Policy to continue',
  resendEmailRequired: 'Please enter an email address first',
  otpInvalid: 'Please enter a valid 6-digit OTP code',
  otpRequired: 'Please enter the verification code',
  newPasswordRequired: 'New password is required',
  newPasswordTooShort: 'Password must be at least 8 characters long',
} as const;

/** The account flows' texts of the spec's section 4 and 8, word for word. */
export const accountFlowMessages = {
  invalidLoginResponse: 'Invalid response from server',
  checkEmailForCode: 'Please check your email for verification code',
  noStudentProfile: NO_STUDENT_PROFILE_MESSAGE,
  registrationFieldErrors: 'Registration failed - please check the form for errors',
  registrationNoData: 'Registration failed - invalid response from server',
  autoLoginFailed: 'Registration successful but auto-login failed. Please try logging in manually.',
  resetLinkSent: 'Password reset link has been sent to your email address. Please check your inbox.',
  forgotFailed: 'Failed to send password reset email. Please try again.',
  unknownEmailServerText: 'user with this email does not exist.',
  recheckEmail: 'Please recheck the email you entered',
  resetFailed: 'Failed to reset password. Please try again.',
  emailNotFound: 'Email address not found!',
  verificationFailed: 'Verification failed. Please try again.',
  resendFailed: 'Failed to resend OTP',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function validateEmail(email: string): string | undefined {
  const trimmed = email.trim();
  if (!trimmed) return validationMessages.emailRequired;
  if (!EMAIL_PATTERN.test(trimmed)) return validationMessages.emailInvalid;
  return undefined;
}

export function validateLogin(values: { email: string; password: string }): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {};
  const email = validateEmail(values.email);
  if (email) errors.email = email;
  if (!values.password) errors.password = validationMessages.passwordRequired;
  return errors;
}

export interface RegisterValues {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
  referralCode: string;
  hasAgreed: boolean;
}

export type RegisterField = keyof RegisterValues;

export function validateRegister(values: RegisterValues): FieldErrors<RegisterField> {
  const errors: FieldErrors<RegisterField> = {};
  const email = validateEmail(values.email);
  if (email) errors.email = email;
  if (!values.firstName.trim()) errors.firstName = validationMessages.firstNameRequired;
  if (!values.lastName.trim()) errors.lastName = validationMessages.lastNameRequired;
  if (!values.password) errors.password = validationMessages.passwordRequired;
  else if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = validationMessages.passwordTooShort;
  if (values.confirmPassword !== values.password) errors.confirmPassword = validationMessages.passwordsDoNotMatch;
  if (!values.hasAgreed) errors.hasAgreed = validationMessages.termsRequired;
  return errors;
}

/** The code field keeps digits only, at most six (spec: 'input stripped to 6'). */
export function stripCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

export function isValidCode(code: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code);
}

export interface ResetValues {
  otp: string;
  newPassword: string;
  confirmPassword: string;
}

export function validateReset(values: ResetValues): FieldErrors<keyof ResetValues> {
  const errors: FieldErrors<keyof ResetValues> = {};
  if (!isValidCode(values.otp)) errors.otp = validationMessages.otpInvalid;
  if (!values.newPassword) errors.newPassword = validationMessages.newPasswordRequired;
  else if (values.newPassword.length < PASSWORD_MIN_LENGTH) errors.newPassword = validationMessages.newPasswordTooShort;
  if (values.confirmPassword !== values.newPassword) errors.confirmPassword = validationMessages.passwordsDoNotMatch;
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some(Boolean);
}
