import { z } from 'zod';
import { creditInfoSchema } from './credits';
import { pointsEventSchema } from './gamification';

export const SLOT_MINUTES = 30;
export const AVAILABILITY_WINDOW_DAYS = 45;
/** Cancelling more than this many hours ahead returns the credit; rescheduling needs at least this much notice. */
export const FREE_CANCEL_HOURS = 24;
export const RESCHEDULE_NOTICE_HOURS = 24;
/** The join window: from 15 minutes before the start to 60 minutes after it. */
export const JOIN_OPENS_MINUTES_BEFORE = 15;
export const JOIN_CLOSES_MINUTES_AFTER = 60;
export const PRE_SESSION_NOTE_MAX = 1000;
export const FEEDBACK_TEXT_MAX = 2000;

export const bookingMessages = {
  slotTaken: 'This time slot is no longer available. Please choose another time.',
  slotOutsideAvailability: "This time is not in the coach's availability. Please choose another time.",
  slotInPast: 'This time slot is in the past. Please choose another time.',
  slotTooFar: `Sessions can be booked up to ${AVAILABILITY_WINDOW_DAYS} days ahead. Please choose an earlier time.`,
  slotLength: `A session is ${SLOT_MINUTES} minutes long: end_time must be ${SLOT_MINUTES} minutes after start_time.`,
  noCredits: "You don't have any session credits left. Get more credits to book a session.",
  notYourProfile: 'You can only book sessions for your own profile.',
  profileMissing: 'User profile not found. Please complete your profile setup first.',
  coachNotFound: 'Coach not found',
  coachInactive: 'This coach is no longer taking bookings. Please choose another coach.',
  notCancelable: 'This session can no longer be canceled.',
  alreadyCanceled: 'This session has already been canceled.',
  rescheduleTooLate: `Sessions can be rescheduled up to ${RESCHEDULE_NOTICE_HOURS} hours before they start.`,
  rescheduleSameTime: 'The session is already at this time.',
  nothingToChange: 'Send either {"status": "canceled"}, or a new start_time and end_time, or a pre_session_note.',
  joinNotOpen: `You can join a session from ${JOIN_OPENS_MINUTES_BEFORE} minutes before it starts until ${JOIN_CLOSES_MINUTES_AFTER} minutes after.`,
  sessionCanceled: 'This session has been canceled.',
  feedbackTooEarly: 'You can rate a session once it has started.',
  feedbackTwice: 'You have already rated this session.',
  ratingRange: 'Choose a rating from 1 to 5.',
  unknownTimezone: 'Unknown timezone.',
  invalidDate: 'Enter a date as YYYY-MM-DD.',
  dateOrder: 'to_date must not be before from_date.',
} as const;

const isoDateTimeSchema = z.iso.datetime({ offset: true });
const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, bookingMessages.invalidDate)
  .refine((value) => {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, bookingMessages.invalidDate);

// ---- availability ----

export const availabilityQuerySchema = z.object({
  mentor_id: z.coerce.number().int().positive().max(2_147_483_647),
  from_date: calendarDateSchema.optional(),
  to_date: calendarDateSchema.optional(),
  timezone: z.string().trim().min(1).max(64).optional(),
});
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

export const timeSlotSchema = z.object({ start_time: z.string(), end_time: z.string() });
export type TimeSlot = z.infer<typeof timeSlotSchema>;

/** `{"YYYY-MM-DD": [{start_time, end_time}]}`: 30-minute slots keyed by their start date in the requested timezone. */
export const availabilityResponseSchema = z.record(z.string(), z.array(timeSlotSchema));
export type Availability = z.infer<typeof availabilityResponseSchema>;

// ---- booking ----

export const bookSessionRequestSchema = z.strictObject({
  student_profile: z.number().int().positive().max(2_147_483_647),
  mentor_profile: z.number().int().positive().max(2_147_483_647),
  start_time: isoDateTimeSchema,
  end_time: isoDateTimeSchema,
  pre_session_note: z.string().max(PRE_SESSION_NOTE_MAX).optional(),
  is_default: z.boolean().optional(),
  is_rescheduled: z.boolean().optional(),
});
export type BookSessionRequest = z.infer<typeof bookSessionRequestSchema>;

export const bookingStatusSchema = z.enum(['booked', 'canceled', 'completed']);

export const bookingSchema = z.object({
  id: z.number().int(),
  /** The join link. */
  url: z.string(),
  pre_session_note: z.string(),
  rating: z.number().int().nullable(),
  status: bookingStatusSchema,
  is_session_taken: z.boolean(),
  is_rescheduled: z.boolean(),
  student_profile: z.number().int(),
  time_slot: timeSlotSchema,
  mentor_profile: z.object({
    id: z.number().int(),
    /** The coach's photo. */
    url: z.string().nullable(),
    user: z.object({ first_name: z.string(), last_name: z.string() }),
  }),
  created_at: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;
export const bookingListSchema = z.array(bookingSchema);

export const bookingListQuerySchema = z.object({ status: bookingStatusSchema.optional() });

export const bookSessionResponseSchema = bookingSchema.extend({
  credit_info: creditInfoSchema,
  points_event: pointsEventSchema.nullable(),
});

/** Cancel with `{"status": "canceled"}`; reschedule with a new start and end; or edit the note. */
export const updateBookingRequestSchema = z.strictObject({
  status: z.literal('canceled').optional(),
  start_time: isoDateTimeSchema.optional(),
  end_time: isoDateTimeSchema.optional(),
  pre_session_note: z.string().max(PRE_SESSION_NOTE_MAX).optional(),
  is_rescheduled: z.boolean().optional(),
});
export type UpdateBookingRequest = z.infer<typeof updateBookingRequestSchema>;

export const updateBookingResponseSchema = bookingSchema.extend({
  credit_info: creditInfoSchema,
  /** True when a cancellation gave the credit back (more than 24 hours ahead). */
  credit_refunded: z.boolean(),
  points_event: pointsEventSchema.nullable(),
});

export const sessionTakenRequestSchema = z.strictObject({ is_session_taken: z.literal(true) });

export const sessionTakenResponseSchema = bookingSchema.extend({ points_event: pointsEventSchema.nullable() });

// ---- feedback ----

const starSchema = z.number().int().min(1, bookingMessages.ratingRange).max(5, bookingMessages.ratingRange);

export const bookingFeedbackRequestSchema = z.strictObject({
  rating: starSchema,
  coach_rating: starSchema.optional(),
  experience: starSchema.optional(),
  recommend: starSchema.optional(),
  feedback: z.string().max(FEEDBACK_TEXT_MAX).optional(),
  impact: z.string().max(FEEDBACK_TEXT_MAX).optional(),
  is_video_testimonial_share: z.boolean().optional(),
  testimonial_link: z.string().max(500).optional(),
});
export type BookingFeedbackRequest = z.infer<typeof bookingFeedbackRequestSchema>;

export const bookingFeedbackSchema = z.object({
  id: z.number().int(),
  booking: z.number().int(),
  rating: z.number().int(),
  coach_rating: z.number().int(),
  experience: z.number().int(),
  recommend: z.number().int(),
  feedback: z.string(),
  impact: z.string(),
  is_video_testimonial_share: z.boolean(),
  testimonial_link: z.string(),
  created_at: z.string(),
});
