import type { Db } from '@bloom/db/client';
import type { AppDeps } from '../../platform/deps';
import { cancelJobs, enqueueJob } from '../../platform/jobs';
import { queueMail } from '../../platform/mail';
import { reminderMail, type ReminderKind } from './booking-mail';
import { findBookingMailFacts } from './bookings.repository';

export const BOOKING_REMINDER_JOB = 'booking.reminder';

const reminderLeads: { kind: ReminderKind; ms: number }[] = [
  { kind: '24h', ms: 24 * 3600_000 },
  { kind: '1h', ms: 3600_000 },
];

export const bookingSubject = (bookingId: number) => `booking:${bookingId}`;

/**
 * Schedules the 24-hour and 1-hour reminders of a booking, inside the transaction that books or moves it.
 * A reminder whose time has already passed is left out: the confirmation just sent says it all.
 */
export async function scheduleReminders(db: Db, booking: { id: number; startTime: Date }, now: Date): Promise<void> {
  for (const lead of reminderLeads) {
    const runAt = new Date(booking.startTime.getTime() - lead.ms);
    if (runAt <= now) continue;
    await enqueueJob(db, {
      kind: BOOKING_REMINDER_JOB,
      runAt,
      subjectKey: bookingSubject(booking.id),
      payload: { bookingId: booking.id, kind: lead.kind, startTime: booking.startTime.toISOString() },
    });
  }
}

export async function cancelReminders(db: Db, bookingId: number): Promise<void> {
  await cancelJobs(db, bookingSubject(bookingId), [BOOKING_REMINDER_JOB]);
}

/**
 * The job re-reads the booking: a reminder for a booking since canceled or moved to another time sends
 * nothing, even if cancelling its job lost a race with the worker.
 */
export function registerReminderJob(deps: AppDeps): void {
  deps.jobs.register(BOOKING_REMINDER_JOB, async (payload) => {
    const bookingId = Number(payload.bookingId);
    const kind: ReminderKind = payload.kind === '1h' ? '1h' : '24h';
    await deps.db.transaction(async (tx) => {
      const facts = await findBookingMailFacts(tx, bookingId);
      if (!facts || facts.booking.status !== 'booked') return;
      if (facts.booking.startTime.toISOString() !== payload.startTime) return;
      await queueMail(
        tx,
        reminderMail(
          {
            ...facts,
            start: facts.booking.startTime,
            end: facts.booking.endTime,
            joinUrl: facts.booking.joinUrl,
            preSessionNote: facts.booking.preSessionNote,
            icsUid: facts.booking.icsUid,
            icsSequence: facts.booking.icsSequence,
          },
          kind,
        ),
      );
    });
  });
}
