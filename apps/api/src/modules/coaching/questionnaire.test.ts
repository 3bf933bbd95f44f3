import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachingMessages } from '@bloom/contract/coaching';
import { growthAreas, mentorProfiles, studentProfiles, studentResponses, users } from '@bloom/db/schema';
import { createTestApp, createTestClock, type TestContext } from '../../test/helper';
import { COACH_QUESTIONS, seedQuestions } from '../../seed/demo-questions';
import { createCoach, createStudent, type TestStudent } from '../bookings/booking-test-fixtures';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

let ctx: TestContext;
const clock = createTestClock(new Date(Math.ceil((Date.now() + HOUR) / HOUR) * HOUR));
const coach = { stress: 0, career: 0, academic: 0, confidence: 0, noHours: 0, tooFar: 0, fullyBooked: 0 };

interface ApiQuestion {
  id: number;
  question_text: string;
  question_type: string;
  is_mandatory: boolean;
  choices: { id: number; choice_text: string }[];
}
let questions: ApiQuestion[];

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  await seedQuestions(ctx.deps.db);
  await seedQuestions(ctx.deps.db); // idempotent
  coach.stress = await createCoach(ctx, { growth_areas: ['stress', 'mindfulness'], coaching_style: 'supportive_and_empathetic', rating: 4.5 });
  coach.career = await createCoach(ctx, { growth_areas: ['career', 'professional'], coaching_style: 'structured_and_goal_focused', specialties: ['Internship search'] });
  coach.academic = await createCoach(ctx, { growth_areas: ['academic', 'time-management'], coaching_style: 'structured_and_goal_focused' });
  coach.confidence = await createCoach(ctx, { growth_areas: ['confidence'], coaching_style: 'challenge_oriented' });
  // On paper the best matches for a stressed student who wants support, but without free time.
  coach.noHours = await createCoach(ctx, { growth_areas: ['stress', 'sleep'], coaching_style: 'supportive_and_empathetic', rating: 5, availability: { weekly: [] } });
  const farDate = new Date(clock.now().getTime() + 60 * DAY).toISOString().slice(0, 10);
  coach.tooFar = await createCoach(ctx, {
    growth_areas: ['stress', 'sleep'],
    coaching_style: 'supportive_and_empathetic',
    rating: 5,
    availability: { weekly: [], exceptions: [{ date: farDate, start: '09:00', end: '12:00' }] },
  });
  const onlyDate = new Date(clock.now().getTime() + 3 * DAY).toISOString().slice(0, 10);
  coach.fullyBooked = await createCoach(ctx, {
    growth_areas: ['stress', 'sleep'],
    coaching_style: 'supportive_and_empathetic',
    rating: 5,
    availability: { weekly: [], exceptions: [{ date: onlyDate, start: '10:00', end: '10:30' }] },
  });
  const booker = await createStudent(ctx);
  const booked = await ctx.app.inject({
    method: 'POST',
    url: '/api/book-session/',
    headers: booker.headers,
    payload: { student_profile: booker.profileId, mentor_profile: coach.fullyBooked, start_time: `${onlyDate}T10:00:00.000Z`, end_time: `${onlyDate}T10:30:00.000Z` },
  });
  expect(booked.statusCode).toBe(201);

  const student = await createStudent(ctx);
  questions = (await ctx.app.inject({ method: 'GET', url: '/api/questions/', headers: student.headers })).json();
});
afterAll(async () => {
  await ctx.close();
});

function question(slug: string): ApiQuestion {
  const text = COACH_QUESTIONS.find((q) => q.slug === slug)!.text;
  return questions.find((q) => q.question_text === text)!;
}
function choice(slug: string, value: string): number {
  const seed = COACH_QUESTIONS.find((q) => q.slug === slug)!;
  const text = seed.choices.find((c) => c.value === value)!.text;
  return question(slug).choices.find((c) => c.choice_text === text)!.id;
}

