import type { Db } from '@bloom/db/client';
import type { NewJob } from '../../platform/jobs';
import { queueMails, type MailAttachment, type MailMessage } from '../../platform/mail';
import type { BookingRow } from './bookings.repository';
import { buildInvite, type CalendarPerson } from './calendar';
import { canonicalTimeZone } from './zoned-time';

interface Person {
  email: string;
  firstName: string;
  lastName: string;
  /** Times in this person's mail are shown on this clock. */
  timezone: string;
}

export interface BookingMailFacts {
  student: Person;
  coach: Person;
  start: Date;
  end: Date;
  joinUrl: string;
  preSessionNote: string;
  icsUid: string;
  icsSequence: number;
}

export function mailFacts(booking: BookingRow, student: Person, coach: Person): BookingMailFacts {
  return {
    student: { email: student.email, firstName: student.firstName, lastName: student.lastName, timezone: student.timezone },
    coach: { email: coach.email, firstName: coach.firstName, lastName: coach.lastName, timezone: coach.timezone },
    start: booking.startTime,
    end: booking.endTime,
    joinUrl: booking.joinUrl,
    preSessionNote: booking.preSessionNote,
    icsUid: booking.icsUid,
    icsSequence: booking.icsSequence,
  };
}

export type ReminderKind = '24h' | '1h';

/** What happened to a booking; each change mails the student and the coach (only the coach once the student has left Bloom). */
export type BookingChange =
  | { kind: 'booked' }
  | { kind: 'rescheduled'; previousStart: Date }
  | { kind: 'canceled'; by: 'student' | 'coach_deactivated' | 'student_left'; isCreditReturned: boolean }
  | { kind: 'reminder'; lead: ReminderKind };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** One formatter per zone (a new Intl.DateTimeFormat costs more than the mail it formats); bounded by the zone list. */
const sessionTimeFormatters = new Map<string, Intl.DateTimeFormat>();

/** "Tuesday, January 14, 2025 at 9:00 AM EST" on the reader's clock. */
export function formatSessionTime(date: Date, timeZone: string): string {
  const zone = canonicalTimeZone(timeZone) ?? 'UTC';
  let formatter = sessionTimeFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    sessionTimeFormatters.set(zone, formatter);
  }
  return formatter.format(date);
}

/** The ORGANIZER of every Bloom calendar event: the sender of Bloom's mail. */
export function organizerOf(mailFrom: string): CalendarPerson {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(mailFrom);
  if (match) return { name: match[1]!.trim() || 'Bloom', email: match[2]!.trim() };
  return { name: 'Bloom', email: mailFrom.trim() };
}

const fullName = (p: Person) => `${p.firstName} ${p.lastName}`.trim();
const noteOf = (session: { preSessionNote: string }) =>
  session.preSessionNote && session.preSessionNote !== 'N/A' ? session.preSessionNote : undefined;
const studentCalledBy = (firstName: string) => firstName.trim() || 'A student';

/** The title and description of a session in the coach's calendar (invitation and feed alike). */
export function coachEventText(session: { studentFirstName: string; joinUrl: string; preSessionNote: string }) {
  const student = studentCalledBy(session.studentFirstName);
  const note = noteOf(session);
  return {
    summary: `Bloom coaching session with ${student}`,
    description: `Join the session: ${session.joinUrl}${note ? `\nNote from ${student}: ${note}` : ''}`,
  };
}

/** One side's view of a change: who reads it, what it says, and the calendar event it carries. */
interface Letter {
  reader: Person;
  subject: string;
  paragraphs: string[];
  withJoinLink: boolean;
  summary: string;
  description: string;
  /** The attendee named in the invitation: the reader, never the other side. */
  attendeeName: string;
}

function studentLetter(change: BookingChange, f: BookingMailFacts): Letter {
  const coach = fullName(f.coach);
  const when = formatSessionTime(f.start, f.student.timezone);
  const note = noteOf(f);
  const base = {
    reader: f.student,
    summary: `Bloom coaching session with ${coach}`,
    description: `Join your session: ${f.joinUrl}${note ? `\nYour note: ${note}` : ''}`,
    attendeeName: fullName(f.student),
  };
  switch (change.kind) {
    case 'booked':
      return {
        ...base,
        subject: 'Your Bloom coaching session is booked',
        paragraphs: [
          `Your 30-minute session with ${coach} is booked for ${when}.`,
          'The calendar invitation is attached. You can join from 15 minutes before the start; you can reschedule or cancel up to 24 hours before.',
        ],
        withJoinLink: true,
      };
    case 'rescheduled':
      return {
        ...base,
        subject: 'Your Bloom coaching session has been rescheduled',
        paragraphs: [
          `Your session with ${coach} has moved from ${formatSessionTime(change.previousStart, f.student.timezone)} to ${when}.`,
          'The attached invitation updates the event in your calendar.',
        ],
        withJoinLink: true,
      };
    case 'canceled':
      return {
        ...base,
        subject: 'Your Bloom coaching session has been canceled',
        paragraphs:
          change.by === 'coach_deactivated'
            ? [
                `Your session with ${coach} on ${when} has been canceled: ${coach} is no longer coaching on Bloom.`,
                'Your session credit has been returned to your balance, so you can book a session with another coach.',
              ]
            : [
                `Your session with ${coach} on ${when} has been canceled.`,
                change.isCreditReturned
                  ? 'Your session credit has been returned to your balance.'
                  : 'It was canceled less than 24 hours before the start, so the session credit was not returned.',
              ],
        withJoinLink: false,
      };
    case 'reminder':
      return {
        ...base,
        subject: change.lead === '24h' ? 'Reminder: your Bloom coaching session is tomorrow' : 'Reminder: your Bloom coaching session starts in 1 hour',
        paragraphs: [`Your session with ${coach} is on ${when}.`, 'You can join from 15 minutes before the start.'],
        withJoinLink: true,
      };
  }
}

