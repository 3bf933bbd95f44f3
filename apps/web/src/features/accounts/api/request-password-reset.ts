import type { EmailOnlyRequest } from '@bloom/contract/accounts';
import { useMutation } from '@tanstack/react-query';
import { accountClient } from '@/lib/http';

/** POST /api/auth/password-forget/: mails a reset code; 404 for an unknown address. */
export function requestPasswordReset(body: EmailOnlyRequest): Promise<{ message?: string } | undefined> {
  return accountClient.post<{ message?: string } | undefined>('/auth/password-forget/', body, { auth: false });
}

export function useRequestPasswordResetMutation() {
  return useMutation({ mutationFn: requestPasswordReset });
}
