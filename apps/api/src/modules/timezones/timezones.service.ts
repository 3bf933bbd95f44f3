import { DEFAULT_TIMEZONE, timezoneMessages, type TimezoneInfo, type UserTimezone } from '@bloom/contract/timezones';
import type { Db } from '@bloom/db/client';
import { AppError } from '../../platform/errors';
import { describeTimezone, listTimezones, normalizeTimezone } from './timezone-info';
import { findUserTimezone, updateUserTimezone } from './timezones.repository';

async function loadUser(db: Db, userId: number) {
  const user = await findUserTimezone(db, userId);
  if (!user) throw AppError.unauthenticated();
  return user;
}

function toUserTimezone(timezone: string, isMentor: boolean, at: Date): UserTimezone {
  // A zone stored before the runtime dropped it still has to answer something sensible.
  const valid = normalizeTimezone(timezone) ?? DEFAULT_TIMEZONE;
  return { ...describeTimezone(valid, at), timezone, user_type: isMentor ? 'mentor' : 'student' };
}

export async function getUserTimezone(db: Db, userId: number, at: Date): Promise<UserTimezone> {
  const user = await loadUser(db, userId);
  return toUserTimezone(user.timezone, user.isMentor, at);
}

/** Validates an IANA name and stores it; throws a field error on `timezone` otherwise. */
export function requireValidTimezone(input: string): string {
  const timezone = normalizeTimezone(input);
  if (!timezone) throw AppError.validation({ timezone: [timezoneMessages.invalid(input.slice(0, 64))] });
  return timezone;
}

export async function setUserTimezone(db: Db, userId: number, input: string, at: Date): Promise<UserTimezone> {
  const timezone = requireValidTimezone(input);
  const user = await loadUser(db, userId);
  await updateUserTimezone(db, userId, timezone);
  return toUserTimezone(timezone, user.isMentor, at);
}

export function availableTimezones(at: Date): TimezoneInfo[] {
  return listTimezones(at);
}
