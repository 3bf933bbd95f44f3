import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db } from '@bloom/db/client';
import { bookings, coachCalendarFeeds, mentorProfiles, studentProfiles, users } from '@bloom/db/schema';

export async function findFeedOfCoach(db: Db, mentorId: number) {
  const [row] = await db.select().from(coachCalendarFeeds).where(eq(coachCalendarFeeds.mentorId, mentorId));
  return row;
}

/** Creates the coach's feed, or replaces its token (the old URL stops working at once). */
export async function saveFeedToken(db: Db, mentorId: number, token: { selector: string; verifier: string }, now: Date) {
  await db
    .insert(coachCalendarFeeds)
    .values({ mentorId, ...token, createdAt: now })
    .onConflictDoUpdate({ target: coachCalendarFeeds.mentorId, set: { ...token, createdAt: now } });
}

/** The feed a selector names, with the coach it belongs to. */
export async function findFeedBySelector(db: Db, selector: string) {
  const [row] = await db
    .select({ mentorId: coachCalendarFeeds.mentorId, verifier: coachCalendarFeeds.verifier, timezone: mentorProfiles.timezone })
    .from(coachCalendarFeeds)
    .innerJoin(mentorProfiles, eq(mentorProfiles.id, coachCalendarFeeds.mentorId))
    .where(eq(coachCalendarFeeds.selector, selector));
  return row;
}

/** The coach's sessions starting at or after `since`, canceled ones included, with the student's first name only. */
export async function findFeedSessions(db: Db, mentorId: number, since: Date) {
  return db
    .select({
      status: bookings.status,
      startTime: bookings.startTime,
      endTime: bookings.endTime,
      joinUrl: bookings.joinUrl,
      preSessionNote: bookings.preSessionNote,
      icsUid: bookings.icsUid,
      icsSequence: bookings.icsSequence,
      updatedAt: bookings.updatedAt,
      studentFirstName: users.firstName,
    })
    .from(bookings)
    .innerJoin(studentProfiles, eq(studentProfiles.id, bookings.studentProfileId))
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(and(eq(bookings.mentorId, mentorId), gte(bookings.startTime, since)))
    .orderBy(asc(bookings.startTime), asc(bookings.id));
}
