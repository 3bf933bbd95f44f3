import { asc, eq, inArray } from 'drizzle-orm';
import { bookingFeedback, bookings, mentorProfiles, studentProfiles, users } from '@bloom/db/schema';
import { isoOrNull, profileIdOf, type PersonalDataPart } from '../personal-data/personal-data';
import { cancelUpcomingSessionsOfStudent } from './bookings.service';

/**
 * Coaching sessions and the feedback on them. Erasing cancels the sessions that have not started (the
 * coach is mailed the cancellation) and blanks every note and written feedback; the sessions stay, with
 * their ratings, because the credit ledger points at them.
 */
export const bookingsPersonalData: PersonalDataPart = {
  section: 'sessions',
  async exportPersonalData(db, userId) {
    const rows = await db
      .select({ booking: bookings, feedback: bookingFeedback, coachFirstName: users.firstName, coachLastName: users.lastName })
      .from(bookings)
      .innerJoin(mentorProfiles, eq(mentorProfiles.id, bookings.mentorId))
      .innerJoin(users, eq(users.id, mentorProfiles.userId))
      .leftJoin(bookingFeedback, eq(bookingFeedback.bookingId, bookings.id))
      .where(inArray(bookings.studentProfileId, profileIdOf(db, userId)))
      .orderBy(asc(bookings.startTime));
    return rows.map(({ booking: b, feedback: f, coachFirstName, coachLastName }) => ({
      id: b.id,
      coach: `${coachFirstName} ${coachLastName}`,
      start_time: b.startTime.toISOString(),
      end_time: b.endTime.toISOString(),
      status: b.status,
      is_session_taken: b.isSessionTaken,
      is_rescheduled: b.isRescheduled,
      pre_session_note: b.preSessionNote,
      join_url: b.joinUrl,
      booked_at: b.createdAt.toISOString(),
      canceled_at: isoOrNull(b.canceledAt),
      feedback: f
        ? {
            rating: f.rating,
            coach_rating: f.coachRating,
            experience: f.experience,
            recommend: f.recommend,
            feedback: f.feedback,
            impact: f.impact,
            is_video_testimonial_share: f.isVideoTestimonialShare,
            testimonial_link: f.testimonialLink,
            created_at: f.createdAt.toISOString(),
          }
        : null,
    }));
  },
  async erasePersonalData(tx, userId, { now, config }) {
    const [profile] = await tx.select({ id: studentProfiles.id }).from(studentProfiles).where(eq(studentProfiles.userId, userId));
    if (!profile) return;
    await cancelUpcomingSessionsOfStudent(tx, config, profile.id, now);
    const own = tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.studentProfileId, profile.id));
    await tx.update(bookings).set({ preSessionNote: 'N/A', updatedAt: now }).where(eq(bookings.studentProfileId, profile.id));
    await tx
      .update(bookingFeedback)
      .set({ feedback: 'N/A', impact: 'N/A', testimonialLink: 'N/A', isVideoTestimonialShare: false })
      .where(inArray(bookingFeedback.bookingId, own));
  },
};
