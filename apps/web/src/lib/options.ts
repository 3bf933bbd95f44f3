// Types only from the contract: its modules build zod schemas at import time, and this file is shared by
// screens that must stay free of zod (docs/decisions/0003-web-bundle-budget.md). The `satisfies` clauses
// and the exhaustiveness checks below keep these lists in step with the contract's values.
import type {
  CoachingStyle,
  Degree,
  Ethnicity,
  Gender,
  PersonalityType,
  PROFILE_MULTI_SELECT_MAX as ContractMultiSelectMax,
  PROFILE_TAGS_MAX as ContractTagsMax,
} from '@bloom/contract/profiles';
import type { ConfidenceLevel, GrowthAreaOptionId } from '@bloom/contract/growth';

export interface Option<T extends string = string> {
  value: T;
  label: string;
}

/** Fails to compile when a contract value has no option here. */
type Exhaustive<All extends string, Listed extends string> = [Exclude<All, Listed>] extends [never] ? true : never;

/** The profile page's multi-select allows at most 14 choices, its tags input at most 10 (spec section 9). */
export const PROFILE_MULTI_SELECT_MAX: typeof ContractMultiSelectMax = 14;
export const PROFILE_TAGS_MAX: typeof ContractTagsMax = 10;

/** The onboarding degree list (spec: associates, bachelors, masters, doctorate, certificate). */
export const degreeOptions = [
  { value: 'associates', label: "Associate's degree" },
  { value: 'bachelors', label: "Bachelor's degree" },
  { value: 'masters', label: "Master's degree" },
  { value: 'doctorate', label: 'Doctorate' },
  { value: 'certificate', label: 'Certificate' },
] as const satisfies readonly Option<Degree>[];

/** The other degree list of the spec, which also offers high school (used on the profile page). */
export const degreeOptionsWithHighSchool = [
  { value: 'high_school', label: 'High school' },
  ...degreeOptions,
] as const satisfies readonly Option<Degree>[];

export const genderOptions = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'non-binary', label: 'Non-binary' },
  { value: 'other', label: 'Other' },
  { value: 'wish_not_to_disclose', label: 'Prefer not to say' },
] as const satisfies readonly Option<Gender>[];

export const ethnicityOptions = [
  { value: 'native_american_alaska_native', label: 'Native American or Alaska Native' },
  { value: 'asian_american_pacific_islander', label: 'Asian American or Pacific Islander' },
  { value: 'bipoc_asian_african_middle_east', label: 'BIPOC (Asian, African, Middle Eastern)' },
  { value: 'native_hawaiian_pacific_islander', label: 'Native Hawaiian or Pacific Islander' },
  { value: 'latinx_hispanic', label: 'Latinx or Hispanic' },
  { value: 'european', label: 'European' },
  { value: 'multiracial', label: 'Multiracial' },
  { value: 'do_not_know', label: 'Wish not to disclose' },
  { value: 'not_sure', label: 'Not sure' },
] as const satisfies readonly Option<Ethnicity>[];

export const coachingStyleOptions = [
  { value: 'structured_and_goal_focused', label: 'Structured and goal-focused' },
  { value: 'supportive_and_empathetic', label: 'Supportive and empathetic' },
  { value: 'challenge_oriented', label: 'Challenge-oriented' },
  { value: 'holistic_and_mindful', label: 'Holistic and mindful' },
] as const satisfies readonly Option<CoachingStyle>[];

export const personalityTypeOptions = [
  { value: 'high_achiever_goal_oriented', label: 'High achiever, goal-oriented' },
  { value: 'creative_and_flexible', label: 'Creative and flexible' },
  { value: 'analytical_and_detail_focused', label: 'Analytical and detail-focused' },
  { value: 'social_and_collaborative', label: 'Social and collaborative' },
] as const satisfies readonly Option<PersonalityType>[];

/** The 12 growth-area options of the walkthrough (spec: id, label). */
export const growthAreaOptions = [
  { value: 'confidence', label: 'Confidence' },
  { value: 'stress', label: 'Stress' },
  { value: 'friends', label: 'Friends' },
  { value: 'professional', label: 'Professional' },
  { value: 'loneliness', label: 'Loneliness' },
  { value: 'career', label: 'Career' },
  { value: 'relationships', label: 'Relationships' },
  { value: 'sleep', label: 'Sleep' },
  { value: 'time-management', label: 'Time management' },
  { value: 'academic', label: 'Academic' },
  { value: 'health', label: 'Health' },
  { value: 'mindfulness', label: 'Mindfulness' },
] as const satisfies readonly Option<GrowthAreaOptionId>[];

