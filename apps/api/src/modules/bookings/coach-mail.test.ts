import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '@bloom/db/schema';
import { createTestApp, createTestClock, isPostgres, type TestContext } from '../../test/helper';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture';
import { createJobRunner, type JobHandler, type JobRunner } from '../../platform/jobs';
import { allWeek, createCoach, createStudent, slotAfter, type TestStudent } from './booking-test-fixtures';
import { formatSessionTime } from './booking-mail';
import { readCalendar } from './ics-test-reader';
import { BOOKING_REMINDER_JOB, registerReminderJob } from './reminders';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: string }[];
}

/** Mail jobs are due at the database's now(): the test clock starts an hour ahead of real time. */
const base = new Date(Math.ceil((Date.now() + HOUR) / (30 * MINUTE)) * 30 * MINUTE);

async function outbox(ctx: TestContext, to: string): Promise<OutboxMail[]> {
  await ctx.deps.jobs.runDue();
  const res = await ctx.app.inject({ method: 'GET', url: `/api/dev/outbox/?to=${encodeURIComponent(to)}&limit=200` });
  return res.json();
}

function bookingCall(ctx: TestContext, student: TestStudent, coachId: number, slot: { start_time: string; end_time: string }, note = '') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/book-session/',
    headers: student.headers,
    payload: { student_profile: student.profileId, mentor_profile: coachId, ...slot, pre_session_note: note },
  });
}

