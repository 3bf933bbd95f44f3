import type { Availability } from '@bloom/contract/bookings';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/http';

export const availabilityQueryKey = (coachId: number) => ['coaching', 'availability', coachId] as const;

export interface AvailabilityRange {
  fromDate: string;
  toDate: string;
  timezone: string;
}

export function getAvailability(coachId: number, range: AvailabilityRange): Promise<Availability> {
  return apiClient.get<Availability>('/time-slots/availability/', {
    query: { mentor_id: coachId, from_date: range.fromDate, to_date: range.toDate, timezone: range.timezone },
  });
}

/** A coach's free 30-minute slots from today to today + 45 days, keyed by date in the student's timezone. */
export function useAvailability(coachId: number | null, range: AvailabilityRange, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...availabilityQueryKey(coachId ?? 0), range.fromDate, range.toDate, range.timezone],
    queryFn: () => getAvailability(coachId!, range),
    enabled: coachId !== null && (options.enabled ?? true),
  });
}
