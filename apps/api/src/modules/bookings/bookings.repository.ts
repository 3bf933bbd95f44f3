import { and, asc, eq, gt, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '@bloom/db/client';
import { bookingFeedback, bookingListVersions, bookings, mentorProfiles, referenceVersions, studentProfiles, users } from '@bloom/db/schema';
import { preparedRead } from '../../platform/prepared';
import { queryRows, tableRowOf } from '../../platform/query-rows';
import { acceptMatchQuery } from '../coaching/coaching.repository';
import { creditEntryWhenCovered, creditOwnerLock } from '../credits/credits.repository';
import { pointTotalsLock } from '../gamification/points.repository';

export type BookingRow = typeof bookings.$inferSelect;

const studentContact = preparedRead((db) =>
  db
    .select({
      profileId: studentProfiles.id,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      timezone: users.timezone,
    })
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(eq(studentProfiles.userId, sql.placeholder('userId')))
    .prepare('student_contact'),
);

export async function findStudentContact(db: Db, userId: number) {
  const [row] = await studentContact(db).execute({ userId });
  return row;
}

export async function findCoachSummary(db: Db, mentorId: number) {
  const [row] = await db
    .select({
      id: mentorProfiles.id,
      timezone: mentorProfiles.timezone,
      isActive: mentorProfiles.isActive,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      photoUrl: mentorProfiles.photoUrl,
    })
    .from(mentorProfiles)
    .innerJoin(users, eq(users.id, mentorProfiles.userId))
    .where(eq(mentorProfiles.id, mentorId));
  return row;
}

/**
 * Whether the coach takes bookings, read under a share lock held to the end of the booking's transaction:
 * deactivating the coach (an update of this row) waits for the booking to commit, and a booking started
 * after the deactivation sees it. In the same statement (two round trips fewer): the student's pending match
 * with the coach is accepted, and the student's credits are locked (`creditOwnerLock`) once the coach's lock
 * is held, the order a coach's deactivation takes them in (the coach, then each student's refund), and then
 * the student's points (`pointTotalsLock`: credits before points, as every change of both takes them). A
 * booking that fails after it rolls the acceptance back with it. (A CTE that only reads runs when it is read: hence
 * the count of the owner's lock.)
 */
export async function lockPartiesForBooking(db: Db, { mentorId, studentProfileId, studentUserId }: { mentorId: number; studentProfileId: number; studentUserId: number }): Promise<boolean> {
  const [row] = await queryRows<{ isActive: boolean | null }>(
    db,
    sql`with accepted as (${acceptMatchQuery(db, studentProfileId, mentorId).getSQL()}),
      coach as (select ${mentorProfiles.isActive} as is_active from ${mentorProfiles} where ${mentorProfiles.id} = ${mentorId} for share),
      owner as (${creditOwnerLock(studentUserId, sql`exists (select 1 from coach)`)}),
      points as (${pointTotalsLock(studentUserId, sql`exists (select 1 from owner)`)})
      select (select is_active from coach) as "isActive", (select count(*) from owner) as "ownerLocks"`,
  );
  return row?.isActive ?? false;
}

/** The coach's or the student's booked sessions that start after `now`, locked for the rest of the transaction. */
export async function lockUpcomingBookings(db: Db, of: { mentorId: number } | { studentProfileId: number }, now: Date): Promise<BookingRow[]> {
  const party = 'mentorId' in of ? eq(bookings.mentorId, of.mentorId) : eq(bookings.studentProfileId, of.studentProfileId);
  return db
    .select()
    .from(bookings)
    .where(and(party, eq(bookings.status, 'booked'), gt(bookings.startTime, now)))
    .orderBy(asc(bookings.id))
    .for('update');
}

/**
 * A new booking and the student's spend for it, in one statement under the credit owner's lock (taken by
 * `lockPartiesForBooking`): the credit entry, naming the booking, is appended only when the balance before
 * covers it. `isPaid` false: nothing was spent, and the caller rolls the booking back with its transaction.
 */
export async function insertPaidBooking(db: Db, values: typeof bookings.$inferInsert, spend: { userId: number; amount: number }) {
  const [row] = await queryRows<Record<string, unknown> & { balance_before: number; is_paid: boolean }>(
    db,
    sql`with booking as (${db.insert(bookings).values(values).returning().getSQL()}),
      ${creditEntryWhenCovered({ userId: spend.userId, amount: spend.amount, reason: 'booking', bookingId: sql`(select id from booking)` })}
      select booking.*, balance.before as balance_before, exists (select 1 from written) as is_paid from booking, balance`,
  );
  return { booking: tableRowOf(bookings, row!), balanceBefore: row!.balance_before, isPaid: row!.is_paid };
}

/** The student's booking, locked for the rest of the transaction; undefined when it is not theirs. */
export async function lockOwnBooking(db: Db, bookingId: number, studentProfileId: number): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.studentProfileId, studentProfileId)))
    .for('update');
  return row;
}

export async function findOwnBooking(db: Db, bookingId: number, studentProfileId: number): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.studentProfileId, studentProfileId)));
  return row;
}

export async function updateBooking(db: Db, bookingId: number, values: Partial<typeof bookings.$inferInsert>): Promise<BookingRow> {
  const [row] = await db.update(bookings).set(values).where(eq(bookings.id, bookingId)).returning();
  return row!;
}

export type BookingListStatus = 'booked' | 'canceled' | 'completed' | undefined;

/**
 * A student's bookings with what the list shows of each; a query that can be awaited or prepared. The
 * coach (a lateral one-row lookup) and the rating (a one-row subquery) are read per booking: plain joins
 * made PostgreSQL hash the whole coach and feedback tables for a student's twenty bookings.
 */
