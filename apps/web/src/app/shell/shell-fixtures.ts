// Test data in the contract's shapes, shared by the shell, tour and dashboard tests.
import type { Booking } from '@bloom/contract/bookings';
import type { StudentProfile } from '@bloom/contract/profiles';
import type { UserPoints } from '@bloom/contract/gamification';
import type { CreditBalance } from '@/lib/credit-balance';
import { storeTokens } from '@/lib/token-storage';

export function studentProfile(overrides: Partial<StudentProfile> = {}): StudentProfile {
  return {
    id: 11,
    user: { id: 21, first_name: 'Maya', last_name: 'Chen', email: 'maya@uni.edu', email_verified: true, username: 'maya@uni.edu' },
    school: 'State University',
    schoolId: 1,
    degree: 'bachelors',
    course: 'Biology',
    state: 'Texas',
    city: 'Austin',
    sex: 'female',
    language_preference: 'English',
    identify_as: 'asian_american_pacific_islander',
    is_international: false,
    associated_countries: null,
    is_paused: false,
    url: null,
    timezone: 'America/Chicago',
    is_completed: true,
    what_brings_you_joy: null,
    personality_type: null,
    coaching_style: null,
    growth_areas: [{ id: 1, growth_area_id: 'stress,sleep', initial_confidence_level: 'moderate', status: 'active', confidence_levels: [] }],
    ...overrides,
  };
}

export function userPoints(overrides: Partial<UserPoints> = {}): UserPoints {
  return {
    user_id: 21,
    total_points: 125,
    point_balance: 100,
    level: { level_number: 2, level_id: 2, name: 'Explorer', reward_description: '', threshold: 100 },
    next_level: { level_number: 3, name: 'Achiever', points_needed: 175, threshold: 300 },
    referral_code: 'MAYA2026',
    ...overrides,
  };
}

export function creditBalance(overrides: Partial<CreditBalance> = {}): CreditBalance {
  return {
    available_credits: 2,
    school_name: 'State University',
    school_credit_balance: 0,
    can_get_school_credits: false,
    school_credit_per_student: 5,
    ...overrides,
  };
}

export function booking(): Booking {
  return {
    id: 1,
    url: 'https://meet.example/room',
    pre_session_note: 'N/A',
    rating: null,
    status: 'booked',
    is_session_taken: false,
    is_rescheduled: false,
    student_profile: 11,
    time_slot: { start_time: '2026-03-01T15:00:00Z', end_time: '2026-03-01T15:30:00Z' },
    mentor_profile: { id: 5, url: null, user: { first_name: 'Ana', last_name: 'Ruiz' } },
    created_at: '2026-02-20T10:00:00Z',
  };
}

export function signIn(): void {
  storeTokens({ accessToken: 'access-token', refreshToken: 'refresh-token' });
}
