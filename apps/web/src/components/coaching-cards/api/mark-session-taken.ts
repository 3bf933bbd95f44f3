import type { Booking } from '@bloom/contract/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/http';

/**
 * Joining a session: the meeting opens in a new tab at once (inside the click, so no popup blocker
 * stops it, and whatever the server answers), then PATCH update_session_taken records the join and the
 * sessions are fetched again. A failed record is only logged: the student is already in the meeting.
 */
export function useJoinSession() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (booking: Pick<Booking, 'id'>) => apiClient.patch<Booking>(`/bookings/${booking.id}/update_session_taken/`, { is_session_taken: true }),
    onError: (error) => console.warn('Recording the join failed', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }),
  });
  return {
    join: (booking: Pick<Booking, 'id' | 'url'>) => {
      window.open(booking.url, '_blank', 'noopener,noreferrer');
      mutation.mutate(booking);
    },
    /** The booking being joined right now, for its 'Joining...' label. */
    joiningId: mutation.isPending ? mutation.variables.id : null,
  };
}