describe('the coach hears about their sessions (outbox)', () => {
  let ctx: TestContext;
  const clock = createTestClock(base);
  const coachEmail = 'mika.tanaka@coaches.example.org';
  let coachId: number;
  let testIndex = 0;

  beforeAll(async () => {
    ctx = await createTestApp({ clock, env: { MAIL_FROM: 'Bloom Coaching <sessions@bloom.example>' } });
    coachId = await createCoach(ctx, { email: coachEmail, first_name: 'Mika', last_name: 'Tanaka', timezone: 'Asia/Tokyo', availability: { weekly: allWeek() } });
  });
  afterAll(async () => {
    await ctx.close();
  });
  // Each test starts 5 days after the previous one, so slots on the shared coach never collide.
  beforeEach(() => {
    clock.set(new Date(base.getTime() + testIndex * 5 * 24 * HOUR));
    testIndex += 1;
  });

  async function book(student: TestStudent, hoursAhead: number, note = '') {
    const res = await bookingCall(ctx, student, coachId, slotAfter(clock.now(), hoursAhead), note);
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; url: string; time_slot: { start_time: string; end_time: string } };
  }

  it("booking mails the coach an invitation on the coach's clock, with the student's first name, the note and the join link, nothing more", async () => {
    const student = await createStudent(ctx, { firstName: 'Priya', lastName: 'Raman-Secret', timezone: 'America/New_York' });
    const note = 'Exams next week, stress; sleep\nand focus';
    const booking = await book(student, 48, note);
    const start = new Date(booking.time_slot.start_time);

    const [mail, ...others] = await outbox(ctx, coachEmail);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('New Bloom coaching session with Priya');
    const coachTime = formatSessionTime(start, 'Asia/Tokyo');
    expect(coachTime).toMatch(/GMT\+9/);
    expect(mail!.text).toContain(`Priya booked a 30-minute session with you on ${coachTime}.`);
    expect(mail!.text).not.toContain(formatSessionTime(start, 'America/New_York'));
    expect(mail!.text).toContain(`Their note: ${note}`);
    expect(mail!.text).toContain(`Join link: ${booking.url}`);
    expect(mail!.html).toContain(`href="${booking.url}"`);
    for (const secret of ['Raman-Secret', student.email]) {
      expect(mail!.text).not.toContain(secret);
      expect(mail!.html).not.toContain(secret);
      expect(mail!.attachments[0]!.content).not.toContain(secret);
    }

    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments[0]!.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    const calendar = readCalendar(mail!.attachments[0]!.content);
    expect(calendar.method).toBe('REQUEST');
    expect(calendar.events[0]).toMatchObject({
      sequence: 0,
      start,
      end: new Date(booking.time_slot.end_time),
      summary: 'Bloom coaching session with Priya',
      description: `Join the session: ${booking.url}\nNote from Priya: ${note}`,
      url: booking.url,
      location: booking.url,
      status: 'CONFIRMED',
      organizer: 'sessions@bloom.example',
      attendees: [{ email: coachEmail, name: 'Mika Tanaka' }],
    });

    // The student's own invitation is the same event (one UID), addressed to the student alone.
    const [studentMail] = await outbox(ctx, student.email);
    const studentEvent = readCalendar(studentMail!.attachments[0]!.content).events[0]!;
    expect(studentEvent.uid).toBe(calendar.events[0]!.uid);
    expect(studentEvent.attendees).toEqual([{ email: student.email, name: 'Priya Raman-Secret' }]);
    expect(studentMail!.attachments[0]!.content).not.toContain(coachEmail);
  });

  it('a reschedule updates the same event (same UID, higher SEQUENCE) and a cancel removes it (METHOD:CANCEL)', async () => {
    const student = await createStudent(ctx, { firstName: 'Jonas' });
    const booking = await book(student, 48);
    const target = slotAfter(clock.now(), 60);
    const moved = await ctx.app.inject({ method: 'PATCH', url: `/api/bookings/${booking.id}/`, headers: student.headers, payload: target });
    expect(moved.statusCode).toBe(200);
    const canceled = await ctx.app.inject({ method: 'PATCH', url: `/api/bookings/${booking.id}/`, headers: student.headers, payload: { status: 'canceled' } });
    expect(canceled.statusCode).toBe(200);

    const [cancelMail, updateMail, bookedMail] = (await outbox(ctx, coachEmail)).filter((m) => m.text.includes('Jonas'));
    expect([cancelMail!.subject, updateMail!.subject, bookedMail!.subject]).toEqual([
      'Bloom coaching session with Jonas canceled',
      'Bloom coaching session with Jonas rescheduled',
      'New Bloom coaching session with Jonas',
    ]);
    const [cancel, update, booked] = [cancelMail, updateMail, bookedMail].map((m) => readCalendar(m!.attachments[0]!.content));
    expect(new Set([cancel, update, booked].map((c) => c!.events[0]!.uid)).size).toBe(1);
    expect([booked, update, cancel].map((c) => [c!.method, c!.events[0]!.sequence, c!.events[0]!.status])).toEqual([
      ['REQUEST', 0, 'CONFIRMED'],
      ['REQUEST', 1, 'CONFIRMED'],
      ['CANCEL', 2, 'CANCELLED'],
    ]);
    expect(update!.events[0]!.start).toEqual(new Date(target.start_time));
    expect(updateMail!.text).toContain(
      `Jonas moved their session with you from ${formatSessionTime(new Date(booking.time_slot.start_time), 'Asia/Tokyo')} to ${formatSessionTime(new Date(target.start_time), 'Asia/Tokyo')}.`,
    );
    expect(cancelMail!.attachments[0]!.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(cancelMail!.text).toContain('Jonas canceled their session with you on');
    expect(cancelMail!.text).not.toContain('Join link');
  });

  it('the coach gets the same reminders as the student, 24 hours and 1 hour before, each once', async () => {
    const student = await createStudent(ctx, { firstName: 'Ada' });
    const booking = await book(student, 48, 'Career fair');
    const start = Date.parse(booking.time_slot.start_time);
    const reminders = async (to: string) => (await outbox(ctx, to)).filter((m) => m.subject.startsWith('Reminder') && m.text.includes('Ada'));

    clock.set(new Date(start - 24 * HOUR - MINUTE));
    expect(await reminders(coachEmail)).toHaveLength(0);
    clock.set(new Date(start - 24 * HOUR));
    expect((await reminders(coachEmail)).map((m) => m.subject)).toEqual(['Reminder: Bloom coaching session with Ada tomorrow']);
    clock.set(new Date(start - HOUR));
    await ctx.deps.jobs.runDue();
    const coachReminders = await reminders(coachEmail);
    expect(coachReminders.map((m) => m.subject)).toEqual([
      'Reminder: Bloom coaching session with Ada in 1 hour',
      'Reminder: Bloom coaching session with Ada tomorrow',
    ]);
    expect(coachReminders[0]!.text).toContain(`Your session with Ada is on ${formatSessionTime(new Date(start), 'Asia/Tokyo')}.`);
    expect(coachReminders[0]!.text).toContain('Their note: Career fair');
    expect(coachReminders[0]!.text).toContain(booking.url);
    expect(coachReminders[0]!.attachments).toEqual([]);
    expect((await reminders(student.email)).map((m) => m.subject)).toEqual([
      'Reminder: your Bloom coaching session starts in 1 hour',
      'Reminder: your Bloom coaching session is tomorrow',
    ]);
  });

  it('a reminder job that runs twice at once (a lapsed lease) mails each side once', async () => {
    const student = await createStudent(ctx, { firstName: 'Lena' });
    const booking = await book(student, 30);
    let handler: JobHandler | undefined;
    registerReminderJob({ ...ctx.deps, jobs: { register: (_kind: string, h: JobHandler) => void (handler = h) } as unknown as JobRunner });
    const job = (
      await ctx.deps.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.subjectKey, `booking:${booking.id}`), eq(jobs.kind, BOOKING_REMINDER_JOB), isNull(jobs.doneAt)))
    ).find((j) => (j.payload as { kind: string }).kind === '1h');
    clock.set(new Date(Date.parse(booking.time_slot.start_time) - HOUR));
    await Promise.all([handler!(job!.payload as Record<string, unknown>, { id: job!.id, attempts: 1 }), handler!(job!.payload as Record<string, unknown>, { id: job!.id, attempts: 2 })]);
    await ctx.deps.jobs.runDue();
    expect((await outbox(ctx, coachEmail)).filter((m) => m.subject.includes('with Lena in 1 hour'))).toHaveLength(1);
    expect((await outbox(ctx, student.email)).filter((m) => m.subject.endsWith('starts in 1 hour'))).toHaveLength(1);
  });

  it.runIf(isPostgres)('several job runners sweeping at once send every reminder once (PostgreSQL)', async () => {
    const students = await Promise.all(Array.from({ length: 12 }, (_, i) => createStudent(ctx, { firstName: `Racer${i}` })));
    const bookings = [];
    for (const [i, student] of students.entries()) bookings.push(await book(student, 30 + i));
    clock.set(new Date(Date.parse(bookings.at(-1)!.time_slot.start_time) - HOUR));
    // Another process's runner, whose clock runs six minutes ahead: it sees this one's leases as lapsed.
    const aheadClock = { now: () => new Date(clock.now().getTime() + 6 * MINUTE) };
    const runners = [ctx.deps.jobs, ...[clock, aheadClock].map((c) => createJobRunner(ctx.deps.db, c, ctx.app.log))];
    for (const runner of runners.slice(1)) registerReminderJob({ ...ctx.deps, jobs: runner });
    await Promise.all(runners.map((runner) => runner.runDue()));
    const coachMails = await outbox(ctx, coachEmail);
    for (const i of students.keys()) {
      expect(coachMails.filter((m) => m.subject.startsWith(`Reminder: Bloom coaching session with Racer${i} `)), `Racer${i}`).toHaveLength(2);
      expect((await outbox(ctx, students[i]!.email)).filter((m) => m.subject.startsWith('Reminder'))).toHaveLength(2);
    }
  }, 60_000);
});

