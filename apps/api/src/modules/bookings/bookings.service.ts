import { randomBytes, randomUUID } from 'node:crypto';
import { BOOKING_COST_CREDITS, type CreditInfo } from '@bloom/contract/credits';
import {
  bookingListSchema,
  bookingMessages,
  FREE_CANCEL_HOURS,
  JOIN_CLOSES_MINUTES_AFTER,
  JOIN_OPENS_MINUTES_BEFORE,
  RESCHEDULE_NOTICE_HOURS,
  type Booking,
  type BookSessionRequest,
  type UpdateBookingRequest,
} from '@bloom/contract/bookings';
import type { PointsEvent } from '@bloom/contract/gamification';
import type { Db } from '@bloom/db/client';
import type { Config } from '../../config';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { keepBounded, perDatabase } from '../../platform/kept-map';
import { changeCredits, creditInfo, creditInfoOf, creditStanding } from '../credits/credit-ledger.service';
import { awardPoints } from '../gamification/points.service';
import { checkSlot, findCoachWithSlotCheck, type SlotCheck } from './availability.service';
import { mailFacts, queueBookingMails } from './booking-mail';
import {
  findBookingListVersions,
  findBookingParties,
  findBookingViews,
  findCoachSummary,
  findOwnBooking,
  findStudentContact,
  insertPaidBooking,
  isUniqueViolation,
  lockPartiesForBooking,
  lockOwnBooking,
  listBookingViewsOfUser,
  lockUpcomingBookings,
  type BookingListStatus,
  type BookingRow,
  updateBooking,
} from './bookings.repository';
import { cancelReminders, reminderJobs } from './reminders';

export interface BookingDeps {
  db: Db;
  clock: Clock;
  config: Config;
}

const ONE_ACTIVE_BOOKING_PER_SLOT = 'bookings_one_active_per_coach_start';
const HOUR_MS = 3600_000;
const MINUTE_MS = 60_000;

const slotMessages: Record<Exclude<SlotCheck, 'ok'>, string> = {
  length: bookingMessages.slotLength,
  past: bookingMessages.slotInPast,
  too_far: bookingMessages.slotTooFar,
  outside: bookingMessages.slotOutsideAvailability,
  taken: bookingMessages.slotTaken,
  inactive: bookingMessages.coachInactive,
};

function refuseSlot(check: SlotCheck): void {
  if (check !== 'ok') throw AppError.nonField(slotMessages[check]);
}

/** Runs a transaction; losing the (coach, start) unique index to another booking becomes the clear 400. */
async function withSlotGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, ONE_ACTIVE_BOOKING_PER_SLOT)) throw AppError.nonField(bookingMessages.slotTaken);
    throw error;
  }
}

async function requireStudent(db: Db, userId: number) {
  const student = await findStudentContact(db, userId);
  if (!student) throw AppError.nonField(bookingMessages.profileMissing);
  return student;
}

function noteOf(note: string | undefined): string {
  const trimmed = note?.trim() ?? '';
  return trimmed === '' ? 'N/A' : trimmed;
}

function joinUrlFor(config: Config): string {
  return config.meetingUrlTemplate.replace('{room}', randomBytes(9).toString('hex'));
}

type BookingView = Awaited<ReturnType<typeof findBookingViews>>[number];

function toBooking(view: BookingView): Booking {
  const b = view.booking;
  return {
    id: b.id,
    url: b.joinUrl,
    pre_session_note: b.preSessionNote,
    rating: view.rating ?? null,
    status: b.status,
    is_session_taken: b.isSessionTaken,
    is_rescheduled: b.isRescheduled,
    student_profile: b.studentProfileId,
    time_slot: { start_time: b.startTime.toISOString(), end_time: b.endTime.toISOString() },
    mentor_profile: {
      id: b.mentorId,
      url: view.coachPhotoUrl,
      user: { first_name: view.coachFirstName, last_name: view.coachLastName },
    },
    created_at: b.createdAt.toISOString(),
  };
}

async function viewOf(db: Db, bookingId: number, studentProfileId: number): Promise<Booking> {
  const [view] = await findBookingViews(db, { studentProfileId, bookingId });
  if (!view) throw AppError.notFound();
  return toBooking(view);
}

type Student = NonNullable<Awaited<ReturnType<typeof findStudentContact>>>;

export type BookSessionResult = Booking & { credit_info: CreditInfo; points_event: PointsEvent | null };

/**
 * Books one 30-minute slot for 1 credit. The booking row and the credit entry are written in one
 * transaction: the unique index on (coach, start) among active bookings lets exactly one of many
 * simultaneous bookings of a slot win, and the credit owner's row lock lets one student's simultaneous
 * bookings spend each credit once.
 */
