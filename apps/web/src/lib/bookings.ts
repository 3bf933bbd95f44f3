import type { Booking } from '@bloom/contract/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './http';

/**
 * The student's sessions (canceled ones are left out by the server). The shell's 'My Sessions' entry, the
 * dashboard's cards and the sessions page read this one list; whoever books, cancels, joins or rates
 * invalidates ['bookings'].
 */
export const bookingsQueryKey = ['bookings', 'list'] as const;

export const BOOKINGS_FAILED_MESSAGE = 'Failed to fetch bookings';

export function getBookings(): Promise<Booking[]> {
  return apiClient.get<Booking[]>('/bookings/');
}

export const bookingsQuery = queryOptions({ queryKey: bookingsQueryKey, queryFn: getBookings });

export function useBookings() {
  return useQuery(bookingsQuery);
}
