import type { VerifyEmailRequest } from '@bloom/contract/accounts';
import { useMutation } from '@tanstack/react-query';
import { accountClient } from '@/lib/http';

export interface VerifyEmailResponse {
  data?: { message?: string };
}

/** POST /api/verify-email/ */
export function verifyEmail(body: VerifyEmailRequest): Promise<VerifyEmailResponse | undefined> {
  return accountClient.post<VerifyEmailResponse | undefined>('/verify-email/', body);
}

export function useVerifyEmailMutation() {
  return useMutation({ mutationFn: verifyEmail });
}
