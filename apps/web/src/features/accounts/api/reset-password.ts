import type { PasswordResetRequest } from '@bloom/contract/accounts';
import { useMutation } from '@tanstack/react-query';
import { accountClient } from '@/lib/http';

/** POST /api/auth/password-reset/ with the wire names of decisions.md (email, otp, new_password). */
export function resetPassword(body: PasswordResetRequest): Promise<{ message?: string } | undefined> {
  return accountClient.post<{ message?: string } | undefined>('/auth/password-reset/', body, { auth: false });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword });
}