/** A complete, valid form: the mandatory questions answered, the optional ones skipped as the client does. */
function answers(picks: { focus?: string; style?: string; experience?: string; hope?: string } = {}) {
  return [
    { question: question('main-focus').id, selected_choice: choice('main-focus', picks.focus ?? 'stress'), answer_text: null },
    { question: question('coaching-style').id, selected_choice: choice('coaching-style', picks.style ?? 'supportive_and_empathetic'), answer_text: null },
    { question: question('also-working-on').id, selected_choice: null, answer_text: 'Skipped' },
    { question: question('personality').id, selected_choice: null, answer_text: 'Skipped' },
    { question: question('coaching-experience').id, selected_choice: choice('coaching-experience', picks.experience ?? 'first_time'), answer_text: null },
    { question: question('hoped-outcome').id, selected_choice: null, answer_text: picks.hope ?? 'Feel calmer before exams' },
    { question: question('anything-else').id, selected_choice: null, answer_text: 'Skipped' },
  ];
}

const submit = (student: TestStudent, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/student-responses/',
    headers: { ...student.headers, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
const matchedIds = (body: { matches: { from_user_profile: { id: number } }[] }) => body.matches.map((m) => m.from_user_profile.id);

describe('GET /api/questions/', () => {
  it('lists the seeded questionnaire in order: multiple choice and text, mandatory and optional, choices without match values', async () => {
    expect(questions.map((q) => q.question_text)).toEqual(COACH_QUESTIONS.map((q) => q.text));
    expect(new Set(questions.map((q) => q.question_type))).toEqual(new Set(['multiple_choice', 'text']));
    expect(questions.some((q) => q.is_mandatory) && questions.some((q) => !q.is_mandatory)).toBe(true);
    expect(question('main-focus').choices).toHaveLength(6);
    expect(question('main-focus').choices[0]).toEqual({ id: expect.any(Number), choice_text: 'Managing stress and anxiety' });
    expect(question('hoped-outcome')).toMatchObject({ question_type: 'text', is_mandatory: true, choices: [] });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/questions/' })).statusCode).toBe(401);
  });
});

describe('POST /api/student-responses/', () => {
  it('201: stores the answers, makes the top 3 matches among coaches with free time, awards points', async () => {
    const student = await createStudent(ctx);
    const res = await submit(student, { answers: answers() });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.points_event).toMatchObject({ action_type: 'submit_coaching_request', points: 20 });
    expect(body.next_allowed_time).toBe(new Date(clock.now().getTime() + DAY).toISOString());
    const ids = matchedIds(body);
    expect(ids).toHaveLength(3);
    expect(ids[0]).toBe(coach.stress);
    for (const excluded of [coach.noHours, coach.tooFar, coach.fullyBooked]) expect(ids).not.toContain(excluded);

    const list = await ctx.app.inject({ method: 'GET', url: '/api/match-requests/', headers: student.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((m: { from_user_profile: { id: number } }) => m.from_user_profile.id)).toEqual(ids);
    expect(list.json()[0]).toEqual({
      id: expect.any(Number),
      status: 'pending',
      score: expect.any(Number),
      created_at: expect.any(String),
      from_user_profile: { id: coach.stress, url: null, rating: 4.5, city: null, state: null, focus_area: 'Stress & Anxiety', user: { first_name: 'Casey', last_name: expect.any(String) } },
    });

    // Booking a matched coach accepts that match.
    const slot = (Object.values((await ctx.app.inject({ method: 'GET', url: `/api/time-slots/availability/?mentor_id=${coach.stress}`, headers: student.headers })).json()) as { start_time: string; end_time: string }[][])[1]![0]!;
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/book-session/',
      headers: student.headers,
      payload: { student_profile: student.profileId, mentor_profile: coach.stress, ...slot },
    });
    expect(booked.statusCode).toBe(201);
    const accepted = await ctx.app.inject({ method: 'GET', url: '/api/match-requests/?status=accepted', headers: student.headers });
    expect(accepted.json().map((m: { from_user_profile: { id: number } }) => m.from_user_profile.id)).toEqual([coach.stress]);
  });

  it('a second submission within 24 hours is 429 with the time of the next allowed one; at 24 hours it works and replaces the matches', async () => {
    const student = await createStudent(ctx);
    const first = await submit(student, answers());
    expect(first.statusCode).toBe(201);
    const nextAllowed = first.json().next_allowed_time as string;

    const status = await ctx.app.inject({ method: 'GET', url: '/api/student-responses/', headers: student.headers });
    expect(status.json()).toEqual({ can_submit: false, last_submitted_at: clock.now().toISOString(), next_allowed_time: nextAllowed });

    const startedAt = clock.now();
    clock.advance(DAY - 60_000);
    const again = await submit(student, answers({ focus: 'career', style: 'structured_and_goal_focused' }));
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({
      detail: coachingMessages.alreadySubmitted,
      code: 'rate_limit_exceeded',
      next_allowed_time: nextAllowed,
      retry_after_seconds: 60,
    });
    expect(again.headers['retry-after']).toBe('60');

    clock.advance(60_000);
    const later = await submit(student, answers({ focus: 'career', style: 'structured_and_goal_focused' }));
    expect(later.statusCode).toBe(201);
    expect(matchedIds(later.json())[0]).toBe(coach.career);
    const current = await ctx.app.inject({ method: 'GET', url: '/api/match-requests/', headers: student.headers });
    expect(current.json()).toHaveLength(3);
    expect(current.json()[0].from_user_profile.id).toBe(coach.career);
    const expired = await ctx.app.inject({ method: 'GET', url: '/api/match-requests/?status=expired', headers: student.headers });
    expect(expired.json()).toHaveLength(3);
    expect(expired.json().every((m: { status: string }) => m.status === 'expired')).toBe(true);
    clock.set(startedAt);
  });

  it('two submissions at the same moment make one submission and one 429', async () => {
    const student = await createStudent(ctx);
    const results = await Promise.all([submit(student, answers()), submit(student, answers())]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 429]);
    const rows = await ctx.deps.db.select().from(studentResponses).where(eq(studentResponses.studentProfileId, student.profileId));
    expect(rows).toHaveLength(1);
  });

  it('scores growth areas and the profile coaching style as well as the answers', async () => {
    const plain = await createStudent(ctx);
    const withProfile = await createStudent(ctx);
    await ctx.deps.db.insert(growthAreas).values({ studentProfileId: withProfile.profileId, growthAreaIds: 'confidence,friends', initialConfidenceLevel: 'low' });
    await ctx.deps.db.update(studentProfiles).set({ coachingStyle: 'challenge_oriented' }).where(eq(studentProfiles.id, withProfile.profileId));
    const form = answers({ focus: 'academic', style: 'challenge_oriented', experience: 'some' });
    const plainIds = matchedIds((await submit(plain, form)).json());
    const profileIds = matchedIds((await submit(withProfile, form)).json());
    expect(plainIds[0]).toBe(coach.academic);
    expect(profileIds[0]).toBe(coach.confidence);
  });

  it('accepts the answers list sent bare, and optional questions left out or skipped', async () => {
    const student = await createStudent(ctx);
    const mandatoryOnly = answers().filter((a) => questions.find((q) => q.id === a.question)!.is_mandatory);
    const res = await submit(student, mandatoryOnly);
    expect(res.statusCode).toBe(201);
  });

  it('refuses incomplete or wrong answers with field errors, stores nothing, never 5xx', async () => {
    const student = await createStudent(ctx);
    const base = answers();
    const withAnswer = (slug: string, patch: object) => base.map((a) => (a.question === question(slug).id ? { ...a, ...patch } : a));
    const focusId = question('main-focus').id;
    const hopeId = question('hoped-outcome').id;
    const cases: [unknown, Record<string, string[]>?][] = [
      [withAnswer('main-focus', { selected_choice: null }), { [`question_${focusId}`]: [coachingMessages.questionRequired] }],
      [base.filter((a) => a.question !== focusId), { [`question_${focusId}`]: [coachingMessages.questionRequired] }],
      [withAnswer('hoped-outcome', { answer_text: 'Skipped' }), { [`question_${hopeId}`]: [coachingMessages.fieldRequired] }],
      [withAnswer('hoped-outcome', { answer_text: '   ' }), { [`question_${hopeId}`]: [coachingMessages.fieldRequired] }],
      [withAnswer('main-focus', { selected_choice: choice('coaching-style', 'challenge_oriented') }), { [`question_${focusId}`]: [coachingMessages.invalidChoice] }],
      [withAnswer('hoped-outcome', { selected_choice: choice('main-focus', 'stress') }), { [`question_${hopeId}`]: [coachingMessages.invalidChoice] }],
      [[...base, { question: 999_999, selected_choice: null, answer_text: 'hi' }], { answers: [coachingMessages.unknownQuestion] }],
      [[...base, base[0]], { answers: [coachingMessages.duplicateQuestion] }],
      [withAnswer('hoped-outcome', { answer_text: 'x'.repeat(501) })],
      [withAnswer('main-focus', { selected_choice: 'one' })],
      [[{ ...base[0], extra: true }]],
      [{ answers: base, more: 1 }],
      [{}],
      ['answers'],
      [null],
    ];
    for (const [payload, expected] of cases) {
      const res = await submit(student, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400);
      if (expected) expect(res.json()).toEqual(expected);
    }
    const longText = await submit(student, withAnswer('hoped-outcome', { answer_text: 'x'.repeat(501) }));
    expect(JSON.stringify(longText.json())).toContain(coachingMessages.textTooLong);
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/student-responses/',
      headers: { ...student.headers, 'content-type': 'application/json' },
      payload: '[{"question": 1,',
    });
    expect(malformed.statusCode).toBe(400);
    const status = await ctx.app.inject({ method: 'GET', url: '/api/student-responses/', headers: student.headers });
    expect(status.json()).toEqual({ can_submit: true, last_submitted_at: null, next_allowed_time: null });
    // 500 characters exactly is fine.
    expect((await submit(student, withAnswer('hoped-outcome', { answer_text: 'x'.repeat(500) }))).statusCode).toBe(201);
  });

  it('a user without a student profile gets the spec message', async () => {
    const [user] = await ctx.deps.db
      .insert(users)
      .values({ email: `noprofile-${Date.now()}@test.bloom.local`, username: `noprofile-${Date.now()}`, firstName: 'No', lastName: 'Profile', passwordHash: 'x', referralCode: `NP${Date.now()}`, emailVerified: true })
      .returning({ id: users.id });
    const { access } = await ctx.deps.tokens.issuePair(user!.id);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/student-responses/', headers: { authorization: `Bearer ${access}` }, payload: answers() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: [coachingMessages.profileMissing] });
    const matches = await ctx.app.inject({ method: 'GET', url: '/api/match-requests/', headers: { authorization: `Bearer ${access}` } });
    expect(matches.json()).toEqual([]);
  });

  it('with no coach free in the next 45 days, nobody is matched', async () => {
    const student = await createStudent(ctx);
    const withHours = [coach.stress, coach.career, coach.academic, coach.confidence];
    await ctx.deps.db.update(mentorProfiles).set({ isActive: false }).where(inArray(mentorProfiles.id, withHours));
    try {
      const res = await submit(student, answers());
      expect(res.statusCode).toBe(201);
      expect(res.json().matches).toEqual([]);
    } finally {
      await ctx.deps.db.update(mentorProfiles).set({ isActive: true }).where(inArray(mentorProfiles.id, withHours));
    }
  });
});
