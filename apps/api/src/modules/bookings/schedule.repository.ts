import { and, asc, eq, gt, gte, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '@bloom/db/client';
import { bookings, mentorAvailabilityExceptions, mentorProfiles, mentorWeeklyAvailability, users } from '@bloom/db/schema';

export async function findMentorZone(db: Db, mentorId: number) {
  const [row] = await db
    .select({ id: mentorProfiles.id, timezone: mentorProfiles.timezone, isActive: mentorProfiles.isActive })
    .from(mentorProfiles)
    .where(eq(mentorProfiles.id, mentorId));
  // (The subqueries name the coach by parameter: drizzle writes an outer column unqualified, which inside
  // a subquery would mean the inner table's own id.)
  return row;
}

export async function findActiveMentorZones(db: Db) {
  return db
    .select({ id: mentorProfiles.id, timezone: mentorProfiles.timezone })
    .from(mentorProfiles)
    .where(eq(mentorProfiles.isActive, true))
    .orderBy(asc(mentorProfiles.id));
}

export async function findWeeklyHours(db: Db, mentorIds: number[]) {
  if (mentorIds.length === 0) return [];
  return db
    .select({
      mentorId: mentorWeeklyAvailability.mentorId,
      dayOfWeek: mentorWeeklyAvailability.dayOfWeek,
      startTime: mentorWeeklyAvailability.startTime,
      endTime: mentorWeeklyAvailability.endTime,
    })
    .from(mentorWeeklyAvailability)
    .where(inArray(mentorWeeklyAvailability.mentorId, mentorIds));
}

/** Exceptions dated within [fromDate, toDate] (YYYY-MM-DD, the coach's own dates). */
export async function findDatedHours(db: Db, mentorIds: number[], fromDate: string, toDate: string) {
  if (mentorIds.length === 0) return [];
  return db
    .select({
      mentorId: mentorAvailabilityExceptions.mentorId,
      date: mentorAvailabilityExceptions.date,
      startTime: mentorAvailabilityExceptions.startTime,
      endTime: mentorAvailabilityExceptions.endTime,
    })
    .from(mentorAvailabilityExceptions)
    .where(
      and(
        inArray(mentorAvailabilityExceptions.mentorId, mentorIds),
        gte(mentorAvailabilityExceptions.date, fromDate),
        lte(mentorAvailabilityExceptions.date, toDate),
      ),
    );
}

/** Active bookings of the coaches that overlap [from, to). */
export async function findBusyTimes(db: Db, mentorIds: number[], from: Date, to: Date) {
  if (mentorIds.length === 0) return [];
  // The lower bound on start_time lets the partial unique index (mentor_id, start_time) serve the range.
  const earliestStart = new Date(from.getTime() - 24 * 3600_000);
  return db
    .select({ mentorId: bookings.mentorId, startTime: bookings.startTime, endTime: bookings.endTime })
    .from(bookings)
    .where(
      and(
        inArray(bookings.mentorId, mentorIds),
        ne(bookings.status, 'canceled'),
        gte(bookings.startTime, earliestStart),
        lt(bookings.startTime, to),
        gt(bookings.endTime, from),
      ),
    )
    .orderBy(asc(bookings.startTime));
}

/**
 * One coach's timezone, weekly hours, exceptions dated within [fromDate, toDate] and active bookings
 * overlapping [from, to), in one round trip (the availability call is the hot path of the booking dialog).
 */
export async function findCoachSchedule(db: Db, mentorId: number, fromDate: string, toDate: string, from: Date, to: Date) {
  const earliestStart = new Date(from.getTime() - 24 * 3600_000);
  const [row] = await db
    .select({
      id: mentorProfiles.id,
      timezone: mentorProfiles.timezone,
      isActive: mentorProfiles.isActive,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      photoUrl: mentorProfiles.photoUrl,
      weekly: sql<[number, string, string][]>`coalesce((
        select json_agg(json_build_array(w.day_of_week, w.start_time, w.end_time))
        from ${mentorWeeklyAvailability} w where w.mentor_id = ${mentorId}), '[]'::json)`,
      dated: sql<[string, string | null, string | null][]>`coalesce((
        select json_agg(json_build_array(e.date, e.start_time, e.end_time))
        from ${mentorAvailabilityExceptions} e
        where e.mentor_id = ${mentorId} and e.date between ${fromDate} and ${toDate}), '[]'::json)`,
      busy: sql<[number, number][]>`coalesce((
        select json_agg(json_build_array(
          (extract(epoch from b.start_time) * 1000)::bigint, (extract(epoch from b.end_time) * 1000)::bigint) order by b.start_time)
        from ${bookings} b
        where b.mentor_id = ${mentorId} and b.status <> 'canceled'
          and b.start_time >= ${earliestStart} and b.start_time < ${to} and b.end_time > ${from}), '[]'::json)`,
    })
    .from(mentorProfiles)
    .innerJoin(users, eq(users.id, mentorProfiles.userId))
    .where(eq(mentorProfiles.id, mentorId));
  // (The subqueries name the coach by parameter: drizzle writes an outer column unqualified, which inside
  // a subquery would mean the inner table's own id.)
  return row;
}
