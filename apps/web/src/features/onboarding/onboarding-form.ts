import type { StudentProfileUpdateInput } from '@bloom/contract/profiles';
import type { CurrentUser } from '@/lib/current-user';
import { storageKeys } from '@/lib/storage-keys';

/** The onboarding form (spec: Onboarding form). `schoolName` holds the chosen school's id as a string. */
export interface OnboardingForm {
  schoolName: string;
  degree: string;
  courseName: string;
  stateName: string;
  cityName: string;
  gender: string;
  languagePreference: string;
  raceEthnicity: string;
  isInternationalStudent: boolean;
}

export type OnboardingField = keyof OnboardingForm;
export type OnboardingErrors = Partial<Record<OnboardingField, string>>;

export const emptyOnboardingForm: OnboardingForm = {
  schoolName: '',
  degree: '',
  courseName: '',
  stateName: '',
  cityName: '',
  gender: '',
  languagePreference: '',
  raceEthnicity: '',
  isInternationalStudent: false,
};

export const onboardingMessages = {
  required: {
    schoolName: 'School name is required',
    degree: 'Degree is required',
    stateName: 'State name is required',
    cityName: 'City name is required',
    gender: 'Gender is required',
    languagePreference: 'Language preference is required',
    raceEthnicity: 'Race/Ethnicity is required',
  },
  validationFailed: 'Validation failed. Please check your input.',
  submitFailed: 'Failed to submit onboarding data',
} as const satisfies { required: Partial<Record<OnboardingField, string>>; validationFailed: string; submitFailed: string };

const requiredFields = Object.keys(onboardingMessages.required) as (keyof typeof onboardingMessages.required)[];

/** Every required field left empty (or only spaces) gets its message; the course name is optional. */
export function validateOnboarding(form: OnboardingForm): OnboardingErrors {
  const errors: OnboardingErrors = {};
  for (const field of requiredFields) {
    if (form[field].trim() === '') errors[field] = onboardingMessages.required[field];
  }
  return errors;
}

/** The spec's payload carries the profile id too; the server reads the id from the path and ignores it. */
export type OnboardingSubmission = StudentProfileUpdateInput & { id: number };

/** The onboarding submission (spec: Profile update payload). */
export function toProfileUpdate(form: OnboardingForm, user: Pick<CurrentUser, 'profile_id' | 'firstName' | 'lastName'>): OnboardingSubmission {
  return {
    id: user.profile_id,
    user: { first_name: user.firstName, last_name: user.lastName },
    schoolId: Number.parseInt(form.schoolName, 10),
    degree: form.degree,
    course: form.courseName.trim(),
    state: form.stateName.trim(),
    city: form.cityName.trim(),
    language_preference: form.languagePreference.trim(),
    identify_as: form.raceEthnicity,
    sex: form.gender,
    is_international: form.isInternationalStudent,
    is_completed: true,
  };
}

/** Server field names of a 400 answer, mapped back to the form's fields. */
export const serverFieldToFormField: Record<string, OnboardingField> = {
  schoolId: 'schoolName',
  degree: 'degree',
  course: 'courseName',
  state: 'stateName',
  city: 'cityName',
  sex: 'gender',
  language_preference: 'languagePreference',
  identify_as: 'raceEthnicity',
  is_international: 'isInternationalStudent',
};

/** What survives the reload after adding a school: the answers so far and the school just added. */
export interface OnboardingDraft {
  form: OnboardingForm;
  addedSchoolName: string | null;
}

export function saveOnboardingDraft(draft: OnboardingDraft): void {
  try {
    sessionStorage.setItem(storageKeys.onboardingDraft, JSON.stringify(draft));
  } catch {
    // Storage full or refused (private mode): the reload then starts from the saved profile.
  }
}

export function readOnboardingDraft(): OnboardingDraft | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(storageKeys.onboardingDraft);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<OnboardingDraft> | null;
    if (!parsed || typeof parsed !== 'object' || !parsed.form || typeof parsed.form !== 'object') return null;
    const form = { ...emptyOnboardingForm };
    for (const key of Object.keys(emptyOnboardingForm) as OnboardingField[]) {
      const value = (parsed.form as Partial<Record<OnboardingField, unknown>>)[key];
      if (key === 'isInternationalStudent') form.isInternationalStudent = value === true;
      else if (typeof value === 'string') form[key] = value;
    }
    return { form, addedSchoolName: typeof parsed.addedSchoolName === 'string' ? parsed.addedSchoolName : null };
  } catch {
    return null;
  }
}

export function clearOnboardingDraft(): void {
  try {
    sessionStorage.removeItem(storageKeys.onboardingDraft);
  } catch {
    // Nothing to clear when storage is refused.
  }
}

/** The form as the saved profile fills it, for a student coming back to onboarding. */
export function formFromUser(user: CurrentUser): OnboardingForm {
  return {
    schoolName: '',
    degree: user.degree ?? '',
    courseName: user.courseName ?? '',
    stateName: user.stateName ?? '',
    cityName: user.cityName ?? '',
    gender: user.gender ?? '',
    languagePreference: user.languagePreference ?? '',
    raceEthnicity: user.raceEthnicity?.split(',')[0]?.trim() ?? '',
    isInternationalStudent: user.isInternational,
  };
}
