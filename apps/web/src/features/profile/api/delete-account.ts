import type { DeleteAccountRequest } from '@bloom/contract/personal-data';
import { useMutation } from '@tanstack/react-query';
import { accountClient } from '@/lib/http';

/** POST /api/account/delete/: deletes the signed-in student's account once the password confirms it. */
export function deleteAccount(body: DeleteAccountRequest): Promise<{ message: string }> {
  return accountClient.post<{ message: string }>('/account/delete/', body);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
