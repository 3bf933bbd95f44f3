import ICAL from 'ical.js';

/**
 * Test-only: reads an iCalendar document the way a calendar app would (ical.js, Mozilla's parser), after
 * checking the RFC 5545 / 5546 rules that parsers forgive but Outlook and Google do not always: CRLF line
 * ends, lines of at most 75 octets, the required properties, and ATTENDEE only where the method allows it.
 * Throws on the first rule broken.
 */

export interface ParsedEvent {
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  stamp: Date;
  summary: string;
  description: string;
  location: string;
  url: string;
  status: string;
  organizer: string;
  attendees: { email: string; name: string }[];
  hasAlarm: boolean;
}

export interface ParsedCalendar {
  method: string;
  name: string | null;
  timezone: string | null;
  events: ParsedEvent[];
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`Invalid iCalendar: ${message}`);
}

function checkLines(ics: string): void {
  check(ics.endsWith('\r\n'), 'the last line must end with CRLF');
  const lines = ics.slice(0, -2).split('\r\n');
  const encoder = new TextEncoder();
  for (const line of lines) {
    check(!/[\r\n]/.test(line), `bare CR or LF in ${JSON.stringify(line)}`);
    check(encoder.encode(line).length <= 75, `line longer than 75 octets: ${JSON.stringify(line)}`);
  }
}

const text = (component: ICAL.Component, name: string) => {
  const value = component.getFirstPropertyValue(name);
  return value === null ? '' : String(value);
};

function time(component: ICAL.Component, name: string): Date {
  const value = component.getFirstPropertyValue(name);
  check(value instanceof ICAL.Time, `${name.toUpperCase()} must be a date-time`);
  check(value.isDate === false && value.zone === ICAL.Timezone.utcTimezone, `${name.toUpperCase()} must be a UTC date-time`);
  return value.toJSDate();
}

const mailtoOf = (value: unknown) => String(value).replace(/^mailto:/i, '');

export function readCalendar(ics: string): ParsedCalendar {
  checkLines(ics);
  const calendar = new ICAL.Component(ICAL.parse(ics));
  check(calendar.name === 'vcalendar', 'not a VCALENDAR');
  check(text(calendar, 'version') === '2.0', 'VERSION:2.0 is required');
  check(text(calendar, 'prodid') !== '', 'PRODID is required');
  const method = text(calendar, 'method');
  check(['REQUEST', 'CANCEL', 'PUBLISH'].includes(method), `unexpected METHOD ${method}`);

  const events = calendar.getAllSubcomponents('vevent').map((vevent): ParsedEvent => {
    const uid = text(vevent, 'uid');
    check(uid !== '', 'every VEVENT needs a UID');
    const organizer = vevent.getFirstProperty('organizer');
    check(organizer !== null, 'ORGANIZER is required by iTIP');
    const attendees = vevent.getAllProperties('attendee').map((p) => ({ email: mailtoOf(p.getFirstValue()), name: String(p.getParameter('cn') ?? '') }));
    if (method === 'PUBLISH') check(attendees.length === 0, 'a PUBLISHed event names no ATTENDEE (RFC 5546 3.2.1)');
    else check(attendees.length > 0, `${method} needs an ATTENDEE`);
    const sequence = Number(text(vevent, 'sequence') || '0');
    const event: ParsedEvent = {
      uid,
      sequence,
      start: time(vevent, 'dtstart'),
      end: time(vevent, 'dtend'),
      stamp: time(vevent, 'dtstamp'),
      summary: text(vevent, 'summary'),
      description: text(vevent, 'description'),
      location: text(vevent, 'location'),
      url: text(vevent, 'url'),
      status: text(vevent, 'status'),
      organizer: mailtoOf(organizer.getFirstValue()),
      attendees,
      hasAlarm: vevent.getAllSubcomponents('valarm').length > 0,
    };
    check(event.start < event.end, 'DTSTART must be before DTEND');
    if (method === 'CANCEL') check(event.status === 'CANCELLED', 'a CANCEL carries STATUS:CANCELLED');
    return event;
  });
  check(events.length > 0 || method === 'PUBLISH', 'an invitation holds one VEVENT');
  check(calendar.getAllSubcomponents().length > 0, 'a VCALENDAR holds at least one component (RFC 5545 3.6)');
  return { method, name: text(calendar, 'x-wr-calname') || null, timezone: text(calendar, 'x-wr-timezone') || null, events };
}