/** The five confidence levels, lowest first. */
export const confidenceLevelOptions = [
  { value: 'very-low', label: 'Very low' },
  { value: 'low', label: 'Low' },
  { value: 'moderate', label: 'Moderate' },
  { value: 'high', label: 'High' },
  { value: 'very-high', label: 'Very high' },
] as const satisfies readonly Option<ConfidenceLevel>[];

/**
 * Growth and reflection topics (the spec names a list of about 48 without showing all of it): used where
 * a student picks what a story or a goal is about.
 */
export const goalTopicOptions = [
  { value: 'energy-and-focus', label: 'Energy and focus' },
  { value: 'motivation', label: 'Motivation' },
  { value: 'resilience', label: 'Resilience' },
  { value: 'self-confidence', label: 'Self-confidence' },
  { value: 'self-care', label: 'Self-care' },
  { value: 'identity', label: 'Identity' },
  { value: 'purpose', label: 'Purpose' },
  { value: 'stress-management', label: 'Stress management' },
  { value: 'anxiety', label: 'Anxiety' },
  { value: 'mindfulness', label: 'Mindfulness' },
  { value: 'friendships', label: 'Friendships' },
  { value: 'family', label: 'Family' },
  { value: 'relationships', label: 'Relationships' },
  { value: 'heartbreak', label: 'Heartbreak' },
  { value: 'loneliness', label: 'Loneliness' },
  { value: 'belonging', label: 'Belonging' },
  { value: 'communication', label: 'Communication' },
  { value: 'boundaries', label: 'Boundaries' },
  { value: 'test-confidence', label: 'Test confidence' },
  { value: 'study-habits', label: 'Study habits' },
  { value: 'time-management', label: 'Time management' },
  { value: 'procrastination', label: 'Procrastination' },
  { value: 'academic-setbacks', label: 'Academic setbacks' },
  { value: 'choosing-a-major', label: 'Choosing a major' },
  { value: 'first-generation-student', label: 'First-generation student' },
  { value: 'transferring-schools', label: 'Transferring schools' },
  { value: 'internships', label: 'Internships' },
  { value: 'career-clarity', label: 'Career clarity' },
  { value: 'job-search', label: 'Job search' },
  { value: 'networking', label: 'Networking' },
  { value: 'leadership', label: 'Leadership' },
  { value: 'money-and-budgeting', label: 'Money and budgeting' },
  { value: 'living-abroad', label: 'Living abroad' },
  { value: 'homesickness', label: 'Homesickness' },
  { value: 'culture-shock', label: 'Culture shock' },
  { value: 'physical-health', label: 'Physical health' },
  { value: 'sleep', label: 'Sleep' },
  { value: 'nutrition', label: 'Nutrition' },
  { value: 'fitness', label: 'Fitness' },
  { value: 'wellness-habits', label: 'Wellness habits' },
  { value: 'digital-balance', label: 'Digital balance' },
  { value: 'gratitude', label: 'Gratitude' },
  { value: 'what-i-learned', label: 'What I Learned' },
  { value: 'my-comeback-story', label: 'My Comeback Story' },
  { value: 'a-small-win', label: 'A Small Win' },
  { value: 'advice-to-my-younger-self', label: 'Advice to My Younger Self' },
  { value: 'someone-who-helped-me', label: 'Someone Who Helped Me' },
  { value: 'what-keeps-me-going', label: 'What Keeps Me Going' },
] as const satisfies readonly Option[];

const _optionListsAreComplete: [
  Exhaustive<Degree, (typeof degreeOptionsWithHighSchool)[number]['value']>,
  Exhaustive<Gender, (typeof genderOptions)[number]['value']>,
  Exhaustive<Ethnicity, (typeof ethnicityOptions)[number]['value']>,
  Exhaustive<CoachingStyle, (typeof coachingStyleOptions)[number]['value']>,
  Exhaustive<PersonalityType, (typeof personalityTypeOptions)[number]['value']>,
  Exhaustive<GrowthAreaOptionId, (typeof growthAreaOptions)[number]['value']>,
  Exhaustive<ConfidenceLevel, (typeof confidenceLevelOptions)[number]['value']>,
] = [true, true, true, true, true, true, true];

/** The human label of a stored value; an unknown value is shown as it is rather than hidden. */
export function labelOf(options: readonly Option[], value: string | null | undefined): string {
  if (!value) return '';
  return options.find((option) => option.value === value)?.label ?? value;
}

/** Splits a stored comma-separated list ("a,b, c") into its values. */
export function splitList(value: string | null | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Labels of a comma-separated list of values, joined for reading ("Creative and flexible, Social ..."). */
export function labelsOf(options: readonly Option[], value: string | null | undefined): string[] {
  return splitList(value).map((item) => labelOf(options, item));
}
