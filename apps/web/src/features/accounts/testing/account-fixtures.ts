import type { StudentProfile } from '@bloom/contract/profiles';
import { storeTokens } from '@/lib/token-storage';

/** A student profile in the server's shape; override what a test cares about. */
export function makeProfile(
  overrides: Partial<Omit<StudentProfile, 'user'>> & { user?: Partial<StudentProfile['user']> } = {},
): StudentProfile {
  const { user, ...rest } = overrides;
  return {
    id: 11,
    user: { id: 7, first_name: 'Maya', last_name: 'Lopez', email: 'maya@example.edu', email_verified: true, username: 'maya@example.edu', ...user },
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
    timezone: 'UTC',
    is_completed: true,
    what_brings_you_joy: null,
    personality_type: null,
    coaching_style: null,
    growth_areas: [],
    ...rest,
  };
}

export function signInForTest(): void {
  storeTokens({ accessToken: 'access-token', refreshToken: 'refresh-token' });
}
