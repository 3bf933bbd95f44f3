import { useQuery } from '@tanstack/react-query';
import { bookingsQuery } from '@/lib/bookings';

/**
 * 'My Sessions' shows only when the student has bookings; until the list answers it stays hidden. The
 * list is the dashboard's own, so one request feeds both; booking or canceling invalidates ['bookings'].
 */
export function useHasBookings(): boolean {
  const { data } = useQuery({ ...bookingsQuery, select: (list) => Array.isArray(list) && list.length > 0 });
  return data ?? false;
}
