import { AVAILABILITY_WINDOW_DAYS, bookingMessages, type Availability } from '@bloom/contract/bookings';
import type { Db } from '@bloom/db/client';
import { AppError } from '../../platform/errors';
import { freeSlots, groupByZonedDate, minutesOfTime, SLOT_MS, type CoachSchedule, type Interval } from './availability';
import { findActiveMentorZones, findBusyTimes, findCoachSchedule, findDatedHours, findMentorZone, findWeeklyHours } from './schedule.repository';
import { addDays, canonicalTimeZone, compareDates, DAY_MS, parseDate, startOfZonedDay, zonedDateOf } from './zoned-time';

const WINDOW_MS = AVAILABILITY_WINDOW_DAYS * DAY_MS;

function utcDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Schedules and active bookings of some coaches around [from, to), loaded in three queries. */
async function loadCoachTimes(db: Db, coaches: { id: number; timezone: string }[], from: number, to: number) {
  const ids = coaches.map((c) => c.id);
  // One after the other: `db` may be a transaction, whose single connection must not run two queries at once.
  // Coach-local dates lie within a day of the UTC dates; two days of margin on each side is plenty.
  const weekly = await findWeeklyHours(db, ids);
  const dated = await findDatedHours(db, ids, utcDate(from - 2 * DAY_MS), utcDate(to + 2 * DAY_MS));
  const busy = await findBusyTimes(db, ids, new Date(from), new Date(to));
  const byCoach = new Map<number, { schedule: CoachSchedule; busy: Interval[] }>();
  for (const coach of coaches) byCoach.set(coach.id, { schedule: { timezone: coach.timezone, weekly: [], exceptions: [] }, busy: [] });
  for (const row of weekly) {
    byCoach.get(row.mentorId)?.schedule.weekly.push({
      dayOfWeek: row.dayOfWeek,
      startMinute: minutesOfTime(row.startTime),
      endMinute: minutesOfTime(row.endTime),
    });
  }
  for (const row of dated) {
    byCoach.get(row.mentorId)?.schedule.exceptions.push({
      date: row.date,
      startMinute: row.startTime === null ? null : minutesOfTime(row.startTime),
      endMinute: row.endTime === null ? null : minutesOfTime(row.endTime),
    });
  }
  for (const row of busy) byCoach.get(row.mentorId)?.busy.push({ start: row.startTime.getTime(), end: row.endTime.getTime() });
  return byCoach;
}

/** One coach (with their contact) and their schedule and busy times around [from, to) in one query; undefined for an unknown coach. */
async function loadOneCoach(db: Db, mentorId: number, from: number, to: number) {
  const row = await findCoachSchedule(db, mentorId, utcDate(from - 2 * DAY_MS), utcDate(to + 2 * DAY_MS), new Date(from), new Date(to));
  if (!row) return undefined;
  const schedule: CoachSchedule = {
    timezone: row.timezone,
    weekly: row.weekly.map(([dayOfWeek, start, end]) => ({ dayOfWeek, startMinute: minutesOfTime(start), endMinute: minutesOfTime(end) })),
    exceptions: row.dated.map(([date, start, end]) => ({
      date,
      startMinute: start === null ? null : minutesOfTime(start),
      endMinute: end === null ? null : minutesOfTime(end),
    })),
  };
  const busy: Interval[] = row.busy.map(([start, end]) => ({ start: Number(start), end: Number(end) }));
  const { id, timezone, isActive, email, firstName, lastName, photoUrl } = row;
  return { coach: { id, timezone, isActive, email, firstName, lastName, photoUrl }, schedule, busy };
}

export interface AvailabilityRequest {
  mentorId: number;
  fromDate?: string;
  toDate?: string;
  timezone?: string;
}

/**
 * Free 30-minute slots of a coach keyed by date in the viewer's timezone. The window runs from the start of
 * from_date to the end of to_date on the viewer's clock, never more than 45 days, never past now + 45 days.
 */
