/**
 * iCalendar (RFC 5545) invitations for a booking. One UID for the booking's whole life; SEQUENCE rises with
 * every change so calendar apps replace the event (METHOD:REQUEST) or remove it (METHOD:CANCEL).
 */

export interface CalendarInvite {
  method: 'REQUEST' | 'CANCEL';
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  /** When this version was made (DTSTAMP). */
  stamp: Date;
  summary: string;
  description: string;
  url: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

function icsTime(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** TEXT values escape backslash, semicolon, comma and newlines. */
function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Parameter values (CN=...) cannot carry quotes, so they are dropped; the value is then quoted. */
function quoteParam(value: string): string {
  return `"${value.replace(/["\r\n]/g, '')}"`;
}

/** Lines longer than 75 octets are folded with CRLF + space, never inside a UTF-8 character. */
function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let currentBytes = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (currentBytes + size > limit) {
      parts.push(current);
      current = '';
      currentBytes = 0;
    }
    current += char;
    currentBytes += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function buildInvite(invite: CalendarInvite): string {
  const isCancel = invite.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Bloom//Coaching Sessions//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${invite.method}`,
    'BEGIN:VEVENT',
    `UID:${invite.uid}`,
    `SEQUENCE:${invite.sequence}`,
    `DTSTAMP:${icsTime(invite.stamp)}`,
    `DTSTART:${icsTime(invite.start)}`,
    `DTEND:${icsTime(invite.end)}`,
    `SUMMARY:${escapeText(invite.summary)}`,
    `DESCRIPTION:${escapeText(invite.description)}`,
    `LOCATION:${escapeText(invite.url)}`,
    `URL:${invite.url}`,
    `ORGANIZER;CN=${quoteParam(invite.organizer.name)}:mailto:${invite.organizer.email}`,
    `ATTENDEE;CN=${quoteParam(invite.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${isCancel ? 'DECLINED' : 'ACCEPTED'};RSVP=FALSE:mailto:${invite.attendee.email}`,
    `STATUS:${isCancel ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    ...(isCancel ? [] : ['BEGIN:VALARM', 'ACTION:DISPLAY', 'DESCRIPTION:Coaching session in 15 minutes', 'TRIGGER:-PT15M', 'END:VALARM']),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** Reads one property of the first VEVENT (tests and tools): unfolds lines first. */
export function readInviteProperty(ics: string, name: string): string | undefined {
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  for (const line of unfolded.split('\r\n')) {
    const match = /^([A-Z-]+)(;[^:]*)?:(.*)$/.exec(line);
    if (match && match[1] === name) return match[3];
  }
  return undefined;
}
