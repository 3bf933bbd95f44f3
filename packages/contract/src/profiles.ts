import { z } from 'zod';

/** Option values of the onboarding and profile selects (spec: option value mappings). */
export const degreeValues = ['high_school', 'associates', 'bachelors', 'masters', 'doctorate', 'certificate'] as const;
export const genderValues = ['male', 'female', 'non-binary', 'other', 'wish_not_to_disclose'] as const;
export const ethnicityValues = [
  'native_american_alaska_native',
  'asian_american_pacific_islander',
  'bipoc_asian_african_middle_east',
  'native_hawaiian_pacific_islander',
  'latinx_hispanic',
  'european',
  'multiracial',
  'do_not_know',
  'not_sure',
] as const;
export const coachingStyleValues = [
  'structured_and_goal_focused',
  'supportive_and_empathetic',
  'challenge_oriented',
  'holistic_and_mindful',
] as const;
export const personalityTypeValues = [
  'high_achiever_goal_oriented',
  'creative_and_flexible',
  'analytical_and_detail_focused',
  'social_and_collaborative',
] as const;

export type Degree = (typeof degreeValues)[number];
export type Gender = (typeof genderValues)[number];
export type Ethnicity = (typeof ethnicityValues)[number];
export type CoachingStyle = (typeof coachingStyleValues)[number];
export type PersonalityType = (typeof personalityTypeValues)[number];

/** The profile page's multi-select allows at most this many choices; the tags input at most the other. */
export const PROFILE_MULTI_SELECT_MAX = 14;
export const PROFILE_TAGS_MAX = 10;

export const PROFILE_TEXT_MAX = 200;
export const PROFILE_LONG_TEXT_MAX = 1000;

/** The messages of a PUT that completes onboarding without one of its fields (spec section 5). */
export const onboardingRequiredMessages = {
  schoolId: 'School name is required',
  degree: 'Degree is required',
  state: 'State name is required',
  city: 'City name is required',
  sex: 'Gender is required',
  language_preference: 'Language preference is required',
  identify_as: 'Race/Ethnicity is required',
} as const;
export type OnboardingRequiredField = keyof typeof onboardingRequiredMessages;

export const profileMessages = {
  invalidSchool: 'Select a valid school.',
  blank: 'This field may not be blank.',
  invalidChoice: (value: string) => `"${value}" is not a valid choice.`,
  tooManyChoices: `Choose at most ${PROFILE_MULTI_SELECT_MAX} options.`,
} as const;

export const growthAreaSummarySchema = z.object({
  id: z.number().int(),
  growth_area_id: z.string(),
  initial_confidence_level: z.string(),
  status: z.string(),
  confidence_levels: z.array(z.object({ value: z.string() })),
});

/** `GET /api/student-profiles/` answers a list of these (the first item is the student's own). */
export const studentProfileSchema = z.object({
  id: z.number().int(),
  user: z.object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    email_verified: z.boolean(),
    username: z.string(),
  }),
  /** The school's name. */
  school: z.string().nullable(),
  schoolId: z.number().int().nullable(),
  degree: z.string().nullable(),
  course: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  sex: z.string().nullable(),
  /** Comma-separated languages, as typed. */
  language_preference: z.string().nullable(),
  /** Comma-separated ethnicity values. */
  identify_as: z.string().nullable(),
  is_international: z.boolean(),
  associated_countries: z.string().nullable(),
  is_paused: z.boolean(),
  /** The profile picture, a path under /media/. */
  url: z.string().nullable(),
  timezone: z.string(),
  is_completed: z.boolean(),
  what_brings_you_joy: z.string().nullable(),
  /** Comma-separated personality type values. */
  personality_type: z.string().nullable(),
  /** Comma-separated coaching style values. */
  coaching_style: z.string().nullable(),
  growth_areas: z.array(growthAreaSummarySchema),
});
export type StudentProfile = z.infer<typeof studentProfileSchema>;

export const studentProfileListSchema = z.array(studentProfileSchema);