export async function getAvailability(db: Db, now: Date, request: AvailabilityRequest): Promise<Availability> {
  const zone = canonicalTimeZone(request.timezone ?? 'UTC');
  if (!zone) throw AppError.validation({ timezone: [bookingMessages.unknownTimezone] });
  const requireCoach = async () => {
    const coach = await findMentorZone(db, request.mentorId);
    if (!coach) throw AppError.notFound(bookingMessages.coachNotFound);
  };

  let fromDate = request.fromDate ? parseDate(request.fromDate) : zonedDateOf(now.getTime(), zone);
  if (!fromDate) throw AppError.validation({ from_date: [bookingMessages.invalidDate] });
  let toDate = request.toDate ? parseDate(request.toDate) : addDays(fromDate, AVAILABILITY_WINDOW_DAYS);
  if (!toDate) throw AppError.validation({ to_date: [bookingMessages.invalidDate] });
  if (compareDates(toDate, fromDate) < 0) throw AppError.validation({ to_date: [bookingMessages.dateOrder] });
  const longest = addDays(fromDate, AVAILABILITY_WINDOW_DAYS);
  if (compareDates(toDate, longest) > 0) toDate = longest;

  // Only dates near today can hold a slot; clamping first keeps zone work to the years around now.
  const nowMs = now.getTime();
  const today = zonedDateOf(nowMs, zone);
  const firstUseful = addDays(today, -1);
  const lastUseful = addDays(today, AVAILABILITY_WINDOW_DAYS + 1);
  if (compareDates(fromDate, lastUseful) > 0 || compareDates(toDate, firstUseful) < 0) {
    await requireCoach();
    return {};
  }
  if (compareDates(fromDate, firstUseful) < 0) fromDate = firstUseful;
  if (compareDates(toDate, lastUseful) > 0) toDate = lastUseful;

  const windowStart = Math.max(startOfZonedDay(fromDate, zone), nowMs);
  const windowEnd = Math.min(startOfZonedDay(addDays(toDate, 1), zone), nowMs + WINDOW_MS);
  if (windowEnd <= windowStart) {
    await requireCoach();
    return {};
  }

  const times = await loadOneCoach(db, request.mentorId, windowStart, windowEnd);
  if (!times) throw AppError.notFound(bookingMessages.coachNotFound);
  // A deactivated coach is still a coach (past sessions name them) but offers no time.
  if (!times.coach.isActive) return {};
  const slots = freeSlots({ schedule: times.schedule, busy: times.busy, windowStart, windowEnd, now: nowMs });
  return groupByZonedDate(slots, zone);
}

export type SlotCheck = 'ok' | 'length' | 'past' | 'too_far' | 'outside' | 'taken' | 'inactive';

/**
 * Whether [start, end) is one of the coach's 30-minute slots, in the future, within the booking window and
 * free. `ignoreBookingId` leaves a booking's own time out when it is being moved. The unique index on
 * (coach, start) is what finally decides a race; this check gives the clear answer in the common case.
 */
export async function checkSlot(
  db: Db,
  now: Date,
  mentor: { id: number },
  start: Date,
  end: Date,
  ignore?: { start: Date },
): Promise<SlotCheck> {
  const early = slotCheckBeforeLoading(now, start, end);
  if (early) return early;
  const times = await loadOneCoach(db, mentor.id, start.getTime(), start.getTime() + SLOT_MS);
  return times ? slotCheckOf(times, now, start, ignore) : 'outside';
}

/**
 * For a booking: the coach (with their contact, for the mails) and the check of [start, end) against their
 * hours and bookings, in one query. Undefined for an unknown coach; refusals are the caller's to order.
 */
export async function findCoachWithSlotCheck(db: Db, now: Date, mentorId: number, start: Date, end: Date) {
  const early = slotCheckBeforeLoading(now, start, end);
  // A time refused before loading (in the past, say) still needs the coach: their times are then read around now.
  const from = early ? now.getTime() : start.getTime();
  const times = await loadOneCoach(db, mentorId, from, from + SLOT_MS);
  if (!times) return undefined;
  return { coach: times.coach, check: early ?? slotCheckOf(times, now, start) };
}

function slotCheckBeforeLoading(now: Date, start: Date, end: Date): SlotCheck | undefined {
  const startMs = start.getTime();
  if (end.getTime() - startMs !== SLOT_MS) return 'length';
  if (startMs <= now.getTime()) return 'past';
  if (startMs >= now.getTime() + WINDOW_MS) return 'too_far';
  return undefined;
}

function slotCheckOf(times: NonNullable<Awaited<ReturnType<typeof loadOneCoach>>>, now: Date, start: Date, ignore?: { start: Date }): SlotCheck {
  const startMs = start.getTime();
  if (!times.coach.isActive) return 'inactive';
  const offered = freeSlots({ schedule: times.schedule, busy: [], windowStart: startMs, windowEnd: startMs + 1, now: now.getTime() });
  if (offered[0]?.start !== startMs) return 'outside';
  const ignoredStart = ignore?.start.getTime();
  const clash = times.busy.some((b) => b.start !== ignoredStart && b.start < startMs + SLOT_MS && b.end > startMs);
  return clash ? 'taken' : 'ok';
}

/** The active coaches with at least one free slot between now and now + 45 days. */
export async function findCoachesWithFreeTime(db: Db, now: Date): Promise<Set<number>> {
  const coaches = await findActiveMentorZones(db);
  const nowMs = now.getTime();
  const byCoach = await loadCoachTimes(db, coaches, nowMs, nowMs + WINDOW_MS);
  const result = new Set<number>();
  for (const coach of coaches) {
    const times = byCoach.get(coach.id)!;
    if (times.schedule.weekly.length === 0 && times.schedule.exceptions.every((e) => e.startMinute === null)) continue;
    // A week at a time: most coaches have a free slot in the first week, so the rest is never computed.
    for (let from = nowMs; from < nowMs + WINDOW_MS; from += 7 * DAY_MS) {
      const to = Math.min(from + 7 * DAY_MS, nowMs + WINDOW_MS);
      if (freeSlots({ ...times, windowStart: from, windowEnd: to, now: nowMs }).length > 0) {
        result.add(coach.id);
        break;
      }
    }
  }
  return result;
}
