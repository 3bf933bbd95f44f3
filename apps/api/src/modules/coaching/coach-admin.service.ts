import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { z } from 'zod';
import { coachingStyles, growthAreaIds } from '@bloom/contract/coaching';
import type { Db } from '@bloom/db/client';
import type { Config } from '../../config';
import type { Clock } from '../../platform/clock';
import { cancelUpcomingSessionsOfCoach, type CanceledSession } from '../bookings/bookings.service';
import { canonicalTimeZone, parseDate } from '../bookings/zoned-time';
import { sanitizeBio } from './bio-html';
import { OperatorInputError } from '../../platform/operator';
import {
  deleteAllDatedHours,
  findBookingsForOperator,
  findMentorRef,
  findUserByEmail,
  insertCoachUser,
  insertMentorProfile,
  replaceDatedHours,
  replaceWeeklyHours,
  setMentorActive,
} from './coach-admin.repository';

/**
 * What operators (the command-line tool) and the demo seed can do to coaches. There are no coach or admin
 * screens; these inputs are checked as strictly as an API body would be.
 */

const dayNames = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** "HH:MM" on the half hour, 00:00-24:00: slots are 30 minutes on the coach's clock. */
const halfHourTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):(00|30)$|^24:00$/, 'Use HH:MM on the hour or half hour (00:00-24:00).');

const daySchema = z.union([
  z.number().int().min(0).max(6),
  z
    .string()
    .transform((v) => v.trim().toLowerCase().slice(0, 3))
    .pipe(z.enum(dayNames))
    .transform((v) => dayNames.indexOf(v)),
]);

export const weeklyHoursInputSchema = z.strictObject({ day: daySchema, start: halfHourTimeSchema, end: halfHourTimeSchema });
export type WeeklyHoursInput = z.input<typeof weeklyHoursInputSchema>;

export const datedHoursInputSchema = z
  .strictObject({
    date: z.string().refine((v) => parseDate(v) !== null, 'Use a real date as YYYY-MM-DD.'),
    start: halfHourTimeSchema.optional(),
    end: halfHourTimeSchema.optional(),
  })
  .refine((v) => (v.start === undefined) === (v.end === undefined), 'Give both start and end, or neither for a day off.')
  .refine((v) => v.start === undefined || v.end === undefined || v.start < v.end, 'start must be before end within the date.');
export type DatedHoursInput = z.input<typeof datedHoursInputSchema>;

export const availabilityInputSchema = z.strictObject({
  weekly: z.array(weeklyHoursInputSchema).max(100).optional(),
  exceptions: z.array(datedHoursInputSchema).max(1000).optional(),
  /** Drop every existing exception first (otherwise only the dates given are replaced). */
  replace_exceptions: z.boolean().optional(),
});
export type AvailabilityInput = z.input<typeof availabilityInputSchema>;

const timezoneSchema = z
  .string()
  .transform((v, ctx) => {
    const canonical = canonicalTimeZone(v);
    if (!canonical) ctx.addIssue({ code: 'custom', message: `Unknown timezone: ${v}` });
    return canonical ?? v;
  });

export const coachInputSchema = z.strictObject({
  email: z.email(),
  first_name: z.string().trim().min(1).max(80),
  last_name: z.string().trim().min(1).max(80),
  timezone: timezoneSchema,
  focus_area: z.string().trim().min(1).max(120),
  growth_areas: z.array(z.enum(growthAreaIds)).min(1).max(12),
  coaching_style: z.enum(coachingStyles),
  city: z.string().trim().max(80).optional(),
  state: z.string().trim().max(80).optional(),
  years_of_experience: z.number().int().min(0).max(70).default(0),
  specialties: z.array(z.string().trim().min(1).max(80)).max(20).default([]),
  credentials: z.array(z.string().trim().min(1).max(120)).max(20).default([]),
  bio_html: z.string().max(20_000).default(''),
  qualification: z.string().trim().max(200).optional(),
  rating: z.number().min(0).max(5).default(5),
  /** A path under /media/ that already holds the photo. */
  photo_url: z.string().startsWith('/media/').optional(),
  availability: availabilityInputSchema.optional(),
});
export type CoachInput = z.input<typeof coachInputSchema>;

export class CoachInputError extends OperatorInputError {}

function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new CoachInputError(parsed.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('\n'));
  }
  return parsed.data;
}

