import { describe, expect, it } from 'vitest';
import { buildCalendar, buildInvite, readInviteProperty, type CalendarInvite } from './calendar';
import { readCalendar } from './ics-test-reader';

const invite: CalendarInvite = {
  method: 'REQUEST',
  uid: '5f0c7d4e-1111-4a4a-9999-0123456789ab@bloom',
  sequence: 0,
  start: new Date('2026-03-08T14:30:00Z'),
  end: new Date('2026-03-08T15:00:00Z'),
  stamp: new Date('2026-03-01T09:15:42.123Z'),
  summary: 'Bloom coaching session with Maya Patel',
  description: 'Join your session: https://meet.jit.si/bloom-abc\nYour note: exams, stress; sleep \\ focus',
  url: 'https://meet.jit.si/bloom-abc',
  organizer: { name: 'Bloom', email: 'no-reply@bloom.local' },
  attendee: { name: 'Ann "Annie" Lee', email: 'ann@state.edu' },
};

describe('iCalendar invitations', () => {
  it('is a VCALENDAR with CRLF lines, UTC times, the UID, SEQUENCE and METHOD', () => {
    const ics = buildInvite(invite);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(readInviteProperty(ics, 'METHOD')).toBe('REQUEST');
    expect(readInviteProperty(ics, 'UID')).toBe(invite.uid);
    expect(readInviteProperty(ics, 'SEQUENCE')).toBe('0');
    expect(readInviteProperty(ics, 'DTSTART')).toBe('20260308T143000Z');
    expect(readInviteProperty(ics, 'DTEND')).toBe('20260308T150000Z');
    expect(readInviteProperty(ics, 'DTSTAMP')).toBe('20260301T091542Z');
    expect(readInviteProperty(ics, 'STATUS')).toBe('CONFIRMED');
    expect(ics).toContain('BEGIN:VALARM');
  });

  it('escapes text values and keeps quotes out of parameters', () => {
    const ics = buildInvite(invite);
    expect(readInviteProperty(ics, 'DESCRIPTION')).toBe(
      'Join your session: https://meet.jit.si/bloom-abc\\nYour note: exams\\, stress\\; sleep \\\\ focus',
    );
    expect(ics.replace(/\r\n /g, '')).toContain('ATTENDEE;CN="Ann Annie Lee";ROLE=REQ-PARTICIPANT');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const ics = buildInvite({ ...invite, summary: `Session ${'🌱 growth '.repeat(20)}` });
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics).not.toContain('\uFFFD');
    expect(readInviteProperty(ics, 'SUMMARY')).toBe(`Session ${'🌱 growth '.repeat(20)}`);
  });

  it('a cancellation keeps the UID, carries METHOD:CANCEL and STATUS:CANCELLED, and no alarm', () => {
    const ics = buildInvite({ ...invite, method: 'CANCEL', sequence: 2 });
    expect(readInviteProperty(ics, 'METHOD')).toBe('CANCEL');
    expect(readInviteProperty(ics, 'STATUS')).toBe('CANCELLED');
    expect(readInviteProperty(ics, 'UID')).toBe(invite.uid);
    expect(readInviteProperty(ics, 'SEQUENCE')).toBe('2');
    expect(ics).not.toContain('VALARM');
  });

  it('reads back through a real iCalendar parser with the same values', () => {
    const parsed = readCalendar(buildInvite(invite));
    expect(parsed.method).toBe('REQUEST');
    expect(parsed.events).toHaveLength(1);
    expect(parsed.events[0]).toMatchObject({
      uid: invite.uid,
      sequence: 0,
      start: invite.start,
      end: invite.end,
      summary: invite.summary,
      description: invite.description,
      status: 'CONFIRMED',
      organizer: 'no-reply@bloom.local',
      attendees: [{ email: 'ann@state.edu', name: 'Ann Annie Lee' }],
      hasAlarm: true,
    });
    const cancel = readCalendar(buildInvite({ ...invite, method: 'CANCEL', sequence: 1 }));
    expect(cancel.events[0]).toMatchObject({ status: 'CANCELLED', sequence: 1, hasAlarm: false });
  });

  it('a published feed holds many events, names no attendee, and tells apps its name, zone and refresh', () => {
    const { method, attendee, ...base } = invite;
    void method;
    void attendee;
    const ics = buildCalendar({
      method: 'PUBLISH',
      name: 'Bloom coaching sessions',
      timezone: 'Asia/Tokyo',
      refreshMinutes: 60,
      events: [
        { ...base, status: 'CONFIRMED', lastModified: invite.stamp },
        { ...base, uid: 'other@bloom', status: 'CANCELLED', sequence: 3 },
      ],
    });
    expect(readInviteProperty(ics, 'REFRESH-INTERVAL')).toBe('PT1H');
    expect(readInviteProperty(ics, 'X-PUBLISHED-TTL')).toBe('PT1H');
    const parsed = readCalendar(ics);
    expect(parsed).toMatchObject({ method: 'PUBLISH', name: 'Bloom coaching sessions', timezone: 'Asia/Tokyo' });
    expect(parsed.events.map((e) => [e.uid, e.status, e.sequence, e.attendees.length])).toEqual([
      [invite.uid, 'CONFIRMED', 0, 0],
      ['other@bloom', 'CANCELLED', 3, 0],
    ]);
    expect(ics).toContain('LAST-MODIFIED:20260301T091542Z');
  });

  it('a feed with no sessions is still a valid calendar (at least one component)', () => {
    const ics = buildCalendar({ method: 'PUBLISH', name: 'Bloom coaching sessions', events: [] });
    expect(readCalendar(ics).events).toEqual([]);
    expect(ics).toContain('BEGIN:VTIMEZONE');
    expect(() => readCalendar(ics.replace(/BEGIN:VTIMEZONE[\s\S]*END:VTIMEZONE\r\n/, ''))).toThrow(/at least one component/);
  });

  it('the test reader refuses what calendar apps choke on: LF line ends, long lines, an attendee in a feed', () => {
    const ics = buildInvite(invite);
    expect(() => readCalendar(ics.replace(/\r\n/g, '\n'))).toThrow(/CRLF|bare/);
    expect(() => readCalendar(ics.replace(/\r\n /g, ''))).toThrow(/75 octets/);
    expect(() => readCalendar(ics.replace('METHOD:REQUEST', 'METHOD:PUBLISH'))).toThrow(/ATTENDEE/);
    expect(() => readCalendar(ics.replace(/DTSTAMP:[^\r]*\r\n/, ''))).toThrow(/DTSTAMP/);
  });
});
