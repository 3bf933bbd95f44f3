import type { StudentProfile } from '@bloom/contract/profiles';
import type { School } from '@bloom/contract/schools';
import { setAnalyticsSink } from '@/lib/analytics';
import { storeTokens } from '@/lib/token-storage';

/** A student profile in the server's shape, onboarding done; override what a test needs. */
export function makeProfile(
  overrides: Partial<Omit<StudentProfile, 'user'>> & { user?: Partial<StudentProfile['user']> } = {},
): StudentProfile {
  const { user, ...rest } = overrides;
  return {
    id: 11,
    user: { id: 7, first_name: 'Maya', last_name: 'Lopez', email: 'maya@example.edu', email_verified: true, username: 'maya@example.edu', ...user },
    school: 'Riverside University',
    schoolId: 5,
    degree: 'bachelors',
    course: 'Psychology',
    state: 'California',
    city: 'Riverside',
    sex: 'female',
    language_preference: 'English, Spanish',
    identify_as: 'latinx_hispanic',
    is_international: false,
    associated_countries: null,
    is_paused: false,
    url: null,
    timezone: 'UTC',
    is_completed: true,
    what_brings_you_joy: 'Long walks with my dog',
    personality_type: 'creative_and_flexible',
    coaching_style: 'supportive_and_empathetic,holistic_and_mindful',
    growth_areas: [
      { id: 31, growth_area_id: 'stress,sleep', initial_confidence_level: 'low', status: 'active', confidence_levels: [{ value: 'moderate' }] },
    ],
    ...rest,
  };
}

export const catchAllSchool: School = {
  school_id: 1,
  school_name: 'Other / Not listed',
  school_domain: '*',
  resource_link: null,
  status: 'active',
  is_catch_all: true,
};

export const partnerSchool: School = {
  school_id: 5,
  school_name: 'Riverside University',
  school_domain: 'example.edu',
  resource_link: 'https://riverside.example.edu/wellness',
  status: 'active',
  is_catch_all: false,
};

/** Signed in, and analytics kept in memory so no test depends on its timer. */
export function signInForTest(): void {
  storeTokens({ accessToken: 'access-token', refreshToken: 'refresh-token' });
  setAnalyticsSink(() => undefined);
}
