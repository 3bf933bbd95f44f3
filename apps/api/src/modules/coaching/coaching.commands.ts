import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { OperatorInputError, printJson, readJsonFile, type OperatorArea, type OperatorIo } from '../../platform/operator';
import { parseDate } from '../bookings/zoned-time';
import { activateCoach, addCoach, deactivateCoach, findCoach, listBookingsForOperator, setCoachAvailability } from './coach-admin.service';
import { coachFeedLink } from './coach-feed.service';
import { normaliseCoachPhoto } from './coach-photo';

const dayOrder = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

function daysOf(token: string): string[] {
  const days: string[] = [];
  for (const part of token.toLowerCase().split(',')) {
    const [from, to] = part.split('-').map((d) => d.trim().slice(0, 3));
    const start = dayOrder.indexOf(from ?? '');
    if (start < 0) throw new OperatorInputError(`weekly: unknown day "${part}" (use mon..sun).`);
    if (to === undefined) {
      days.push(dayOrder[start]!);
      continue;
    }
    const end = dayOrder.indexOf(to);
    if (end < 0) throw new OperatorInputError(`weekly: unknown day "${part}" (use mon..sun).`);
    for (let i = start; ; i = (i + 1) % 7) {
      days.push(dayOrder[i]!);
      if (i === end) break;
    }
  }
  return days;
}

/** "mon-fri 09:00-12:00 13:00-17:00; sat 10:00-14:00" -> [{day, start, end}, ...] */
export function parseWeeklySpec(spec: string): { day: string; start: string; end: string }[] {
  const rows: { day: string; start: string; end: string }[] = [];
  for (const entry of spec.split(';').map((e) => e.trim()).filter(Boolean)) {
    const [dayToken, ...ranges] = entry.split(/\s+/);
    if (!dayToken || ranges.length === 0) throw new OperatorInputError(`weekly: "${entry}" needs days and at least one HH:MM-HH:MM range.`);
    for (const range of ranges) {
      const match = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(range);
      if (!match) throw new OperatorInputError(`weekly: "${range}" is not an HH:MM-HH:MM range.`);
      for (const day of daysOf(dayToken)) rows.push({ day, start: match[1]!, end: match[2]! });
    }
  }
  return rows;
}

/** "2026-12-24=09:00-12:00" -> {date, start, end} */
function parseExceptionSpec(spec: string): { date: string; start: string; end: string } {
  const match = /^(\d{4}-\d{2}-\d{2})=(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(spec.trim());
  if (!match) throw new OperatorInputError(`exception: "${spec}" is not YYYY-MM-DD=HH:MM-HH:MM.`);
  return { date: match[1]!, start: match[2]!, end: match[3]! };
}

const list = (value: string | undefined) => (value ? value.split(';').map((v) => v.trim()).filter(Boolean) : undefined);

async function storePhoto(io: OperatorIo, file: string, email: string): Promise<string> {
  const full = path.resolve(io.cwd, file);
  let bytes: Buffer;
  try {
    bytes = await normaliseCoachPhoto(await io.readFile(full));
  } catch (error) {
    throw new OperatorInputError(`photo: cannot use ${full} as an image (${error instanceof Error ? error.message : String(error)}).`);
  }
  const slug = email.split('@')[0]!.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return io.storage.save(`coaches/${slug}-${randomBytes(4).toString('hex')}.jpg`, bytes);
}

async function addCoaches(io: OperatorIo, args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      file: { type: 'string' },
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      timezone: { type: 'string' },
      'focus-area': { type: 'string' },
      'growth-areas': { type: 'string' },
      style: { type: 'string' },
      city: { type: 'string' },
      state: { type: 'string' },
      years: { type: 'string' },
      specialties: { type: 'string' },
      credentials: { type: 'string' },
      'bio-html': { type: 'string' },
      'bio-file': { type: 'string' },
      qualification: { type: 'string' },
      rating: { type: 'string' },
      photo: { type: 'string' },
      weekly: { type: 'string' },
    },
    strict: true,
  });

  let inputs: Record<string, unknown>[];
  let photoBase = io.cwd;
  if (values.file) {
    const parsed = await readJsonFile(io, values.file);
    inputs = (Array.isArray(parsed) ? parsed : [parsed]) as Record<string, unknown>[];
    photoBase = path.dirname(path.resolve(io.cwd, values.file));
  } else {
    const bio = values['bio-file'] ? (await io.readFile(path.resolve(io.cwd, values['bio-file']))).toString('utf8') : values['bio-html'];
    inputs = [
      {
        email: values.email,
        first_name: values['first-name'],
        last_name: values['last-name'],
        timezone: values.timezone,
        focus_area: values['focus-area'],
        growth_areas: values['growth-areas']?.split(',').map((v) => v.trim()),
        coaching_style: values.style,
        city: values.city,
        state: values.state,
        years_of_experience: values.years === undefined ? undefined : Number(values.years),
        specialties: list(values.specialties),
        credentials: list(values.credentials),
        bio_html: bio,
        qualification: values.qualification,
        rating: values.rating === undefined ? undefined : Number(values.rating),
        photo: values.photo,
        availability: values.weekly ? { weekly: parseWeeklySpec(values.weekly) } : undefined,
      },
    ];
  }

  for (const raw of inputs) {
    const { photo, ...input } = Object.fromEntries(Object.entries(raw ?? {}).filter(([, v]) => v !== undefined));
    const photoUrl =
      typeof photo === 'string' && typeof input.email === 'string'
        ? await storePhoto({ ...io, cwd: photoBase }, photo, input.email)
        : undefined;
    const { mentorId, created } = await addCoach(io.db, photoUrl ? { ...input, photo_url: photoUrl } : input);
    io.out(created ? `Added coach ${mentorId} (${String(input.email)}).` : `Coach ${mentorId} (${String(input.email)}) already exists; left unchanged.`);
  }
}

