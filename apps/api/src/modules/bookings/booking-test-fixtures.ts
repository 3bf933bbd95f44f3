import { randomBytes } from 'node:crypto';
import type { Db } from '@bloom/db/client';
import { studentProfiles, users } from '@bloom/db/schema';
import type { TestContext } from '../../test/helper';
import { changeCredits, creditBalance } from '../credits/credit-ledger.service';
import { addCoach, type CoachInput } from '../coaching/coach-admin.service';

/** Test-only helpers: students and coaches made straight in the database, signed in with real tokens. */

export interface TestStudent {
  userId: number;
  profileId: number;
  email: string;
  headers: { authorization: string };
}

const uniqueSuffix = () => `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;

export async function createStudent(ctx: TestContext, options: { credits?: number; timezone?: string; firstName?: string; lastName?: string } = {}): Promise<TestStudent> {
  const suffix = uniqueSuffix();
  const email = `student-${suffix}@test.bloom.local`;
  const db: Db = ctx.deps.db;
  const { userId, profileId } = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email,
        username: email,
        firstName: options.firstName ?? 'Test',
        lastName: options.lastName ?? `Student ${suffix.slice(-4)}`,
        passwordHash: 'not-a-real-hash',
        emailVerified: true,
        timezone: options.timezone ?? 'UTC',
        referralCode: `T${suffix.toUpperCase()}`,
      })
      .returning({ id: users.id });
    const [profile] = await tx.insert(studentProfiles).values({ userId: user!.id, isCompleted: true }).returning({ id: studentProfiles.id });
    const credits = options.credits ?? 2;
    if (credits > 0) await changeCredits(tx, { userId: user!.id, amount: credits, reason: 'welcome' });
    return { userId: user!.id, profileId: profile!.id };
  });
  const { access } = await ctx.deps.tokens.issuePair(userId);
  return { userId, profileId, email, headers: { authorization: `Bearer ${access}` } };
}

type Weekly = NonNullable<NonNullable<CoachInput['availability']>['weekly']>;

export const allWeek = (start = '00:00', end = '24:00'): Weekly =>
  ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((day) => ({ day, start, end }));

/** A coach in UTC who is open around the clock unless told otherwise. */
export async function createCoach(ctx: TestContext, overrides: Partial<CoachInput> = {}): Promise<number> {
  const suffix = uniqueSuffix();
  const { mentorId } = await addCoach(ctx.deps.db, {
    email: `coach-${suffix}@test.bloom.local`,
    first_name: 'Casey',
    last_name: `Coach ${suffix.slice(-4)}`,
    timezone: 'UTC',
    focus_area: 'Stress & Anxiety',
    growth_areas: ['stress'],
    coaching_style: 'supportive_and_empathetic',
    availability: { weekly: allWeek() },
    ...overrides,
  });
  return mentorId;
}

const HALF_HOUR = 30 * 60_000;

/** A UTC half-hour boundary at least `hours` after `now`. */
export function slotAfter(now: Date, hours: number): { start_time: string; end_time: string } {
  const start = Math.ceil((now.getTime() + hours * 3600_000) / HALF_HOUR) * HALF_HOUR;
  return { start_time: new Date(start).toISOString(), end_time: new Date(start + HALF_HOUR).toISOString() };
}

export async function creditsOf(ctx: TestContext, student: TestStudent): Promise<number> {
  return creditBalance(ctx.deps.db, student.userId);
}

/** POST /api/book-session/ for the student's own profile: `slot` with `coachId`, the answer as it comes. */
export function postBooking(ctx: TestContext, student: TestStudent, coachId: number, slot: { start_time: string; end_time: string }, note = '') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/book-session/',
    headers: student.headers,
    payload: { student_profile: student.profileId, mentor_profile: coachId, ...slot, pre_session_note: note },
  });
}