const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const timeOf = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** Weekly rows; an end at or before the start runs past midnight into the next day ("fri 22:00-02:00"). */
export function weeklyRowsOf(input: z.output<typeof weeklyHoursInputSchema>[]) {
  const rows: { dayOfWeek: number; startTime: string; endTime: string }[] = [];
  for (const { day, start, end } of input) {
    const s = minutes(start);
    const e = minutes(end);
    if (s === 1440) continue;
    if (e > s) {
      rows.push({ dayOfWeek: day, startTime: timeOf(s), endTime: timeOf(e) });
    } else {
      rows.push({ dayOfWeek: day, startTime: timeOf(s), endTime: '24:00' });
      if (e > 0) rows.push({ dayOfWeek: (day + 1) % 7, startTime: '00:00', endTime: timeOf(e) });
    }
  }
  return rows;
}

export async function setCoachAvailability(db: Db, mentorId: number, rawInput: unknown): Promise<void> {
  const input = parseOrThrow(availabilityInputSchema, rawInput);
  await db.transaction(async (tx) => {
    if (input.weekly) await replaceWeeklyHours(tx, mentorId, weeklyRowsOf(input.weekly));
    if (input.replace_exceptions) await deleteAllDatedHours(tx, mentorId);
    if (input.exceptions) {
      await replaceDatedHours(
        tx,
        mentorId,
        input.exceptions.map((e) => ({ date: e.date, startTime: e.start ?? null, endTime: e.end ?? null })),
      );
    }
  });
}

/**
 * Adds a coach (a user that cannot sign in, plus a mentor profile) unless one with this email exists; then
 * nothing changes and `created` is false, which keeps the demo seed idempotent.
 */
export async function addCoach(db: Db, rawInput: unknown): Promise<{ mentorId: number; created: boolean }> {
  const input = parseOrThrow(coachInputSchema, rawInput);
  const existing = await findUserByEmail(db, input.email);
  if (existing?.mentorId) return { mentorId: existing.mentorId, created: false };
  if (existing) throw new CoachInputError(`email: ${input.email} already belongs to a student account.`);
  // Coaches have no sign-in screen; a real hash of a password nobody knows keeps every login path uniform.
  const passwordHash = await hash(randomBytes(32).toString('base64url'));
  const mentorId = await db.transaction(async (tx) => {
    const user = await insertCoachUser(tx, {
      email: input.email,
      firstName: input.first_name,
      lastName: input.last_name,
      passwordHash,
      timezone: input.timezone,
      referralCode: `C${randomBytes(6).toString('hex').toUpperCase()}`,
    });
    const profile = await insertMentorProfile(tx, {
      userId: user.id,
      photoUrl: input.photo_url ?? null,
      focusArea: input.focus_area,
      growthAreas: input.growth_areas,
      coachingStyle: input.coaching_style,
      rating: input.rating,
      city: input.city ?? null,
      state: input.state ?? null,
      yearsOfExperience: input.years_of_experience,
      specialties: input.specialties,
      credentials: input.credentials,
      bioHtml: sanitizeBio(input.bio_html),
      qualification: input.qualification ?? null,
      timezone: input.timezone,
    });
    return profile.id;
  });
  if (input.availability) await setCoachAvailability(db, mentorId, input.availability);
  return { mentorId, created: true };
}

/** A coach named by profile id ("12") or by email. */
export async function findCoach(db: Db, ref: string) {
  const isId = /^\d+$/.test(ref.trim());
  const coach = await findMentorRef(db, isId ? { id: Number(ref) } : { email: ref.trim() });
  if (!coach) throw new CoachInputError(`No coach ${ref}.`);
  return coach;
}

export async function listBookingsForOperator(
  db: Db,
  filter: { mentorId?: number; from?: Date; to?: Date; status?: 'booked' | 'canceled' | 'completed' },
) {
  return findBookingsForOperator(db, filter);
}

export interface Deactivation {
  /** False when the coach was already inactive (a repeated run). */
  wasActive: boolean;
  canceled: CanceledSession[];
}

/**
 * Stops a coach taking bookings and cancels their sessions that have not started, with every credit
 * returned and both sides mailed, in one transaction: all of it happens or none. A second run finds
 * nothing left to do. The coach's feed keeps answering, so subscribed calendars drop the canceled sessions.
 */
export async function deactivateCoach(deps: { db: Db; clock: Clock; config: Config }, mentorId: number): Promise<Deactivation> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const wasActive = await setMentorActive(tx, mentorId, false);
    const canceled = await cancelUpcomingSessionsOfCoach(tx, deps, mentorId, now);
    return { wasActive, canceled };
  });
}

/** Lets a deactivated coach take bookings again (sessions canceled meanwhile stay canceled). */
export async function activateCoach(db: Db, mentorId: number): Promise<{ wasActive: boolean }> {
  return db.transaction(async (tx) => ({ wasActive: await setMentorActive(tx, mentorId, true) }));
}