/** The --coach flag every single-coach command takes. */
async function coachFlag(io: OperatorIo, command: string, value: string | undefined) {
  if (!value) throw new OperatorInputError(`${command} needs --coach <id|email>.`);
  return findCoach(io.db, value);
}

const coachLabel = (coach: { id: number; email: string }) => `Coach ${coach.id} (${coach.email})`;
const utcMinute = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

async function setAvailability(io: OperatorIo, args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      coach: { type: 'string' },
      file: { type: 'string' },
      weekly: { type: 'string' },
      off: { type: 'string', multiple: true },
      exception: { type: 'string', multiple: true },
      'replace-exceptions': { type: 'boolean' },
    },
    strict: true,
  });
  const coach = await coachFlag(io, 'set-availability', values.coach);
  const input = values.file
    ? await readJsonFile(io, values.file)
    : {
        weekly: values.weekly !== undefined ? parseWeeklySpec(values.weekly) : undefined,
        exceptions: [...(values.off ?? []).map((date) => ({ date: date.trim() })), ...(values.exception ?? []).map(parseExceptionSpec)],
        replace_exceptions: values['replace-exceptions'],
      };
  await setCoachAvailability(io.db, coach.id, input);
  io.out(`Availability of coach ${coach.id} updated (times in ${coach.timezone}).`);
}

function utcDay(value: string | undefined, flag: string, plusDays = 0): Date | undefined {
  if (value === undefined) return undefined;
  const date = parseDate(value);
  if (!date) throw new OperatorInputError(`${flag}: use YYYY-MM-DD.`);
  return new Date(Date.UTC(date.year, date.month - 1, date.day + plusDays));
}

async function listBookings(io: OperatorIo, args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      coach: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      status: { type: 'string' },
      json: { type: 'boolean' },
    },
    strict: true,
  });
  const status = values.status;
  if (status !== undefined && status !== 'booked' && status !== 'canceled' && status !== 'completed') {
    throw new OperatorInputError('--status: booked, canceled or completed.');
  }
  const mentorId = values.coach ? (await findCoach(io.db, values.coach)).id : undefined;
  const rows = await listBookingsForOperator(io.db, {
    mentorId,
    from: utcDay(values.from, '--from'),
    to: utcDay(values.to, '--to', 1),
    status,
  });
  if (values.json) {
    printJson(
      io,
      rows.map((r) => ({
        id: r.id,
        status: r.status,
        start_time: r.startTime.toISOString(),
        end_time: r.endTime.toISOString(),
        is_session_taken: r.isSessionTaken,
        coach: { id: r.mentorId, name: `${r.coachFirstName} ${r.coachLastName}` },
        student: { name: `${r.studentFirstName} ${r.studentLastName}`, email: r.studentEmail },
        join_url: r.joinUrl,
      })),
    );
    return;
  }
  if (rows.length === 0) {
    io.out('No bookings.');
    return;
  }
  for (const r of rows) {
    io.out(
      [
        `#${r.id}`.padEnd(7),
        r.status.padEnd(9),
        r.startTime.toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
        `${r.coachFirstName} ${r.coachLastName}`.padEnd(24),
        `${r.studentFirstName} ${r.studentLastName} <${r.studentEmail}>`,
        r.isSessionTaken ? 'joined' : '',
      ]
        .join('  ')
        .trimEnd(),
    );
  }
  io.out(`${rows.length} booking${rows.length === 1 ? '' : 's'}.`);
}

async function printCoachFeed(io: OperatorIo, args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { coach: { type: 'string' }, rotate: { type: 'boolean' }, json: { type: 'boolean' } }, strict: true });
  const coach = await coachFlag(io, 'coach-feed', values.coach);
  const rotate = values.rotate ?? false;
  const link = await coachFeedLink(io, coach.id, { rotate });
  if (values.json) {
    printJson(io, { coach_id: coach.id, email: coach.email, url: link.url, webcal_url: link.webcalUrl, is_new: link.isNew, rotated: rotate });
    return;
  }
  io.out(`Calendar feed of ${coachLabel(coach)}${link.isNew && rotate ? ' (new; the previous URL no longer works)' : ''}:`);
  io.out(`  ${link.url}`);
  io.out(`  ${link.webcalUrl}   (Apple Calendar)`);
  io.out('Keep it private: anyone with the URL sees the sessions. Replace it with --rotate.');
}

