import { bookingMessages, type BookingFeedbackRequest } from '@bloom/contract/bookings';
import type { Db } from '@bloom/db/client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { findOwnBooking, findStudentContact, insertFeedback, isUniqueViolation } from './bookings.repository';

const ONE_FEEDBACK_PER_BOOKING = 'booking_feedback_booking_key';

const textOr = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : 'N/A');

/** Rates a session: only its student, only once it has started, only once. */
export async function submitFeedback(db: Db, clock: Clock, userId: number, bookingId: number, input: BookingFeedbackRequest) {
  const now = clock.now();
  const student = await findStudentContact(db, userId);
  if (!student) throw AppError.notFound();
  const booking = await findOwnBooking(db, bookingId, student.profileId);
  if (!booking) throw AppError.notFound();
  if (booking.status === 'canceled') throw AppError.nonField(bookingMessages.sessionCanceled);
  if (booking.startTime > now) throw AppError.nonField(bookingMessages.feedbackTooEarly);
  try {
    const row = await insertFeedback(db, {
      bookingId: booking.id,
      rating: input.rating,
      coachRating: input.coach_rating ?? input.rating,
      experience: input.experience ?? input.rating,
      recommend: input.recommend ?? input.rating,
      feedback: textOr(input.feedback),
      impact: textOr(input.impact),
      isVideoTestimonialShare: input.is_video_testimonial_share ?? false,
      testimonialLink: textOr(input.testimonial_link),
      createdAt: now,
    });
    return {
      id: row.id,
      booking: row.bookingId,
      rating: row.rating,
      coach_rating: row.coachRating,
      experience: row.experience,
      recommend: row.recommend,
      feedback: row.feedback,
      impact: row.impact,
      is_video_testimonial_share: row.isVideoTestimonialShare,
      testimonial_link: row.testimonialLink,
      created_at: row.createdAt.toISOString(),
    };
  } catch (error) {
    if (isUniqueViolation(error, ONE_FEEDBACK_PER_BOOKING)) throw AppError.nonField(bookingMessages.feedbackTwice);
    throw error;
  }
}
