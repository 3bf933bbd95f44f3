import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '@bloom/db/client';
import { bookings, mentorAvailabilityExceptions, mentorProfiles, mentorWeeklyAvailability, studentProfiles, users } from '@bloom/db/schema';

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, mentorId: mentorProfiles.id })
    .from(users)
    .leftJoin(mentorProfiles, eq(mentorProfiles.userId, users.id))
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

export async function insertCoachUser(
  db: Db,
  values: { email: string; firstName: string; lastName: string; passwordHash: string; timezone: string; referralCode: string },
) {
  const [row] = await db
    .insert(users)
    .values({
      ...values,
      username: values.email.toLowerCase(),
      isStudent: false,
      isMentor: true,
      emailVerified: true,
    })
    .returning({ id: users.id });
  return row!;
}

export async function insertMentorProfile(db: Db, values: typeof mentorProfiles.$inferInsert) {
  const [row] = await db.insert(mentorProfiles).values(values).returning({ id: mentorProfiles.id });
  return row!;
}

export async function updateMentorPhoto(db: Db, mentorId: number, photoUrl: string) {
  await db.update(mentorProfiles).set({ photoUrl }).where(eq(mentorProfiles.id, mentorId));
}

export async function findMentorRef(db: Db, ref: { id?: number; email?: string }) {
  const [row] = await db
    .select({
      id: mentorProfiles.id,
      timezone: mentorProfiles.timezone,
      isActive: mentorProfiles.isActive,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(mentorProfiles)
    .innerJoin(users, eq(users.id, mentorProfiles.userId))
    .where(ref.id !== undefined ? eq(mentorProfiles.id, ref.id) : sql`lower(${users.email}) = lower(${ref.email ?? ''})`);
  return row;
}

/**
 * Sets whether the coach takes bookings and returns what it was. The row lock waits for bookings in flight
 * (they hold a share lock on it) and makes new ones wait for this transaction.
 */
export async function setMentorActive(db: Db, mentorId: number, isActive: boolean): Promise<boolean> {
  const [row] = await db.select({ isActive: mentorProfiles.isActive }).from(mentorProfiles).where(eq(mentorProfiles.id, mentorId)).for('update');
  if (row && row.isActive !== isActive) await db.update(mentorProfiles).set({ isActive }).where(eq(mentorProfiles.id, mentorId));
  return row?.isActive ?? isActive;
}

export async function replaceWeeklyHours(
  db: Db,
  mentorId: number,
  rows: { dayOfWeek: number; startTime: string; endTime: string }[],
) {
  await db.delete(mentorWeeklyAvailability).where(eq(mentorWeeklyAvailability.mentorId, mentorId));
  if (rows.length > 0) await db.insert(mentorWeeklyAvailability).values(rows.map((r) => ({ ...r, mentorId })));
}

export async function deleteAllDatedHours(db: Db, mentorId: number) {
  await db.delete(mentorAvailabilityExceptions).where(eq(mentorAvailabilityExceptions.mentorId, mentorId));
}

/** Replaces the exceptions of the given dates only. */
export async function replaceDatedHours(
  db: Db,
  mentorId: number,
  rows: { date: string; startTime: string | null; endTime: string | null }[],
) {
  const dates = [...new Set(rows.map((r) => r.date))];
  if (dates.length === 0) return;
  await db
    .delete(mentorAvailabilityExceptions)
    .where(and(eq(mentorAvailabilityExceptions.mentorId, mentorId), inArray(mentorAvailabilityExceptions.date, dates)));
  await db.insert(mentorAvailabilityExceptions).values(rows.map((r) => ({ ...r, mentorId })));
}

const coachUsers = alias(users, 'coach_users');
const studentUsers = alias(users, 'student_users');

export async function findBookingsForOperator(db: Db, filter: { mentorId?: number; from?: Date; to?: Date; status?: 'booked' | 'canceled' | 'completed' }) {
  return db
    .select({
      id: bookings.id,
      status: bookings.status,
      startTime: bookings.startTime,
      endTime: bookings.endTime,
      isSessionTaken: bookings.isSessionTaken,
      joinUrl: bookings.joinUrl,
      mentorId: bookings.mentorId,
      coachFirstName: coachUsers.firstName,
      coachLastName: coachUsers.lastName,
      studentEmail: studentUsers.email,
      studentFirstName: studentUsers.firstName,
      studentLastName: studentUsers.lastName,
    })
    .from(bookings)
    .innerJoin(mentorProfiles, eq(mentorProfiles.id, bookings.mentorId))
    .innerJoin(coachUsers, eq(coachUsers.id, mentorProfiles.userId))
    .innerJoin(studentProfiles, eq(studentProfiles.id, bookings.studentProfileId))
    .innerJoin(studentUsers, eq(studentUsers.id, studentProfiles.userId))
    .where(
      and(
        filter.mentorId !== undefined ? eq(bookings.mentorId, filter.mentorId) : undefined,
        filter.from ? gte(bookings.startTime, filter.from) : undefined,
        filter.to ? lt(bookings.startTime, filter.to) : undefined,
        filter.status ? eq(bookings.status, filter.status) : undefined,
      ),
    )
    .orderBy(asc(bookings.startTime), asc(bookings.id));
}
