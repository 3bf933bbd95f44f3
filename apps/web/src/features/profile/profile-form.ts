import type { StudentProfileUpdateInput } from '@bloom/contract/profiles';
import type { CurrentUser } from '@/lib/current-user';
import { growthAreaOptions, splitList } from '@/lib/options';
import { DEFAULT_TIMEZONE } from '@/lib/timezone';

/** Everything the profile page edits. Lists are arrays here and comma-separated on the wire. */
export interface ProfileForm {
  firstName: string;
  lastName: string;
  schoolId: string;
  degree: string;
  courseName: string;
  stateName: string;
  cityName: string;
  gender: string;
  /** Comma-separated text, as typed. */
  languagePreference: string;
  /** A single selection. */
  raceEthnicity: string;
  isInternational: boolean;
  whatBringsYouJoy: string;
  personalityTypes: string[];
  coachingStyles: string[];
  timezone: string;
  growthAreaIds: string[];
}

export const profileMessages = {
  updated: 'Profile updated successfully!',
  updateFailed: 'Failed to update profile. Please try again.',
} as const;

/** Growth-area records no longer in use are archived, not deleted, so their check-ins stay. */
const RETIRED_STATUS = 'archived';

/** The growth areas the student works on now: every id of their records that are not archived. */
export function activeGrowthAreaIds(growthAreas: CurrentUser['growthAreas']): string[] {
  const ids = new Set<string>();
  for (const area of growthAreas) {
    if (area.status === RETIRED_STATUS) continue;
    for (const id of splitList(area.growth_area_id)) ids.add(id);
  }
  return growthAreaOptions.map((option) => option.value as string).filter((id) => ids.has(id));
}

/** The records to archive when the tags change: every one still in use. */
export function growthAreaRecordsInUse(growthAreas: CurrentUser['growthAreas']): number[] {
  return growthAreas.filter((area) => area.status !== RETIRED_STATUS).map((area) => area.id);
}

export function formFromUser(user: CurrentUser): ProfileForm {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    schoolId: user.schoolId === null ? '' : String(user.schoolId),
    degree: user.degree ?? '',
    courseName: user.courseName ?? '',
    stateName: user.stateName ?? '',
    cityName: user.cityName ?? '',
    gender: user.gender ?? '',
    languagePreference: user.languagePreference ?? '',
    raceEthnicity: splitList(user.raceEthnicity)[0] ?? '',
    isInternational: user.isInternational,
    whatBringsYouJoy: user.whatBringsYouJoy ?? '',
    personalityTypes: splitList(user.personalityType),
    coachingStyles: splitList(user.coachingStyle),
    timezone: user.timezone || DEFAULT_TIMEZONE,
    growthAreaIds: activeGrowthAreaIds(user.growthAreas),
  };
}

/** The spec's payload carries the profile id too; the server reads the id from the path. */
export type ProfileUpdatePayload = StudentProfileUpdateInput & { id: number };

/** The profile page's update: the onboarding fields plus timezone, joy, personality and coaching style. */
export function toProfileUpdate(form: ProfileForm, profileId: number): ProfileUpdatePayload {
  return {
    id: profileId,
    user: { first_name: form.firstName.trim(), last_name: form.lastName.trim() },
    // A profile keeps its school: an empty choice leaves it as it is rather than clearing it.
    ...(form.schoolId ? { schoolId: Number.parseInt(form.schoolId, 10) } : {}),
    degree: form.degree,
    course: form.courseName.trim(),
    state: form.stateName.trim(),
    city: form.cityName.trim(),
    sex: form.gender,
    language_preference: form.languagePreference
      .split(',')
      .map((language) => language.trim())
      .filter(Boolean)
      .join(', '),
    identify_as: form.raceEthnicity,
    is_international: form.isInternational,
    timezone: form.timezone || DEFAULT_TIMEZONE,
    what_brings_you_joy: form.whatBringsYouJoy.trim(),
    personality_type: form.personalityTypes.join(','),
    coaching_style: form.coachingStyles.join(','),
  };
}

/** Same growth areas, in any order. */
export function isSameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item) => b.includes(item));
}

/** Server field names of a 400 answer, mapped to the form's fields. */
export const serverFieldToFormField: Record<string, keyof ProfileForm> = {
  first_name: 'firstName',
  last_name: 'lastName',
  schoolId: 'schoolId',
  degree: 'degree',
  course: 'courseName',
  state: 'stateName',
  city: 'cityName',
  sex: 'gender',
  language_preference: 'languagePreference',
  identify_as: 'raceEthnicity',
  timezone: 'timezone',
  what_brings_you_joy: 'whatBringsYouJoy',
  personality_type: 'personalityTypes',
  coaching_style: 'coachingStyles',
};
