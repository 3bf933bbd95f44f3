import type { EmailOnlyRequest } from '@bloom/contract/accounts';
import { useMutation } from '@tanstack/react-query';
import { accountClient } from '@/lib/http';

export interface ResendOtpResponse {
  message?: string;
  can_resend?: boolean;
  resend_count?: number;
  next_resend_time?: string | null;
}

/** POST /api/resend-otp/: 429 with next_resend_time once the 4 resends of 24 hours are used. */
export function resendOtp(body: EmailOnlyRequest): Promise<ResendOtpResponse | undefined> {
  return accountClient.post<ResendOtpResponse | undefined>('/resend-otp/', body);
}

export function useResendOtpMutation() {
  return useMutation({ mutationFn: resendOtp });
}