async function deactivate(io: OperatorIo, args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { coach: { type: 'string' }, json: { type: 'boolean' } }, strict: true });
  const coach = await coachFlag(io, 'deactivate-coach', values.coach);
  const { wasActive, canceled } = await deactivateCoach(io, coach.id);
  if (values.json) {
    printJson(io, {
      coach_id: coach.id,
      email: coach.email,
      was_active: wasActive,
      canceled_sessions: canceled.map((c) => ({ booking_id: c.bookingId, start_time: c.startTime.toISOString(), student_first_name: c.studentFirstName })),
    });
    return;
  }
  io.out(
    wasActive ? `${coachLabel(coach)} deactivated: no new bookings.` : `${coachLabel(coach)} was already inactive.`,
  );
  for (const c of canceled) io.out(`  canceled #${c.bookingId}  ${utcMinute(c.startTime)}  ${c.studentFirstName}  (credit returned)`);
  io.out(
    canceled.length === 0
      ? 'No upcoming sessions to cancel.'
      : `${canceled.length} upcoming session${canceled.length === 1 ? '' : 's'} canceled; the students and the coach are mailed.`,
  );
}

async function activate(io: OperatorIo, args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { coach: { type: 'string' }, json: { type: 'boolean' } }, strict: true });
  const coach = await coachFlag(io, 'activate-coach', values.coach);
  const { wasActive } = await activateCoach(io.db, coach.id);
  if (values.json) {
    printJson(io, { coach_id: coach.id, email: coach.email, was_active: wasActive });
    return;
  }
  io.out(wasActive ? `${coachLabel(coach)} was already active.` : `${coachLabel(coach)} activated: bookable again in their weekly hours.`);
}

export const coachingCommands: OperatorArea = {
  title: 'Coaches',
  commands: [
    {
      name: 'add-coach',
      usage: `  add-coach --file coach.json
      Adds one coach (a JSON object) or several (a JSON array). Fields: email, first_name, last_name,
      timezone (IANA, e.g. Asia/Tokyo), focus_area, growth_areas [stress, career, ...], coaching_style
      (structured_and_goal_focused | supportive_and_empathetic | challenge_oriented | holistic_and_mindful),
      and optionally city, state, years_of_experience, specialties [...], credentials [...], bio_html,
      qualification, rating, photo (an image file path, relative to the JSON file) and availability
      {weekly: [{day, start, end}], exceptions: [{date, start?, end?}]}.
  add-coach --email a@b.c --first-name Ann --last-name Lee --timezone Europe/London \\
            --focus-area "Career Growth" --growth-areas career,professional --style challenge_oriented \\
            [--city London] [--state England] [--years 8] [--specialties "Interviews;Networking"] \\
            [--credentials "ICF PCC"] [--bio-html "<p>...</p>" | --bio-file bio.html] [--qualification MBA] \\
            [--rating 4.8] [--photo ann.jpg] [--weekly "mon-fri 09:00-12:00 13:00-17:00; sat 10:00-12:00"]`,
      run: (args, io) => addCoaches(io, args),
    },
    {
      name: 'set-availability',
      usage: `  set-availability --coach <id|email> [--weekly "<days> <HH:MM-HH:MM> ...; ..."] [--off YYYY-MM-DD ...]
                   [--exception YYYY-MM-DD=HH:MM-HH:MM ...] [--replace-exceptions]
  set-availability --coach <id|email> --file availability.json   ({weekly, exceptions, replace_exceptions})
      Hours are in the coach's own timezone, on the hour or half hour. --weekly replaces all weekly hours;
      days are mon..sun, ranges like mon-fri or lists like sat,sun; "fri 22:00-02:00" runs past midnight.
      --off makes a date a day off; --exception replaces that date's hours; --replace-exceptions drops
      every existing exception first.`,
      run: (args, io) => setAvailability(io, args),
    },
    {
      name: 'list-bookings',
      usage: `  list-bookings [--coach <id|email>] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--status booked|canceled|completed] [--json]
      Dates are UTC days; --to is inclusive.`,
      run: (args, io) => listBookings(io, args),
    },
    {
      name: 'coach-feed',
      usage: `  coach-feed --coach <id|email> [--rotate] [--json]
      Prints the coach's private calendar feed URL (made on first use, from PUBLIC_URL), for Google
      Calendar, Outlook or Apple Calendar to subscribe to. --rotate replaces it: the old URL answers 404.`,
      run: (args, io) => printCoachFeed(io, args),
    },
    {
      name: 'deactivate-coach',
      usage: `  deactivate-coach --coach <id|email> [--json]
      The coach takes no new bookings and is no longer matched; their sessions that have not started are
      canceled, each student's credit returned, and both sides mailed a cancellation (sent by the server's
      mail worker). Running it again changes nothing.`,
      run: (args, io) => deactivate(io, args),
    },
    {
      name: 'activate-coach',
      usage: `  activate-coach --coach <id|email> [--json]
      Lets a deactivated coach take bookings again; sessions canceled meanwhile stay canceled.`,
      run: (args, io) => activate(io, args),
    },
  ],
};
