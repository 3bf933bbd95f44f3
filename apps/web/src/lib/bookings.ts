import type { Booking } from '@bloom/contract/bookings';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/http';

/**
 * The student's sessions (canceled ones are left out by the server). The same key as the shell's
 * 'My Sessions' check, so one request feeds both; whoever books, cancels, joins or rates invalidates
 * ['bookings'].
 */
export const bookingsQueryKey = ['bookings', 'list'] as const;

export const BOOKINGS_FAILED_MESSAGE = 'Failed to fetch bookings';

export function getBookings(): Promise<Booking[]> {
  return apiClient.get<Booking[]>('/bookings/');
}

export function useBookings() {
  return useQuery({ queryKey: bookingsQueryKey, queryFn: getBookings });
}