export async function bookSession(deps: BookingDeps, userId: number, input: BookSessionRequest): Promise<BookSessionResult> {
  const { db, clock, config } = deps;
  const now = clock.now();
  const start = new Date(input.start_time);
  const end = new Date(input.end_time);
  // Independent reads at once (pooled connections); refusals keep their order. The school's side of the
  // student's credits is read here, as a booking leaves it alone: the transaction needs only the spend.
  const [student, coachAndSlot, standing] = await Promise.all([
    requireStudent(db, userId),
    findCoachWithSlotCheck(db, now, input.mentor_profile, start, end),
    creditStanding(db, userId),
  ]);
  if (input.student_profile !== student.profileId) throw AppError.nonField(bookingMessages.notYourProfile, 403);
  if (!coachAndSlot) throw AppError.validation({ mentor_profile: [bookingMessages.coachNotFound] });
  const { coach, check } = coachAndSlot;
  if (!coach.isActive) throw AppError.nonField(bookingMessages.coachInactive);
  refuseSlot(check);

  return withSlotGuard(() =>
    db.transaction(async (tx) => {
      if (!(await lockPartiesForBooking(tx, { mentorId: coach.id, studentProfileId: student.profileId, studentUserId: userId }))) {
        throw AppError.nonField(bookingMessages.coachInactive);
      }
      const { booking, balanceBefore, isPaid } = await insertPaidBooking(tx, {
        studentProfileId: student.profileId,
        mentorId: coach.id,
        startTime: start,
        endTime: end,
        joinUrl: joinUrlFor(config),
        preSessionNote: noteOf(input.pre_session_note),
        icsUid: `${randomUUID()}@bloom`,
        icsSequence: 0,
        createdAt: now,
        updatedAt: now,
      }, { userId, amount: -BOOKING_COST_CREDITS });
      if (!isPaid) throw AppError.nonField(bookingMessages.noCredits);
      const pointsEvent = await awardPoints(tx, userId, 'booked_session', `booking:${booking.id}`, { isPointsLocked: true });
      await queueBookingMails(tx, { kind: 'booked' }, mailFacts(booking, student, coach), config.mailFrom, now, reminderJobs(booking, now));
      // A new booking has no rating yet; its coach was read above.
      const view = { booking, rating: null, coachPhotoUrl: coach.photoUrl, coachFirstName: coach.firstName, coachLastName: coach.lastName };
      return { ...toBooking(view), credit_info: creditInfoOf(standing, balanceBefore - BOOKING_COST_CREDITS), points_event: pointsEvent };
    }),
  );
}

/** Answers kept per student and filter; past this many, the older half is let go. */
const MAX_KEPT_LISTS = 5_000;
const keptListsOf = perDatabase<Db, string, { listVersion: number; coachesVersion: number; json: string }>();

/**
 * The student's sessions as the answer's JSON text, kept in memory while the list's versions hold (decision
 * 0039): every change to the student's bookings or their feedback, and to any coach's name or photo, bumps
 * a version in the changing transaction (migration 0008), whoever makes it, and each request reads the
 * versions first. A list is checked against the answer's schema once, when it is written.
 */
export async function bookingListAnswer(db: Db, userId: number, status?: BookingListStatus): Promise<string> {
  const versions = await findBookingListVersions(db, userId);
  if (!versions) return '[]';
  const kept = keptListsOf(db);
  const key = `${versions.studentProfileId} ${status ?? 'all'}`;
  const hit = kept.get(key);
  if (hit && hit.listVersion === versions.listVersion && hit.coachesVersion === versions.coachesVersion) return hit.json;
  const json = JSON.stringify(bookingListSchema.parse((await listBookingViewsOfUser(db, userId, status)).map(toBooking)));
  keepBounded(kept, key, { listVersion: versions.listVersion, coachesVersion: versions.coachesVersion, json }, MAX_KEPT_LISTS);
  return json;
}

export async function getBooking(db: Db, userId: number, bookingId: number): Promise<Booking> {
  const student = await findStudentContact(db, userId);
  if (!student) throw AppError.notFound();
  return viewOf(db, bookingId, student.profileId);
}

export type UpdateBookingResult = Booking & { credit_info: CreditInfo; credit_refunded: boolean; points_event: PointsEvent | null };

