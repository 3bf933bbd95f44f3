import type { SendInvitationRequest, SendInvitationResponse } from '@bloom/contract/referrals';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/http';

export async function sendReferralInvitation(body: SendInvitationRequest): Promise<SendInvitationResponse> {
  return apiClient.post<SendInvitationResponse>('/gamification/send-referral-invitation/', body);
}

/** POST /api/gamification/send-referral-invitation/: mails a friend the student's referral link. */
export function useSendReferralInvitation() {
  return useMutation({ mutationFn: sendReferralInvitation });
}
