import type { SignupRequest, SignupResponse } from '@bloom/contract/accounts';
import { useMutation } from '@tanstack/react-query';
import { accountClient } from '@/lib/http';

export interface SignUpInput {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  timezone: string;
  referralCode: string | null;
}

/** The spec's signup payload: username is the lower-cased email; always a student. */
export function toSignupPayload(input: SignUpInput): SignupRequest {
  const email = input.email.trim();
  return {
    email,
    username: email.toLowerCase(),
    first_name: input.firstName.trim(),
    last_name: input.lastName.trim(),
    password: input.password,
    is_student: true,
    is_mentor: false,
    timezone: input.timezone,
    referral_code: input.referralCode?.trim() || null,
  };
}

/** POST /api/signup/ */
export function signUp(input: SignUpInput): Promise<Partial<SignupResponse> | undefined> {
  return accountClient.post<Partial<SignupResponse> | undefined>('/signup/', toSignupPayload(input), { auth: false });
}

export function useSignUpMutation() {
  return useMutation({ mutationFn: signUp });
}