/** Cancel (`status: canceled`), reschedule (new start and end), or edit the note of the student's own booking. */
export async function updateOwnBooking(deps: BookingDeps, userId: number, bookingId: number, input: UpdateBookingRequest): Promise<UpdateBookingResult> {
  const student = await findStudentContact(deps.db, userId);
  if (!student) throw AppError.notFound();
  const isCancel = input.status === 'canceled';
  const isMove = input.start_time !== undefined || input.end_time !== undefined;
  if (isCancel && isMove) throw AppError.nonField(bookingMessages.nothingToChange);
  if (isCancel) return cancelBooking(deps, student, bookingId);
  if (isMove) {
    if (input.start_time === undefined || input.end_time === undefined) {
      throw AppError.validation({ [input.start_time === undefined ? 'start_time' : 'end_time']: ['This field is required.'] });
    }
    return rescheduleBooking(deps, student, bookingId, new Date(input.start_time), new Date(input.end_time), input.pre_session_note);
  }
  if (input.pre_session_note !== undefined) return editNote(deps, student, bookingId, input.pre_session_note);
  throw AppError.nonField(bookingMessages.nothingToChange);
}

async function cancelBooking(deps: BookingDeps, student: Student, bookingId: number): Promise<UpdateBookingResult> {
  const { db, clock, config } = deps;
  const now = clock.now();
  return db.transaction(async (tx) => {
    const booking = await lockOwnBooking(tx, bookingId, student.profileId);
    if (!booking) throw AppError.notFound();
    if (booking.status === 'canceled') throw AppError.nonField(bookingMessages.alreadyCanceled);
    if (booking.startTime <= now) throw AppError.nonField(bookingMessages.notCancelable);
    const isCreditReturned = booking.startTime.getTime() - now.getTime() > FREE_CANCEL_HOURS * HOUR_MS;
    const canceled = await updateBooking(tx, booking.id, {
      status: 'canceled',
      canceledAt: now,
      icsSequence: booking.icsSequence + 1,
      updatedAt: now,
    });
    if (isCreditReturned) {
      await changeCredits(tx, { userId: student.userId, amount: BOOKING_COST_CREDITS, reason: 'booking_refund', bookingId: booking.id });
    }
    const pointsEvent = await awardPoints(tx, student.userId, 'canceled_session', `booking:${booking.id}`);
    await cancelReminders(tx, booking.id);
    const coach = (await findCoachSummary(tx, booking.mentorId))!;
    await queueBookingMails(tx, { kind: 'canceled', by: 'student', isCreditReturned }, mailFacts(canceled, student, coach), config.mailFrom, now);
    return {
      ...(await viewOf(tx, booking.id, student.profileId)),
      credit_info: await creditInfo(tx, student.userId),
      credit_refunded: isCreditReturned,
      points_event: pointsEvent,
    };
  });
}

async function rescheduleBooking(
  deps: BookingDeps,
  student: Student,
  bookingId: number,
  start: Date,
  end: Date,
  note: string | undefined,
): Promise<UpdateBookingResult> {
  const { db, clock, config } = deps;
  const now = clock.now();
  const current = await findOwnBooking(db, bookingId, student.profileId);
  if (!current) throw AppError.notFound();
  const coach = (await findCoachSummary(db, current.mentorId))!;

  return withSlotGuard(() =>
    db.transaction(async (tx) => {
      const booking = await lockOwnBooking(tx, bookingId, student.profileId);
      if (!booking) throw AppError.notFound();
      if (booking.status === 'canceled') throw AppError.nonField(bookingMessages.alreadyCanceled);
      if (booking.startTime.getTime() - now.getTime() < RESCHEDULE_NOTICE_HOURS * HOUR_MS) {
        throw AppError.nonField(bookingMessages.rescheduleTooLate);
      }
      if (booking.startTime.getTime() === start.getTime() && booking.endTime.getTime() === end.getTime()) {
        throw AppError.nonField(bookingMessages.rescheduleSameTime);
      }
      refuseSlot(await checkSlot(tx, now, coach, start, end, { start: booking.startTime }));
      const moved = await updateBooking(tx, booking.id, {
        startTime: start,
        endTime: end,
        isRescheduled: true,
        icsSequence: booking.icsSequence + 1,
        updatedAt: now,
        ...(note !== undefined ? { preSessionNote: noteOf(note) } : {}),
      });
      await cancelReminders(tx, booking.id);
      await queueBookingMails(tx, { kind: 'rescheduled', previousStart: booking.startTime }, mailFacts(moved, student, coach), config.mailFrom, now, reminderJobs(moved, now));
      return {
        ...(await viewOf(tx, booking.id, student.profileId)),
        credit_info: await creditInfo(tx, student.userId),
        credit_refunded: false,
        points_event: null,
      };
    }),
  );
}