/** An empty string from a select's placeholder option means "not chosen". */
const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const optionalText = (max: number) =>
  z.preprocess(emptyToNull, z.string().trim().max(max, `Ensure this field has no more than ${max} characters.`).nullable()).optional();

function optionOf<T extends readonly [string, ...string[]]>(values: T) {
  return z
    .preprocess(emptyToNull, z.string().nullable())
    .superRefine((value, ctx) => {
      if (value !== null && !(values as readonly string[]).includes(value)) {
        ctx.addIssue({ code: 'custom', message: profileMessages.invalidChoice(value) });
      }
    })
    .optional();
}

/** A comma-separated list of option values: each must be known; stored without spaces or repeats. */
function optionListOf<T extends readonly [string, ...string[]]>(values: T) {
  return z
    .preprocess(emptyToNull, z.string().max(PROFILE_LONG_TEXT_MAX).nullable())
    .transform((value, ctx) => {
      if (value === null) return null;
      const items = [...new Set(value.split(',').map((item) => item.trim()).filter(Boolean))];
      for (const item of items) {
        if (!(values as readonly string[]).includes(item)) {
          ctx.addIssue({ code: 'custom', message: profileMessages.invalidChoice(item) });
          return z.NEVER;
        }
      }
      if (items.length > PROFILE_MULTI_SELECT_MAX) {
        ctx.addIssue({ code: 'custom', message: profileMessages.tooManyChoices });
        return z.NEVER;
      }
      return items.length > 0 ? items.join(',') : null;
    })
    .optional();
}

/**
 * The body of `PUT` and `PATCH /api/student-profiles/{id}/`: only these fields are ever applied.
 * Anything else (a user id, email, username, password) is dropped, not refused, because the
 * tour-ending update sends such keys unset. The body's `id` is dropped too: the path names the profile.
 */
export const studentProfileUpdateSchema = z.object({
  user: z
    .object({
      first_name: z.string().trim().min(1, profileMessages.blank).max(150).optional(),
      last_name: z.string().trim().min(1, profileMessages.blank).max(150).optional(),
    })
    .nullish(),
  schoolId: z
    .preprocess(
      (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : emptyToNull(value)),
      z.number({ error: 'A valid integer is required.' }).int('A valid integer is required.').positive().max(2_147_483_647).nullable(),
    )
    .optional(),
  degree: optionOf(degreeValues),
  course: optionalText(PROFILE_TEXT_MAX),
  state: optionalText(PROFILE_TEXT_MAX),
  city: optionalText(PROFILE_TEXT_MAX),
  language_preference: optionalText(PROFILE_LONG_TEXT_MAX),
  identify_as: optionListOf(ethnicityValues),
  sex: optionOf(genderValues),
  is_international: z.boolean().optional(),
  is_completed: z.boolean().optional(),
  timezone: z.string().trim().min(1).max(64).optional(),
  what_brings_you_joy: optionalText(PROFILE_LONG_TEXT_MAX),
  personality_type: optionListOf(personalityTypeValues),
  coaching_style: optionListOf(coachingStyleValues),
  is_paused: z.boolean().optional(),
  associated_countries: optionalText(PROFILE_LONG_TEXT_MAX),
});
export type StudentProfileUpdate = z.infer<typeof studentProfileUpdateSchema>;
export type StudentProfileUpdateInput = z.input<typeof studentProfileUpdateSchema>;

/** Profile pictures: what the server accepts and what it stores. */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_MAX_PIXELS = 40_000_000;
export const PROFILE_IMAGE_SIZE = 150;

export const profileImageMessages = {
  missingFile: 'No file was submitted.',
  notAnImage: 'Upload a valid image: a JPEG, PNG, WebP or GIF file.',
  tooLarge: 'The image must be at most 5 MB.',
  tooManyPixels: 'The image must be at most 40 megapixels.',
  damaged: 'The image could not be read: the file is damaged or incomplete.',
  userIdRequired: 'This field is required.',
  userIdInvalid: 'A valid integer is required.',
} as const;

export const profileImageUploadResponseSchema = z.object({ url: z.string() });
export type ProfileImageUploadResponse = z.infer<typeof profileImageUploadResponseSchema>;
