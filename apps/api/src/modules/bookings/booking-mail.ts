import type { MailMessage } from '../../platform/mail';
import { buildInvite } from './calendar';
import { canonicalTimeZone } from './zoned-time';

export interface BookingMailFacts {
  studentEmail: string;
  studentFirstName: string;
  studentLastName: string;
  studentTimezone: string;
  coachFirstName: string;
  coachLastName: string;
  start: Date;
  end: Date;
  joinUrl: string;
  preSessionNote: string;
  icsUid: string;
  icsSequence: number;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** "Tuesday, January 14, 2025 at 9:00 AM EST" on the student's clock. */
export function formatSessionTime(date: Date, timeZone: string): string {
  const zone = canonicalTimeZone(timeZone) ?? 'UTC';
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date);
}

function organizerOf(mailFrom: string): { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(mailFrom);
  if (match) return { name: match[1]!.trim() || 'Bloom', email: match[2]!.trim() };
  return { name: 'Bloom', email: mailFrom.trim() };
}

function invite(facts: BookingMailFacts, mailFrom: string, method: 'REQUEST' | 'CANCEL', stamp: Date) {
  const coach = `${facts.coachFirstName} ${facts.coachLastName}`.trim();
  const ics = buildInvite({
    method,
    uid: facts.icsUid,
    sequence: facts.icsSequence,
    start: facts.start,
    end: facts.end,
    stamp,
    summary: `Bloom coaching session with ${coach}`,
    description: `Join your session: ${facts.joinUrl}${facts.preSessionNote && facts.preSessionNote !== 'N/A' ? `\nYour note: ${facts.preSessionNote}` : ''}`,
    url: facts.joinUrl,
    organizer: organizerOf(mailFrom),
    attendee: { name: `${facts.studentFirstName} ${facts.studentLastName}`.trim(), email: facts.studentEmail },
  });
  return {
    filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: ics,
  };
}

function compose(facts: BookingMailFacts, subject: string, paragraphs: string[], withJoinLink: boolean): Omit<MailMessage, 'attachments'> {
  const greeting = `Hi ${facts.studentFirstName},`;
  const join = withJoinLink ? [`Join link: ${facts.joinUrl}`] : [];
  const text = [greeting, '', ...paragraphs.flatMap((p) => [p, '']), ...join, '', 'The Bloom team'].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    withJoinLink ? `<p><a href="${escapeHtml(facts.joinUrl)}">Join your session</a></p>` : '',
    '<p>The Bloom team</p>',
  ].join('\n');
  return { to: facts.studentEmail, subject, text, html };
}

const coachName = (f: BookingMailFacts) => `${f.coachFirstName} ${f.coachLastName}`.trim();
const when = (f: BookingMailFacts) => formatSessionTime(f.start, f.studentTimezone);

export function confirmationMail(facts: BookingMailFacts, mailFrom: string, now: Date): MailMessage {
  return {
    ...compose(
      facts,
      'Your Bloom coaching session is booked',
      [
        `Your 30-minute session with ${coachName(facts)} is booked for ${when(facts)}.`,
        'The calendar invitation is attached. You can join from 15 minutes before the start; you can reschedule or cancel up to 24 hours before.',
      ],
      true,
    ),
    attachments: [invite(facts, mailFrom, 'REQUEST', now)],
  };
}

export function rescheduleMail(facts: BookingMailFacts, mailFrom: string, now: Date, previousStart: Date): MailMessage {
  return {
    ...compose(
      facts,
      'Your Bloom coaching session has been rescheduled',
      [
        `Your session with ${coachName(facts)} has moved from ${formatSessionTime(previousStart, facts.studentTimezone)} to ${when(facts)}.`,
        'The attached invitation updates the event in your calendar.',
      ],
      true,
    ),
    attachments: [invite(facts, mailFrom, 'REQUEST', now)],
  };
}

export function cancellationMail(facts: BookingMailFacts, mailFrom: string, now: Date, isCreditReturned: boolean): MailMessage {
  return {
    ...compose(
      facts,
      'Your Bloom coaching session has been canceled',
      [
        `Your session with ${coachName(facts)} on ${when(facts)} has been canceled.`,
        isCreditReturned
          ? 'Your session credit has been returned to your balance.'
          : 'It was canceled less than 24 hours before the start, so the session credit was not returned.',
      ],
      false,
    ),
    attachments: [invite(facts, mailFrom, 'CANCEL', now)],
  };
}

export type ReminderKind = '24h' | '1h';

export function reminderMail(facts: BookingMailFacts, kind: ReminderKind): MailMessage {
  const subject = kind === '24h' ? 'Reminder: your Bloom coaching session is tomorrow' : 'Reminder: your Bloom coaching session starts in 1 hour';
  return compose(
    facts,
    subject,
    [
      `Your session with ${coachName(facts)} is on ${when(facts)}.`,
      'You can join from 15 minutes before the start.',
    ],
    true,
  );
}
