import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { bookingFeedback, bookings, creditEntries, mentorProfiles, paymentEvents, studentProfiles, users } from '@bloom/db/schema';
import type { AppDeps } from '../platform/deps';
import { findUserByEmail } from '../modules/accounts/accounts.repository';
import { DEMO_STUDENT } from './demo-accounts';
import { DEMO_COACHES } from './demo-coaches';

const DAY_MS = 24 * 3600 * 1000;
const SESSION_MS = 30 * 60 * 1000;

/**
 * Two finished sessions for the demo student, so the dashboard's Previous Sessions card and the rating
 * dialog can be tried at once: one already rated, one waiting for feedback. They were paid for like any
 * session: a Monthly plan purchase (2 credits) and one booking debit each, so the ledger still adds up.
 * Runs only while the demo student has no bookings at all.
 */
export async function seedDemoSessions(deps: AppDeps): Promise<void> {
  const { db, clock, config } = deps;
  const student = await findUserByEmail(db, DEMO_STUDENT.email);
  if (!student) return;
  const [profile] = await db.select().from(studentProfiles).where(eq(studentProfiles.userId, student.id));
  if (!profile) return;
  const existing = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.studentProfileId, profile.id)).limit(1);
  if (existing.length > 0) return;

  const coachEmails = DEMO_COACHES.slice(0, 2).map((coach) => coach.input.email);
  const coaches = await db
    .select({ id: mentorProfiles.id, email: users.email })
    .from(mentorProfiles)
    .innerJoin(users, eq(users.id, mentorProfiles.userId))
    .where(inArray(users.email, coachEmails));
  if (coaches.length < 2) return;

  // Whole half hours, a few days back, so the times look like real bookings.
  const anchor = Math.floor(clock.now().getTime() / SESSION_MS) * SESSION_MS;
  const sessions = [
    { mentorId: coaches[0]!.id, start: new Date(anchor - 6 * DAY_MS), rating: 5 },
    { mentorId: coaches[1]!.id, start: new Date(anchor - 2 * DAY_MS), rating: null },
  ];

  await db.transaction(async (tx) => {
    const eventId = `seed-demo-monthly-${student.id}`;
    await tx.insert(paymentEvents).values({ eventId, userId: student.id, planId: 'monthly', credits: 2, payload: '{"seed":true}' });
    await tx.insert(creditEntries).values({ userId: student.id, amount: 2, reason: 'purchase', paymentEventId: eventId });
    for (const session of sessions) {
      const [booking] = await tx
        .insert(bookings)
        .values({
          studentProfileId: profile.id,
          mentorId: session.mentorId,
          startTime: session.start,
          endTime: new Date(session.start.getTime() + SESSION_MS),
          status: 'completed',
          isSessionTaken: true,
          joinUrl: config.meetingUrlTemplate.replace('{room}', randomUUID()),
          preSessionNote: 'N/A',
          icsUid: `${randomUUID()}@bloom`,
          createdAt: new Date(session.start.getTime() - 3 * DAY_MS),
        })
        .returning({ id: bookings.id });
      await tx.insert(creditEntries).values({ userId: student.id, amount: -1, reason: 'booking', bookingId: booking!.id });
      if (session.rating !== null) {
        await tx.insert(bookingFeedback).values({
          bookingId: booking!.id,
          rating: session.rating,
          coachRating: session.rating,
          experience: session.rating,
          recommend: session.rating,
          feedback: 'Really helpful for planning my exam weeks.',
        });
      }
    }
  });
}
