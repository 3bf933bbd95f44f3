import type { LoginRequest, LoginResponse } from '@bloom/contract/accounts';
import { useMutation } from '@tanstack/react-query';
import { accountClient } from '@/lib/http';

export type LoginCredentials = Pick<LoginRequest, 'email' | 'password'>;

/**
 * POST /api/login/, always as a student. The answer is typed loosely on purpose: the screen checks for
 * both tokens itself ('Invalid response from server').
 */
export function login(credentials: LoginCredentials): Promise<Partial<LoginResponse> | undefined> {
  return accountClient.post<Partial<LoginResponse> | undefined>('/login/', { ...credentials, type: 'student' }, { auth: false });
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}
