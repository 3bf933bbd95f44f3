import type { VerificationStatus } from '@bloom/contract/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountClient } from '@/lib/http';

export const verificationStatusQueryKey = (email: string) => ['accounts', 'verification-status', email.toLowerCase()] as const;

/** POST /api/check-verification/ */
export function checkVerification(email: string): Promise<VerificationStatus> {
  return accountClient.post<VerificationStatus>('/check-verification/', { email });
}

/**
 * The check, shared by the route guard, the verification screen and the shell's route loader (which
 * starts it as soon as the profile names the email). An answer counts as fresh for a few seconds, so
 * the guard mounting right after the loader's request does not ask again; a successful verification
 * writes its answer here (email-verification-page.tsx).
 */
export function verificationStatusQuery(email: string) {
  return queryOptions({
    queryKey: verificationStatusQueryKey(email),
    queryFn: () => checkVerification(email),
    staleTime: 10_000,
    retry: false,
  });
}

/** Whether the address is verified, plus the resend state. Idle until the email is known. */
export function useVerificationStatus(email: string | null | undefined) {
  return useQuery({ ...verificationStatusQuery(email ?? ''), enabled: Boolean(email) });
}