/** The coach learns the student's first name and note, nothing more about them. */
function coachLetter(change: BookingChange, f: BookingMailFacts): Letter {
  const student = studentCalledBy(f.student.firstName);
  const when = formatSessionTime(f.start, f.coach.timezone);
  const note = noteOf(f);
  const noteLine = note ? [`Their note: ${note}`] : [];
  const base = {
    reader: f.coach,
    ...coachEventText({ studentFirstName: f.student.firstName, joinUrl: f.joinUrl, preSessionNote: f.preSessionNote }),
    attendeeName: fullName(f.coach),
  };
  switch (change.kind) {
    case 'booked':
      return {
        ...base,
        subject: `New Bloom coaching session with ${student}`,
        paragraphs: [`${student} booked a 30-minute session with you on ${when}.`, ...noteLine, 'The calendar invitation is attached.'],
        withJoinLink: true,
      };
    case 'rescheduled':
      return {
        ...base,
        subject: `Bloom coaching session with ${student} rescheduled`,
        paragraphs: [
          `${student} moved their session with you from ${formatSessionTime(change.previousStart, f.coach.timezone)} to ${when}.`,
          ...noteLine,
          'The attached invitation updates the event in your calendar.',
        ],
        withJoinLink: true,
      };
    case 'canceled':
      return {
        ...base,
        subject: `Bloom coaching session with ${student} canceled`,
        paragraphs: [
          {
            coach_deactivated: `Your session with ${student} on ${when} has been canceled because your Bloom coaching account has been deactivated. ${student} has been told and their session credit returned.`,
            student_left: `${student} canceled their session with you on ${when}: they have deleted their Bloom account.`,
            student: `${student} canceled their session with you on ${when}.`,
          }[change.by],
          'The attached cancellation removes it from your calendar.',
        ],
        withJoinLink: false,
      };
    case 'reminder':
      return {
        ...base,
        subject: change.lead === '24h' ? `Reminder: Bloom coaching session with ${student} tomorrow` : `Reminder: Bloom coaching session with ${student} in 1 hour`,
        paragraphs: [`Your session with ${student} is on ${when}.`, ...noteLine],
        withJoinLink: true,
      };
  }
}

function invite(letter: Letter, change: BookingChange, f: BookingMailFacts, mailFrom: string, now: Date): MailAttachment | undefined {
  if (change.kind === 'reminder') return undefined;
  const method = change.kind === 'canceled' ? 'CANCEL' : 'REQUEST';
  return {
    filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: buildInvite({
      method,
      uid: f.icsUid,
      sequence: f.icsSequence,
      start: f.start,
      end: f.end,
      stamp: now,
      summary: letter.summary,
      description: letter.description,
      url: f.joinUrl,
      organizer: organizerOf(mailFrom),
      attendee: { name: letter.attendeeName, email: letter.reader.email },
    }),
  };
}

function compose(letter: Letter, f: BookingMailFacts, attachment: MailAttachment | undefined): MailMessage {
  const greeting = `Hi ${letter.reader.firstName},`;
  const join = letter.withJoinLink ? [`Join link: ${f.joinUrl}`] : [];
  const text = [greeting, '', ...letter.paragraphs.flatMap((p) => [p, '']), ...join, '', 'The Bloom team'].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...letter.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    letter.withJoinLink ? `<p><a href="${escapeHtml(f.joinUrl)}">Join the session</a></p>` : '',
    '<p>The Bloom team</p>',
  ].join('\n');
  return { to: letter.reader.email, subject: letter.subject, text, html, ...(attachment ? { attachments: [attachment] } : {}) };
}

/** The student's and the coach's mail about one change, each with its own invitation (none for reminders). */
export function bookingMails(change: BookingChange, facts: BookingMailFacts, mailFrom: string, now: Date): MailMessage[] {
  const hasStudentLeft = change.kind === 'canceled' && change.by === 'student_left';
  const letters = hasStudentLeft ? [coachLetter(change, facts)] : [studentLetter(change, facts), coachLetter(change, facts)];
  return letters.map((letter) =>
    compose(letter, facts, invite(letter, change, facts, mailFrom, now)),
  );
}

/** Queues both mails inside the caller's transaction, with any other jobs of the change (`alongside`) in the same statement. */
export async function queueBookingMails(db: Db, change: BookingChange, facts: BookingMailFacts, mailFrom: string, now: Date, alongside: readonly NewJob[] = []): Promise<void> {
  await queueMails(db, bookingMails(change, facts, mailFrom, now), alongside);
}
