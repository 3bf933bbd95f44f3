import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { studentProfiles, users } from './accounts';

export const mentorProfiles = pgTable('mentor_profiles', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  photoUrl: text('photo_url'),
  focusArea: text('focus_area').notNull(),
  rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(5),
  city: text('city'),
  state: text('state'),
  yearsOfExperience: integer('years_of_experience').notNull().default(0),
  specialties: text('specialties').array().notNull().default(sql`'{}'::text[]`),
  credentials: text('credentials').array().notNull().default(sql`'{}'::text[]`),
  /** Sanitised when stored and again when served. */
  bioHtml: text('bio_html').notNull().default(''),
  qualification: text('qualification'),
  /** One of the coaching style option values. */
  coachingStyle: text('coaching_style'),
  /** Growth-area option ids (stress, career, ...) the coach works on; matching compares them with the student's. */
  growthAreas: text('growth_areas').array().notNull().default(sql`'{}'::text[]`),
  /** IANA zone in which the weekly availability is expressed. */
  timezone: text('timezone').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Weekly hours in the coach's own timezone. day_of_week: 0 = Sunday. */
export const mentorWeeklyAvailability = pgTable(
  'mentor_weekly_availability',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mentorId: integer('mentor_id')
      .notNull()
      .references(() => mentorProfiles.id, { onDelete: 'cascade' }),
    dayOfWeek: smallint('day_of_week').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
  },
  (t) => [
    index('mentor_weekly_availability_mentor_idx').on(t.mentorId),
    check('mentor_weekly_availability_day', sql`${t.dayOfWeek} between 0 and 6`),
    check('mentor_weekly_availability_order', sql`${t.startTime} < ${t.endTime}`),
  ],
);

/**
 * A dated change to the weekly hours, in the coach's timezone: with no times the whole day is off;
 * with times, those hours replace the weekly hours of that date.
 */
export const mentorAvailabilityExceptions = pgTable(
  'mentor_availability_exceptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mentorId: integer('mentor_id')
      .notNull()
      .references(() => mentorProfiles.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: time('start_time'),
    endTime: time('end_time'),
  },
  (t) => [
    index('mentor_availability_exceptions_mentor_idx').on(t.mentorId, t.date),
    check(
      'mentor_availability_exceptions_times',
      sql`(${t.startTime} is null and ${t.endTime} is null) or (${t.startTime} is not null and ${t.endTime} is not null and ${t.startTime} < ${t.endTime})`,
    ),
  ],
);

export const questions = pgTable('questions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** Natural key the seeder finds a question by, so a reworded question is not seeded twice. */
  slug: text('slug').notNull().unique(),
  questionText: text('question_text').notNull(),
  questionType: text('question_type', { enum: ['multiple_choice', 'text'] }).notNull(),
  isMandatory: boolean('is_mandatory').notNull().default(false),
  /** What the answer says about the student, used by matching (e.g. 'focus_area', 'coaching_style'). */
  matchKey: text('match_key'),
  position: integer('position').notNull(),
});

export const questionChoices = pgTable(
  'question_choices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    choiceText: text('choice_text').notNull(),
    /** The matching value this choice stands for (a focus area, a style, ...). */
    matchValue: text('match_value'),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('question_choices_question_text_key').on(t.questionId, t.choiceText)],
);

export const studentResponses = pgTable(
  'student_responses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    studentProfileId: integer('student_profile_id')
      .notNull()
      .references(() => studentProfiles.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('student_responses_profile_idx').on(t.studentProfileId, t.submittedAt)],
);

export const matchRequests = pgTable(
  'match_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    studentProfileId: integer('student_profile_id')
      .notNull()
      .references(() => studentProfiles.id, { onDelete: 'cascade' }),
    mentorId: integer('mentor_id')
      .notNull()
      .references(() => mentorProfiles.id, { onDelete: 'cascade' }),
    /** The submission that produced this match; a newer submission expires the older matches. */
    studentResponseId: integer('student_response_id').references(() => studentResponses.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'accepted', 'expired'] }).notNull().default('pending'),
    score: numeric('score', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('match_requests_profile_idx').on(t.studentProfileId)],
);

export const bookings = pgTable(
  'bookings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    studentProfileId: integer('student_profile_id')
      .notNull()
      .references(() => studentProfiles.id, { onDelete: 'cascade' }),
    mentorId: integer('mentor_id')
      .notNull()
      .references(() => mentorProfiles.id),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['booked', 'canceled', 'completed'] }).notNull().default('booked'),
    isSessionTaken: boolean('is_session_taken').notNull().default(false),
    isRescheduled: boolean('is_rescheduled').notNull().default(false),
    joinUrl: text('join_url').notNull(),
    preSessionNote: text('pre_session_note').notNull().default('N/A'),
    /** Calendar invitation identity: the same UID for every update, SEQUENCE raised on each. */
    icsUid: text('ics_uid').notNull(),
    icsSequence: integer('ics_sequence').notNull().default(0),
    sessionTakenAt: timestamp('session_taken_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookings_one_active_per_coach_start')
      .on(t.mentorId, t.startTime)
      .where(sql`${t.status} <> 'canceled'`),
    index('bookings_student_idx').on(t.studentProfileId, t.startTime),
    index('bookings_mentor_time_idx').on(t.mentorId, t.startTime),
    check('bookings_time_order', sql`${t.startTime} < ${t.endTime}`),
  ],
);

/**
 * A version of each student's bookings list, bumped by row triggers on every change to their bookings or
 * the feedback on them (migration 0008), so an API process may keep the list's answer while the version
 * holds. No foreign key: the triggers also run while a student's profile is being deleted.
 */
export const bookingListVersions = pgTable('booking_list_versions', {
  studentProfileId: integer('student_profile_id').primaryKey(),
  version: integer('version').notNull().default(0),
});

export const bookingFeedback = pgTable(
  'booking_feedback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    coachRating: smallint('coach_rating').notNull(),
    experience: smallint('experience').notNull(),
    recommend: smallint('recommend').notNull(),
    feedback: text('feedback').notNull().default('N/A'),
    impact: text('impact').notNull().default('N/A'),
    isVideoTestimonialShare: boolean('is_video_testimonial_share').notNull().default(false),
    testimonialLink: text('testimonial_link').notNull().default('N/A'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('booking_feedback_booking_key').on(t.bookingId),
    check('booking_feedback_rating_range', sql`${t.rating} between 1 and 5`),
    check(
      'booking_feedback_other_ranges',
      sql`${t.coachRating} between 1 and 5 and ${t.experience} between 1 and 5 and ${t.recommend} between 1 and 5`,
    ),
  ],
);