async function editNote(deps: BookingDeps, student: Student, bookingId: number, note: string): Promise<UpdateBookingResult> {
  const { db, clock } = deps;
  return db.transaction(async (tx) => {
    const booking = await lockOwnBooking(tx, bookingId, student.profileId);
    if (!booking) throw AppError.notFound();
    if (booking.status === 'canceled') throw AppError.nonField(bookingMessages.alreadyCanceled);
    await updateBooking(tx, booking.id, { preSessionNote: noteOf(note), updatedAt: clock.now() });
    return {
      ...(await viewOf(tx, booking.id, student.profileId)),
      credit_info: await creditInfo(tx, student.userId),
      credit_refunded: false,
      points_event: null,
    };
  });
}

export interface CanceledSession {
  bookingId: number;
  startTime: Date;
  studentFirstName: string;
}

/**
 * Cancels the given booked sessions inside the caller's transaction: each student gets their credit back
 * whatever the notice, loses no points, and the METHOD:CANCEL goes to both sides (to the coach alone when
 * the student is deleting their account).
 */
async function cancelSessions(
  tx: Db,
  config: Config,
  toCancel: BookingRow[],
  by: 'coach_deactivated' | 'student_left',
  now: Date,
): Promise<CanceledSession[]> {
  const canceled: CanceledSession[] = [];
  for (const booking of toCancel) {
    const parties = (await findBookingParties(tx, booking.id))!;
    const row = await updateBooking(tx, booking.id, { status: 'canceled', canceledAt: now, icsSequence: booking.icsSequence + 1, updatedAt: now });
    await changeCredits(tx, { userId: parties.studentUserId, amount: BOOKING_COST_CREDITS, reason: 'booking_refund', bookingId: booking.id });
    await cancelReminders(tx, booking.id);
    await queueBookingMails(tx, { kind: 'canceled', by, isCreditReturned: true }, mailFacts(row, parties.student, parties.coach), config.mailFrom, now);
    canceled.push({ bookingId: booking.id, startTime: booking.startTime, studentFirstName: parties.student.firstName });
  }
  return canceled;
}

/** Every booked session of a coach that has not started (the caller has already marked the coach inactive). */
export async function cancelUpcomingSessionsOfCoach(tx: Db, deps: Pick<BookingDeps, 'config'>, mentorId: number, now: Date): Promise<CanceledSession[]> {
  return cancelSessions(tx, deps.config, await lockUpcomingBookings(tx, { mentorId }, now), 'coach_deactivated', now);
}

/** Every booked session of a student who is deleting their account that has not started; the coaches are mailed. */
export async function cancelUpcomingSessionsOfStudent(tx: Db, config: Config, studentProfileId: number, now: Date): Promise<CanceledSession[]> {
  return cancelSessions(tx, config, await lockUpcomingBookings(tx, { studentProfileId }, now), 'student_left', now);
}

/** The join window: from 15 minutes before the start to 60 minutes after it, both edges included. */
export function isJoinWindowOpen(start: Date, now: Date): boolean {
  const t = now.getTime();
  return t >= start.getTime() - JOIN_OPENS_MINUTES_BEFORE * MINUTE_MS && t <= start.getTime() + JOIN_CLOSES_MINUTES_AFTER * MINUTE_MS;
}

/** Marks the session joined (inside the join window only) and pays taken_coaching_session once. */
export async function markSessionTaken(deps: BookingDeps, userId: number, bookingId: number): Promise<Booking & { points_event: PointsEvent | null }> {
  const { db, clock } = deps;
  const now = clock.now();
  const student = await findStudentContact(db, userId);
  if (!student) throw AppError.notFound();
  return db.transaction(async (tx) => {
    const booking = await lockOwnBooking(tx, bookingId, student.profileId);
    if (!booking) throw AppError.notFound();
    if (booking.status === 'canceled') throw AppError.nonField(bookingMessages.sessionCanceled);
    if (!isJoinWindowOpen(booking.startTime, now)) throw AppError.nonField(bookingMessages.joinNotOpen);
    let pointsEvent: PointsEvent | null = null;
    if (!booking.isSessionTaken) {
      await updateBooking(tx, booking.id, { isSessionTaken: true, sessionTakenAt: now, updatedAt: now });
      pointsEvent = await awardPoints(tx, student.userId, 'taken_coaching_session', `booking:${booking.id}`);
    }
    return { ...(await viewOf(tx, booking.id, student.profileId)), points_event: pointsEvent };
  });
}
