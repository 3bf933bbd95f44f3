import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { serverMessageOr } from './error-message';
import { apiClient, onCreditInfo } from './http';

/** GET /api/gamification/credits/balance/ `data` (spec 'Credit balance'). */
export interface CreditBalance {
  available_credits: number;
  school_name: string | null;
  school_credit_balance: number;
  can_get_school_credits: boolean;
  school_credit_per_student: number;
}

export const creditBalanceQueryKey = ['credits', 'balance'] as const;

export async function getCreditBalance(): Promise<CreditBalance> {
  const response = await apiClient.get<{ success: boolean; data: CreditBalance }>('/gamification/credits/balance/');
  return response.data;
}

export const creditBalanceQuery = queryOptions({ queryKey: creditBalanceQueryKey, queryFn: getCreditBalance });

/** The student's credits: the header badge, the credits page and the booking dialog all read this. */
export function useCreditBalance(options: { enabled?: boolean } = {}) {
  return useQuery({ ...creditBalanceQuery, enabled: options.enabled ?? true });
}

/**
 * Pushes the credit_info that any successful response carries into the cached balance, so every badge
 * follows at once; then refetches for the school fields credit_info does not carry. The balance answer
 * itself carries credit_info, so only a change triggers a refetch (otherwise each refetch would cancel
 * and restart itself, forever).
 */
export function useCreditInfoSync(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onCreditInfo((info) => {
        const current = queryClient.getQueryData<CreditBalance>(creditBalanceQueryKey);
        if (!current) return;
        if (current.available_credits === info.available_credits && current.can_get_school_credits === info.can_get_school_credits) return;
        queryClient.setQueryData<CreditBalance>(creditBalanceQueryKey, {
          ...current,
          available_credits: info.available_credits,
          can_get_school_credits: info.can_get_school_credits,
        });
        if (queryClient.isFetching({ queryKey: creditBalanceQueryKey }) === 0) {
          void queryClient.invalidateQueries({ queryKey: creditBalanceQueryKey });
        }
      }),
    [queryClient],
  );
}

/** The credit dialogs' three levels (spec): 0 = No Credits, 1 = Low Credits, 2 or more = Sufficient. */
export type CreditLevel = 'none' | 'low' | 'sufficient';

export function creditLevelOf(availableCredits: number): CreditLevel {
  if (availableCredits <= 0) return 'none';
  return availableCredits === 1 ? 'low' : 'sufficient';
}

export const creditLevelLabels: Record<CreditLevel, string> = { none: 'No Credits', low: 'Low Credits', sufficient: 'Sufficient' };

/** School credits are offered only while the server allows them and the school's pool is above 0 (spec). */
export function canOfferSchoolCredits(balance: Pick<CreditBalance, 'can_get_school_credits' | 'school_credit_balance'> | undefined): boolean {
  return Boolean(balance?.can_get_school_credits) && (balance?.school_credit_balance ?? 0) > 0;
}

/** POST /api/gamification/credits/check/ `data`, plus the failure text when the check itself failed. */
export interface CreditCheck {
  can_book: boolean;
  message: string;
  available_credits: number;
  /** Set when the check failed: the server's message or 'Failed to check credits'. */
  error?: string;
}

export const CREDIT_CHECK_FAILED_MESSAGE = 'Unable to check credit status. Please try again.';

/**
 * Asks the server whether the student can book. A failed check is treated as "cannot book" with
 * 0 credits (spec), so callers never have to handle a rejection.
 */
export async function checkCredits(): Promise<CreditCheck> {
  try {
    const response = await apiClient.post<{ success: boolean; data: Partial<CreditCheck> & Pick<CreditCheck, 'can_book' | 'message'> }>(
      '/gamification/credits/check/',
    );
    const { can_book, message, available_credits } = response.data;
    return { can_book, message, available_credits: available_credits ?? (can_book ? 1 : 0) };
  } catch (error) {
    return { can_book: false, message: CREDIT_CHECK_FAILED_MESSAGE, available_credits: 0, error: serverMessageOr(error, 'Failed to check credits') };
  }
}

export function useCheckCredits() {
  return useMutation({ mutationKey: ['credits', 'check'], mutationFn: checkCredits });
}

/** POST /api/gamification/credits/allocate-from-school/ body. */
export interface AllocateSchoolCreditsInput {
  credits_to_allocate: number;
  notes?: string;
}

interface AllocateSchoolCreditsResponse {
  success: boolean;
  message: string;
  data: { credits_allocated: number; new_balance: number; school_name?: string; school_credit_balance?: number };
}

/** What the credits-allocated dialog shows. */
export interface SchoolAllocation {
  message: string;
  creditsAllocated: number;
  /** The credits before the allocation plus those allocated (spec). */
  newBalance: number;
  schoolName: string | null;
}

export const ALLOCATION_FAILED_MESSAGE = 'Failed to allocate credits';

/**
 * Moves credits from the student's school pool to the student. On success the cached balance goes up
 * and the school's pool goes down by the amount at once, then everything about credits is refetched.
 * A failure is logged (spec) and left on the mutation's `error` for the caller to show.
 */
export function useAllocateSchoolCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['credits', 'allocate-from-school'],
    mutationFn: async (input: AllocateSchoolCreditsInput): Promise<SchoolAllocation> => {
      // Read before the call: the response's credit_info already updates the cache while it arrives.
      const before = queryClient.getQueryData<CreditBalance>(creditBalanceQueryKey);
      const response = await apiClient.post<AllocateSchoolCreditsResponse>('/gamification/credits/allocate-from-school/', input);
      const allocated = response.data.credits_allocated;
      const availableBefore = before?.available_credits ?? response.data.new_balance - allocated;
      if (before) {
        queryClient.setQueryData<CreditBalance>(creditBalanceQueryKey, {
          ...before,
          available_credits: availableBefore + allocated,
          school_credit_balance: Math.max(0, before.school_credit_balance - allocated),
        });
      }
      return {
        message: response.message,
        creditsAllocated: allocated,
        newBalance: availableBefore + allocated,
        schoolName: response.data.school_name ?? before?.school_name ?? null,
      };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['credits'] }),
    onError: (error) => console.warn('School credit allocation failed', error),
  });
}

/** The text to show for a failed allocation: the server's message or 'Failed to allocate credits'. */
export function allocationErrorMessage(error: unknown): string {
  return serverMessageOr(error, ALLOCATION_FAILED_MESSAGE);
}

/** Spec: 'Default school allocation 5 credits' when the school names no per-student value. */
const DEFAULT_SCHOOL_CREDITS_PER_STUDENT = 5;
/** The most one allocation request may ask for (the contract's limit). */
const MAX_CREDITS_PER_ALLOCATION_REQUEST = 100;

/**
 * How many credits to ask the school for: the per-student allowance, never more than the pool. The
 * server grants at most what the student has left of the allowance, so asking for the whole allowance is safe.
 */
export function schoolCreditsToRequest(balance: Pick<CreditBalance, 'school_credit_per_student' | 'school_credit_balance'>): number {
  const perStudent = balance.school_credit_per_student > 0 ? balance.school_credit_per_student : DEFAULT_SCHOOL_CREDITS_PER_STUDENT;
  return Math.max(1, Math.min(perStudent, balance.school_credit_balance, MAX_CREDITS_PER_ALLOCATION_REQUEST));
}
