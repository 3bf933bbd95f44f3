/**
 * iCalendar (RFC 5545) for bookings: the invitations mailed to the student and the coach (iTIP REQUEST and
 * CANCEL, RFC 5546) and the coach's subscribed feed (PUBLISH). One UID for the booking's whole life;
 * SEQUENCE rises with every change so calendar apps replace the event or remove it.
 */

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface CalendarEvent {
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  /** When this version was made (DTSTAMP). */
  stamp: Date;
  summary: string;
  description: string;
  url: string;
  status: 'CONFIRMED' | 'CANCELLED';
  organizer: CalendarPerson;
  /** The recipient of an invitation; a published feed names none (RFC 5546 3.2.1). */
  attendee?: CalendarPerson;
  lastModified?: Date;
  /** A display alarm this many minutes before the start. */
  alarmMinutesBefore?: number;
}

export interface Calendar {
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH';
  /** Shown as the calendar's name by apps that subscribe to a feed. */
  name?: string;
  /** The zone apps show a subscribed feed in (times themselves are UTC). */
  timezone?: string;
  /** How often subscribers should fetch the feed again. */
  refreshMinutes?: number;
  events: CalendarEvent[];
}

/** One event mailed to one person: its status follows from the method. */
export interface CalendarInvite extends Omit<CalendarEvent, 'status' | 'attendee'> {
  method: 'REQUEST' | 'CANCEL';
  attendee: CalendarPerson;
}

function icsTime(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** TEXT values escape backslash, semicolon, comma and newlines. */
function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n|\r/g, '\\n');
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

function minutesDuration(minutes: number): string {
  return minutes % 60 === 0 ? `PT${minutes / 60}H` : `PT${minutes}M`;
}

function eventLines(event: CalendarEvent): string[] {
  const isCancelled = event.status === 'CANCELLED';
  const attendee = event.attendee
    ? [
        `ATTENDEE;CN=${quoteParam(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${isCancelled ? 'DECLINED' : 'ACCEPTED'};RSVP=FALSE:mailto:${event.attendee.email}`,
      ]
    : [];
  const alarm =
    event.alarmMinutesBefore !== undefined && !isCancelled
      ? [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          `DESCRIPTION:${escapeText(`Coaching session in ${event.alarmMinutesBefore} minutes`)}`,
          `TRIGGER:-${minutesDuration(event.alarmMinutesBefore)}`,
          'END:VALARM',
        ]
      : [];
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsTime(event.stamp)}`,
    ...(event.lastModified ? [`LAST-MODIFIED:${icsTime(event.lastModified)}`] : []),
    `DTSTART:${icsTime(event.start)}`,
    `DTEND:${icsTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.url)}`,
    `URL:${event.url}`,
    `ORGANIZER;CN=${quoteParam(event.organizer.name)}:mailto:${event.organizer.email}`,
    ...attendee,
    `STATUS:${event.status}`,
    // A cancelled event no longer blocks the time.
    `TRANSP:${isCancelled ? 'TRANSPARENT' : 'OPAQUE'}`,
    ...alarm,
    'END:VEVENT',
  ];
}

/**
 * RFC 5545 wants at least one component in a calendar; a feed with no sessions yet carries this
 * unreferenced UTC zone, as many generators do, rather than an empty body strict readers refuse.
 */
const emptyCalendarComponent = [
  'BEGIN:VTIMEZONE',
  'TZID:UTC',
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0000',
  'TZNAME:UTC',
  'END:STANDARD',
  'END:VTIMEZONE',
];

export function buildCalendar(calendar: Calendar): string {
  const refresh = calendar.refreshMinutes === undefined ? undefined : minutesDuration(calendar.refreshMinutes);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Bloom//Coaching Sessions//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${calendar.method}`,
    ...(calendar.name ? [`X-WR-CALNAME:${escapeText(calendar.name)}`] : []),
    ...(calendar.timezone ? [`X-WR-TIMEZONE:${escapeText(calendar.timezone)}`] : []),
    // REFRESH-INTERVAL is RFC 7986 (Apple); X-PUBLISHED-TTL is what Outlook reads.
    ...(refresh ? [`REFRESH-INTERVAL;VALUE=DURATION:${refresh}`, `X-PUBLISHED-TTL:${refresh}`] : []),
    ...(calendar.events.length > 0 ? calendar.events.flatMap(eventLines) : emptyCalendarComponent),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** A one-event invitation: METHOD:REQUEST books or updates it, METHOD:CANCEL removes it. */
export function buildInvite(invite: CalendarInvite): string {
  const isCancel = invite.method === 'CANCEL';
  const { method, ...event } = invite;
  return buildCalendar({
    method,
    events: [{ ...event, status: isCancel ? 'CANCELLED' : 'CONFIRMED', ...(isCancel ? {} : { alarmMinutesBefore: 15 }) }],
  });
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
