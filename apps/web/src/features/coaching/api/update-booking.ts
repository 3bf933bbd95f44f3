import type { UpdateBookingRequest, updateBookingResponseSchema } from '@bloom/contract/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/http';
import { userPointsQueryKey } from '@/lib/user-points';

export type UpdateBookingResult = z.infer<typeof updateBookingResponseSchema>;

export function updateBooking(bookingId: number, changes: UpdateBookingRequest): Promise<UpdateBookingResult> {
  return apiClient.patch<UpdateBookingResult>(`/bookings/${bookingId}/`, changes);
}

/**
 * PATCH /api/bookings/{id}/: cancel (`{"status": "canceled"}`, the credit comes back more than 24 hours
 * ahead) or reschedule (a new start and end, at least 24 hours ahead). Sessions, free times and points
 * are fetched again afterwards.
 */
export function useUpdateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, changes }: { bookingId: number; changes: UpdateBookingRequest }) => updateBooking(bookingId, changes),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['bookings'] }),
        queryClient.invalidateQueries({ queryKey: ['coaching', 'availability'] }),
        queryClient.invalidateQueries({ queryKey: userPointsQueryKey }),
      ]);
    },
  });
}
