import { useCurrentUser } from '@/lib/current-user';
import { detectBrowserTimezone, isValidTimezone, useTimezone } from '@/lib/timezone';

/**
 * The zone the student's times are shown in: the stored timezone record (as every formatted time uses),
 * else the profile's, else the browser's. `isReady` once the record has answered, so free times are not
 * asked for twice.
 */
export function useStudentTimezone(): { timezone: string; isReady: boolean } {
  const record = useTimezone();
  const { data: user } = useCurrentUser();
  const candidates = [record.data?.timezone, user?.timezone, detectBrowserTimezone()];
  const timezone = candidates.find((zone): zone is string => Boolean(zone) && isValidTimezone(zone!)) ?? 'UTC';
  return { timezone, isReady: !record.isPending };
}