/** A real SMTP listener: what the coach's mail server receives. */
describe('the coach hears about their sessions (SMTP)', () => {
  let smtp: SmtpCapture;
  const clock = createTestClock(base);
  let ctx: TestContext;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    ctx = await createTestApp({ clock, env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  /** The text/calendar part of a raw MIME message, decoded. */
  function calendarPart(raw: string): { headers: string; body: string } {
    const part = raw.split(/\r\n--[^\r\n]+\r\n/).find((p) => /^Content-Type: text\/calendar/im.test(p));
    expect(part).toBeDefined();
    const [headers, ...rest] = part!.split('\r\n\r\n');
    const encoded = rest.join('\r\n\r\n').replace(/\r\n--[^\r\n]*--\r\n?$/, '');
    if (/Content-Transfer-Encoding: base64/i.test(headers!)) return { headers: headers!, body: Buffer.from(encoded, 'base64').toString('utf8') };
    // quoted-printable: soft line breaks, then =XX bytes
    const bytes = encoded.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return { headers: headers!, body: Buffer.from(bytes, 'latin1').toString('utf8') };
  }

  it("delivers the coach's invitation to their mail server as a text/calendar REQUEST a calendar can read", async () => {
    const coachEmail = 'ren.okafor@coaches.example.org';
    const coachId = await createCoach(ctx, { email: coachEmail, first_name: 'Ren', last_name: 'Okafor', timezone: 'Europe/Berlin' });
    const student = await createStudent(ctx, { firstName: 'Zoë' });
    const res = await bookingCall(ctx, student, coachId, slotAfter(clock.now(), 50), 'Stress 🌱');
    expect(res.statusCode).toBe(201);
    if (clock.now().getTime() < Date.now()) clock.set(new Date());
    await ctx.deps.jobs.runDue();

    const mails = smtp.received.filter((m) => m.to.includes(coachEmail));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toMatch(/^Subject: .*New.Bloom.coaching.session.with.Zo/m);
    const { headers, body } = calendarPart(mails[0]!.raw);
    expect(headers).toMatch(/method=REQUEST/i);
    const calendar = readCalendar(body);
    expect(calendar.events[0]).toMatchObject({
      summary: 'Bloom coaching session with Zoë',
      description: `Join the session: ${res.json().url}\nNote from Zoë: Stress 🌱`,
      attendees: [{ email: coachEmail, name: 'Ren Okafor' }],
      start: new Date(res.json().time_slot.start_time),
    });
  });
});
