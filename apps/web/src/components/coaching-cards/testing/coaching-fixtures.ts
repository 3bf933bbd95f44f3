import type { Booking } from '@bloom/contract/bookings';
import type { MatchRequest, MentorProfile, Question } from '@bloom/contract/coaching';
import type { StudentProfile } from '@bloom/contract/profiles';
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { CreditBalance } from '@/lib/credit-balance';
import { storeTokens } from '@/lib/token-storage';
import { server } from '@/test/msw';

/** Test data in the server's shapes for the coaching screens and cards; override what a test cares about. */

export function makeBooking(overrides: Partial<Booking> & { start?: string; minutes?: number } = {}): Booking {
  const { start = '2026-05-12T15:00:00.000Z', minutes = 30, ...rest } = overrides;
  const end = new Date(Date.parse(start) + minutes * 60_000).toISOString();
  return {
    id: 1,
    url: 'https://meet.example.org/bloom-room-1',
    pre_session_note: 'N/A',
    rating: null,
    status: 'booked',
    is_session_taken: false,
    is_rescheduled: false,
    student_profile: 11,
    time_slot: { start_time: start, end_time: end },
    mentor_profile: { id: 4, url: null, user: { first_name: 'Ana', last_name: 'Rivera' } },
    created_at: '2026-05-01T10:00:00.000Z',
    ...rest,
  };
}

export function makeMatch(id: number, coach: Partial<MatchRequest['from_user_profile']> = {}): MatchRequest {
  return {
    id,
    status: 'pending',
    score: 80 - id,
    created_at: '2026-05-01T10:00:00.000Z',
    from_user_profile: {
      id: 100 + id,
      url: null,
      rating: 4.6,
      city: 'Austin',
      state: 'TX',
      focus_area: 'Stress & Resilience',
      user: { first_name: 'Coach', last_name: `Number${id}` },
      ...coach,
    },
  };
}

export function makeCoach(overrides: Partial<MentorProfile> = {}): MentorProfile {
  return {
    id: 4,
    user: { first_name: 'Ana', last_name: 'Rivera' },
    url: null,
    focus_area: 'Stress & Resilience',
    rating: 4.8,
    city: 'Denver',
    state: 'CO',
    years_of_experience: 9,
    specialties: ['Stress management', 'Study habits'],
    credentials: ['ICF Professional Certified Coach'],
    description: '<p>I help students find calm.</p>',
    qualification: 'MA, Counseling Psychology',
    coaching_style: 'supportive_and_empathetic',
    timezone: 'America/Denver',
    ...overrides,
  };
}

export const questions: Question[] = [
  {
    id: 1,
    question_text: 'What would you most like help with?',
    question_type: 'multiple_choice',
    is_mandatory: true,
    choices: [
      { id: 11, choice_text: 'Managing stress' },
      { id: 12, choice_text: 'Career planning' },
    ],
  },
  { id: 2, question_text: 'Tell us about your biggest challenge', question_type: 'text', is_mandatory: true, choices: [] },
  {
    id: 3,
    question_text: 'Do you prefer a coach of a particular gender?',
    question_type: 'multiple_choice',
    is_mandatory: false,
    choices: [
      { id: 31, choice_text: 'No preference' },
      { id: 32, choice_text: 'Woman' },
    ],
  },
  { id: 4, question_text: 'What brings you joy?', question_type: 'text', is_mandatory: false, choices: [] },
];

export function makeStudentProfile(overrides: Partial<StudentProfile> = {}): StudentProfile {
  return {
    id: 11,
    user: { id: 7, first_name: 'Maya', last_name: 'Lopez', email: 'maya@example.edu', email_verified: true, username: 'maya@example.edu' },
    school: null,
    schoolId: null,
    degree: null,
    course: null,
    state: null,
    city: null,
    sex: null,
    language_preference: null,
    identify_as: null,
    is_international: false,
    associated_countries: null,
    is_paused: false,
    url: null,
    timezone: 'America/New_York',
    is_completed: true,
    what_brings_you_joy: null,
    personality_type: null,
    coaching_style: null,
    growth_areas: [],
    ...overrides,
  };
}

export function makeBalance(overrides: Partial<CreditBalance> = {}): CreditBalance {
  return {
    available_credits: 2,
    school_name: 'Lakeside University',
    school_credit_balance: 40,
    can_get_school_credits: true,
    school_credit_per_student: 5,
    ...overrides,
  };
}

export function signIn(): void {
  storeTokens({ accessToken: 'access-token', refreshToken: 'refresh-token' });
}

/** The student's timezone record, the profile, the credit balance and the points: what every coaching screen reads. */
export function baseHandlers({
  timezone = 'America/New_York',
  balance = makeBalance(),
  profile = makeStudentProfile({ timezone }),
}: { timezone?: string; balance?: CreditBalance; profile?: StudentProfile | null } = {}): RequestHandler[] {
  return [
    http.get('*/api/timezone-management/', () =>
      HttpResponse.json({ timezone, offset_minutes: 0, offset_formatted: '+00:00', readable_name: timezone, user_type: 'student' }),
    ),
    http.get('*/api/student-profiles/', () => HttpResponse.json(profile ? [profile] : [])),
    http.get('*/api/gamification/credits/balance/', () =>
      HttpResponse.json({
        success: true,
        data: balance,
        credit_info: { available_credits: balance.available_credits, can_get_school_credits: balance.can_get_school_credits },
      }),
    ),
    http.get('*/api/gamification/user-points/', () =>
      HttpResponse.json({
        success: true,
        data: {
          user_id: 7,
          total_points: 40,
          point_balance: 40,
          level: { level_number: 1, level_id: 1, name: 'Beginner', reward_description: '' },
          next_level: { level_number: 2, name: 'Explorer', points_needed: 60 },
          referral_code: 'ABC123',
        },
      }),
    ),
  ];
}

/** Answers the base calls; `overrides` take precedence (MSW tries the first match). */
export function serveCoaching(options: Parameters<typeof baseHandlers>[0] = {}, ...overrides: RequestHandler[]): void {
  server.use(...overrides, ...baseHandlers(options));
}