export function findBookingViews(db: Db, filter: { studentProfileId: number | SQL | Placeholder; bookingId?: number; status?: BookingListStatus }) {
  const conditions: (SQL | undefined)[] = [eq(bookings.studentProfileId, filter.studentProfileId)];
  if (filter.bookingId !== undefined) conditions.push(eq(bookings.id, filter.bookingId));
  else conditions.push(filter.status ? eq(bookings.status, filter.status) : ne(bookings.status, 'canceled'));
  const coach = db
    .select({ photoUrl: mentorProfiles.photoUrl, firstName: users.firstName, lastName: users.lastName })
    .from(mentorProfiles)
    .innerJoin(users, eq(users.id, mentorProfiles.userId))
    .where(eq(mentorProfiles.id, bookings.mentorId))
    // A limit keeps the lookup per booking (PostgreSQL would otherwise flatten it back into a hash join).
    .limit(1)
    .as('coach');
  return db
    .select({
      booking: {
        id: bookings.id,
        joinUrl: bookings.joinUrl,
        preSessionNote: bookings.preSessionNote,
        status: bookings.status,
        isSessionTaken: bookings.isSessionTaken,
        isRescheduled: bookings.isRescheduled,
        studentProfileId: bookings.studentProfileId,
        mentorId: bookings.mentorId,
        startTime: bookings.startTime,
        endTime: bookings.endTime,
        createdAt: bookings.createdAt,
      },
      rating: sql<number | null>`(select ${bookingFeedback.rating} from ${bookingFeedback} where ${bookingFeedback.bookingId} = ${bookings.id})`,
      coachPhotoUrl: coach.photoUrl,
      coachFirstName: coach.firstName,
      coachLastName: coach.lastName,
    })
    .from(bookings)
    .innerJoinLateral(coach, sql`true`)
    .where(and(...conditions))
    .orderBy(asc(bookings.startTime), asc(bookings.id));
}

/** A user's bookings list (all but canceled, or one status), prepared per status: the dashboard's read. */
const bookingListsByStatus = new Map(
  (['all', 'booked', 'canceled', 'completed'] as const).map((key) => {
    const status = key === 'all' ? undefined : key;
    const profileOfUser = sql`(select ${studentProfiles.id} from ${studentProfiles} where ${studentProfiles.userId} = ${sql.placeholder('userId')})`;
    return [status, preparedRead((db) => findBookingViews(db, { studentProfileId: profileOfUser, status }).prepare(`booking_list_${key}`))];
  }),
);

export async function listBookingViewsOfUser(db: Db, userId: number, status: BookingListStatus) {
  return bookingListsByStatus.get(status)!(db).execute({ userId });
}

/**
 * The student's profile and the versions their bookings list is kept by (their own list's, bumped by
 * triggers on their bookings and feedback, and the coaches', bumped when a coach's name or photo changes;
 * migration 0008), in one query. Undefined for a user without a student profile.
 */
const bookingListVersionsOfUser = preparedRead((db) =>
  db
    .select({
      studentProfileId: studentProfiles.id,
      listVersion: sql<number>`coalesce(${bookingListVersions.version}, 0)`,
      coachesVersion: sql<number>`coalesce((select ${referenceVersions.version} from ${referenceVersions} where ${referenceVersions.name} = 'coaches'), 0)`,
    })
    .from(studentProfiles)
    .leftJoin(bookingListVersions, eq(bookingListVersions.studentProfileId, studentProfiles.id))
    .where(eq(studentProfiles.userId, sql.placeholder('userId')))
    .prepare('booking_list_versions_of_user'),
);

export async function findBookingListVersions(db: Db, userId: number) {
  const [row] = await bookingListVersionsOfUser(db).execute({ userId });
  return row;
}

const studentUsers = alias(users, 'student_users');
const coachUsers = alias(users, 'coach_users');

/** A booking with both sides' contact details: what its mails need, whoever sends them (a request or a job). */
export async function findBookingParties(db: Db, bookingId: number) {
  const [row] = await db
    .select({
      booking: bookings,
      studentUserId: studentUsers.id,
      student: {
        email: studentUsers.email,
        firstName: studentUsers.firstName,
        lastName: studentUsers.lastName,
        timezone: studentUsers.timezone,
      },
      coach: {
        email: coachUsers.email,
        firstName: coachUsers.firstName,
        lastName: coachUsers.lastName,
        timezone: mentorProfiles.timezone,
      },
    })
    .from(bookings)
    .innerJoin(studentProfiles, eq(studentProfiles.id, bookings.studentProfileId))
    .innerJoin(studentUsers, eq(studentUsers.id, studentProfiles.userId))
    .innerJoin(mentorProfiles, eq(mentorProfiles.id, bookings.mentorId))
    .innerJoin(coachUsers, eq(coachUsers.id, mentorProfiles.userId))
    .where(eq(bookings.id, bookingId));
  return row;
}

export async function insertFeedback(db: Db, values: typeof bookingFeedback.$inferInsert) {
  const [row] = await db.insert(bookingFeedback).values(values).returning();
  return row!;
}

/** True when the error (or what it wraps) is PostgreSQL's unique violation on the named constraint. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e instanceof Error || (typeof e === 'object' && e !== null); e = (e as { cause?: unknown }).cause) {
    const candidate = e as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      return candidate.constraint === constraint || (typeof candidate.message === 'string' && candidate.message.includes(constraint));
    }
    if (candidate.cause === undefined || candidate.cause === e) break;
  }
  return false;
}
