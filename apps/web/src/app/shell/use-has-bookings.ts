import type { Booking } from '@bloom/contract/bookings';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/http';

/**
 * The booking list, under the ['bookings'] prefix: whoever books or cancels invalidates ['bookings']
 * and the 'My Sessions' entry follows.
 */
export const shellBookingsQueryKey = ['bookings', 'list'] as const;

async function getBookings(): Promise<Booking[]> {
  return apiClient.get<Booking[]>('/bookings/');
}

/** 'My Sessions' shows only when the student has bookings; until the list answers it stays hidden. */
export function useHasBookings(): boolean {
  const { data } = useQuery({ queryKey: shellBookingsQueryKey, queryFn: getBookings, select: (list) => Array.isArray(list) && list.length > 0 });
  return data ?? false;
}
