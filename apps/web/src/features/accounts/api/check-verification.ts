import type { VerificationStatus } from '@bloom/contract/accounts';
import { useQuery } from '@tanstack/react-query';
import { accountClient } from '@/lib/http';

export const verificationStatusQueryKey = (email: string) => ['accounts', 'verification-status', email.toLowerCase()] as const;

/** POST /api/check-verification/ */
export function checkVerification(email: string): Promise<VerificationStatus> {
  return accountClient.post<VerificationStatus>('/check-verification/', { email });
}

/** Whether the address is verified, plus the resend state. Idle until the email is known. */
export function useVerificationStatus(email: string | null | undefined) {
  return useQuery({
    queryKey: verificationStatusQueryKey(email ?? ''),
    queryFn: () => checkVerification(email ?? ''),
    enabled: Boolean(email),
    staleTime: 0,
    retry: false,
  });
}
