import type { BookSessionRequest, bookSessionResponseSchema } from '@bloom/contract/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { HttpError, apiClient } from '@/lib/http';
import { serverMessage } from '@/lib/error-message';
import { userPointsQueryKey } from '@/lib/user-points';
import { availabilityQueryKey } from './get-availability';

export type BookSessionResult = z.infer<typeof bookSessionResponseSchema>;

export const BOOKING_FAILED_MESSAGE = 'Failed to book the session. Please try again.';

export function bookSession(payload: BookSessionRequest): Promise<BookSessionResult> {
  return apiClient.post<BookSessionResult>('/book-session/', payload);
}

/** The spec's booking failure text: the non_field_errors joined, or the message, or the fallback. */
export function bookingErrorMessage(error: unknown): string {
  if (error instanceof HttpError && error.body && typeof error.body === 'object') {
    const nonField = (error.body as Record<string, unknown>).non_field_errors;
    if (Array.isArray(nonField) && nonField.length > 0 && nonField.every((m) => typeof m === 'string')) return nonField.join(' ');
    return serverMessage(error.body) ?? BOOKING_FAILED_MESSAGE;
  }
  return BOOKING_FAILED_MESSAGE;
}

/**
 * POST /api/book-session/. The new credit balance arrives with the answer (credit_info, pushed to the
 * header badge by the shell) and so does the points popup (points_event); the sessions, the coach's free
 * times and the points are fetched again.
 */
export function useBookSession(coachId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookSession,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['bookings'] }),
        queryClient.invalidateQueries({ queryKey: availabilityQueryKey(coachId) }),
        queryClient.invalidateQueries({ queryKey: userPointsQueryKey }),
      ]);
    },
  });
}
