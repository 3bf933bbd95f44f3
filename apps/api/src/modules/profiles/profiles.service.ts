import type { FieldErrors } from '@bloom/contract/errors';
import {
  onboardingRequiredMessages,
  profileMessages,
  studentProfileListSchema,
  type OnboardingRequiredField,
  type StudentProfile,
  type StudentProfileUpdate,
} from '@bloom/contract/profiles';
import type { Db } from '@bloom/db/client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { keepBounded, perDatabase } from '../../platform/kept-map';
import { storyBodiesKept } from '../community/story-bodies-kept';
import { canChooseSchool } from '../schools/schools.service';
import { requireValidTimezone } from '../timezones/timezones.service';
import {
  findProfileByUserId,
  findProfileForUpdate,
  findProfileVersion,
  updateProfileValues,
  updateUserValues,
  type ProfileRow,
  type ProfileValues,
  type UserValues,
} from './profiles.repository';

function toStudentProfile(row: ProfileRow): StudentProfile {
  const { profile, user } = row;
  return {
    id: profile.id,
    user: {
      id: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      email_verified: user.emailVerified,
      username: user.username,
    },
    school: row.schoolName,
    schoolId: profile.schoolId,
    degree: profile.degree,
    course: profile.course,
    state: profile.state,
    city: profile.city,
    sex: profile.sex,
    language_preference: profile.languagePreference,
    identify_as: profile.identifyAs,
    is_international: profile.isInternational,
    associated_countries: profile.associatedCountries,
    is_paused: profile.isPaused,
    url: profile.imageUrl,
    timezone: user.timezone,
    is_completed: profile.isCompleted,
    what_brings_you_joy: profile.whatBringsYouJoy,
    personality_type: profile.personalityType,
    coaching_style: profile.coachingStyle,
    growth_areas: row.growthAreas,
  };
}

/** Answers kept per student; past this many, the older half is let go. */
const MAX_KEPT_PROFILES = 5_000;
const keptProfilesOf = perDatabase<Db, number, { version: string; json: string }>();

/**
 * The student's own profile as a one-item list (empty when the account has none), as the answer's JSON text:
 * kept per student while the version it was read at holds (decision 0039), checked once when written.
 */
export async function ownProfilesAnswer(db: Db, userId: number): Promise<string> {
  const kept = keptProfilesOf(db);
  const hit = kept.get(userId);
  if (hit && hit.version === (await findProfileVersion(db, userId))) return hit.json;
  const row = await findProfileByUserId(db, userId);
  const json = JSON.stringify(studentProfileListSchema.parse(row ? [toStudentProfile(row)] : []));
  if (row) keepBounded(kept, userId, { version: row.version, json }, MAX_KEPT_PROFILES);
  return json;
}

/** Only the listed fields, renamed to columns; a field left out of the body is left alone. */
function profileValuesOf(update: StudentProfileUpdate): ProfileValues {
  const values: ProfileValues = {
    schoolId: update.schoolId,
    degree: update.degree,
    course: update.course,
    state: update.state,
    city: update.city,
    sex: update.sex,
    languagePreference: update.language_preference,
    identifyAs: update.identify_as,
    isInternational: update.is_international,
    associatedCountries: update.associated_countries,
    isPaused: update.is_paused,
    isCompleted: update.is_completed,
    whatBringsYouJoy: update.what_brings_you_joy,
    personalityType: update.personality_type,
    coachingStyle: update.coaching_style,
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as ProfileValues;
}

const requiredForCompletion: Record<OnboardingRequiredField, keyof ProfileValues> = {
  schoolId: 'schoolId',
  degree: 'degree',
  state: 'state',
  city: 'city',
  sex: 'sex',
  language_preference: 'languagePreference',
  identify_as: 'identifyAs',
};

/**
 * Applies an update to the student's own profile. PUT and PATCH behave alike (the onboarding PUT sends
 * only some fields); whenever an update marks the profile completed, the onboarding fields must be set
 * in the result. Another student's profile answers 404 and nothing changes.
 */
export async function updateOwnProfile(
  db: Db,
  clock: Clock,
  userId: number,
  profileId: number,
  update: StudentProfileUpdate,
): Promise<StudentProfile> {
  const profile = await db.transaction(async (tx) => {
    const current = await findProfileForUpdate(tx, profileId);
    if (!current || current.userId !== userId) throw AppError.notFound();

    const errors: FieldErrors = {};
    const values = profileValuesOf(update);
    if (values.schoolId != null && values.schoolId !== current.schoolId && !(await canChooseSchool(tx, userId, values.schoolId))) {
      errors.schoolId = [profileMessages.invalidSchool];
    }
    const userValues: UserValues = { firstName: update.user?.first_name, lastName: update.user?.last_name };
    if (update.timezone !== undefined) {
      try {
        userValues.timezone = requireValidTimezone(update.timezone);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        Object.assign(errors, error.options.fields);
      }
    }
    if (update.is_completed === true) {
      const merged = { ...current, ...values };
      for (const [field, column] of Object.entries(requiredForCompletion) as [OnboardingRequiredField, keyof ProfileValues][]) {
        const value = merged[column];
        if ((value === null || value === undefined || value === '') && !errors[field]) errors[field] = [onboardingRequiredMessages[field]];
      }
    }
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);

    await updateProfileValues(tx, profileId, values, clock.now());
    await updateUserValues(
      tx,
      userId,
      Object.fromEntries(Object.entries(userValues).filter(([, v]) => v !== undefined)) as UserValues,
    );
    const row = await findProfileByUserId(tx, userId);
    return toStudentProfile(row!);
  });
  // The wall shows the new name at once (its stories' unchanging part is kept in memory).
  if (update.user?.first_name !== undefined || update.user?.last_name !== undefined) storyBodiesKept.forgetAuthor(db, userId);
  return profile;
}
