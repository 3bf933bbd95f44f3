import type { Db } from '@bloom/db/client';
import type { AppDeps } from '../../platform/deps';
import { cancelJobs, completeJob, JOB_MARKED_DONE, type NewJob } from '../../platform/jobs';
import { mailFacts, queueBookingMails, type ReminderKind } from './booking-mail';
import { findBookingParties } from './bookings.repository';

export const BOOKING_REMINDER_JOB = 'booking.reminder';

const reminderLeads: { kind: ReminderKind; ms: number }[] = [
  { kind: '24h', ms: 24 * 3600_000 },
  { kind: '1h', ms: 3600_000 },
];

export const bookingSubject = (bookingId: number) => `booking:${bookingId}`;

/**
 * The 24-hour and 1-hour reminder jobs of a booking, queued with its mails (`queueBookingMails`) inside the
 * transaction that books or moves it. A reminder whose time has already passed is left out: the
 * confirmation just sent says it all.
 */
export function reminderJobs(booking: { id: number; startTime: Date }, now: Date): NewJob[] {
  return reminderLeads
    .map((lead) => ({ lead, runAt: new Date(booking.startTime.getTime() - lead.ms) }))
    .filter(({ runAt }) => runAt > now)
    .map(({ lead, runAt }) => ({
      kind: BOOKING_REMINDER_JOB,
      runAt,
      subjectKey: bookingSubject(booking.id),
      payload: { bookingId: booking.id, kind: lead.kind, startTime: booking.startTime.toISOString() },
    }));
}

export async function cancelReminders(db: Db, bookingId: number): Promise<void> {
  await cancelJobs(db, bookingSubject(bookingId), [BOOKING_REMINDER_JOB]);
}

/**
 * The job re-reads the booking: a reminder for a booking since canceled or moved to another time sends
 * nothing, even if cancelling its job lost a race with the worker. The student's and the coach's reminder
 * are queued in the transaction that marks the job done, so a second run of the job (another process
 * after a lapsed lease) finds it done and queues nothing.
 */
export function registerReminderJob(deps: AppDeps): void {
  deps.jobs.register(BOOKING_REMINDER_JOB, async (payload, job) => {
    const bookingId = Number(payload.bookingId);
    const lead: ReminderKind = payload.kind === '1h' ? '1h' : '24h';
    await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      if (!(await completeJob(tx, job.id, now))) return;
      const parties = await findBookingParties(tx, bookingId);
      if (!parties || parties.booking.status !== 'booked') return;
      if (parties.booking.startTime.toISOString() !== payload.startTime) return;
      await queueBookingMails(tx, { kind: 'reminder', lead }, mailFacts(parties.booking, parties.student, parties.coach), deps.config.mailFrom, now);
    });
    return JOB_MARKED_DONE;
  });
}
