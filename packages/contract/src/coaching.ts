import { z } from 'zod';
import { pointsEventSchema } from './gamification';

/** Coaching styles and personality types as the profile stores them (accounts spec, onboarding options). */
export const coachingStyles = [
  'structured_and_goal_focused',
  'supportive_and_empathetic',
  'challenge_oriented',
  'holistic_and_mindful',
] as const;
export const coachingStyleSchema = z.enum(coachingStyles);
export type CoachingStyle = z.infer<typeof coachingStyleSchema>;

export const personalityTypes = [
  'high_achiever_goal_oriented',
  'creative_and_flexible',
  'analytical_and_detail_focused',
  'social_and_collaborative',
] as const;

/** Growth-area option ids; a coach's growth areas and the questionnaire's focus choices use the same ids. */
export const growthAreaIds = [
  'confidence',
  'stress',
  'friends',
  'professional',
  'loneliness',
  'career',
  'relationships',
  'sleep',
  'time-management',
  'academic',
  'health',
  'mindfulness',
] as const;

export const COACH_FORM_TEXT_MAX = 500;
export const COACH_FORM_INTERVAL_HOURS = 24;
export const MATCHED_COACHES_COUNT = 3;
/** The word the client sends for a skipped optional question. */
export const SKIPPED_ANSWER = 'Skipped';

export const coachingMessages = {
  questionRequired: 'This question is required',
  fieldRequired: 'This field is required',
  textTooLong: `Ensure this field has no more than ${COACH_FORM_TEXT_MAX} characters.`,
  invalidChoice: 'Select a valid choice.',
  unknownQuestion: 'Unknown question.',
  duplicateQuestion: 'Each question can be answered only once.',
  alreadySubmitted: 'You have already submitted your responses in the last 24 hours.',
  profileMissing: 'User profile not found. Please complete your profile setup first.',
  coachNotFound: 'Coach not found',
} as const;

// ---- questions ----

export const questionTypeSchema = z.enum(['multiple_choice', 'text']);

export const questionChoiceSchema = z.object({
  id: z.number().int(),
  choice_text: z.string(),
});

export const questionSchema = z.object({
  id: z.number().int(),
  question_text: z.string(),
  question_type: questionTypeSchema,
  is_mandatory: z.boolean(),
  choices: z.array(questionChoiceSchema),
});
export type Question = z.infer<typeof questionSchema>;
export const questionListSchema = z.array(questionSchema);

// ---- student responses ----

export const coachFormAnswerSchema = z.strictObject({
  question: z.number().int().positive(),
  selected_choice: z.number().int().positive().nullable().optional(),
  answer_text: z.string().max(COACH_FORM_TEXT_MAX, coachingMessages.textTooLong).nullable().optional(),
});
export type CoachFormAnswer = z.infer<typeof coachFormAnswerSchema>;

const answerListSchema = z.array(coachFormAnswerSchema).max(100);

/** The answers list, sent either bare or as `{"answers": [...]}`. */
export const studentResponsesRequestSchema = z.union([answerListSchema, z.strictObject({ answers: answerListSchema })]);
export type StudentResponsesRequest = z.infer<typeof studentResponsesRequestSchema>;

export const matchStatusSchema = z.enum(['pending', 'accepted', 'expired']);

export const coachUserSchema = z.object({ first_name: z.string(), last_name: z.string() });

/** One matched coach as the dashboard card and the results screen read it. */
export const matchRequestSchema = z.object({
  id: z.number().int(),
  status: matchStatusSchema,
  score: z.number(),
  created_at: z.string(),
  from_user_profile: z.object({
    id: z.number().int(),
    url: z.string().nullable(),
    rating: z.number(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    focus_area: z.string(),
    user: coachUserSchema,
  }),
});
export type MatchRequest = z.infer<typeof matchRequestSchema>;
export const matchRequestListSchema = z.array(matchRequestSchema);

export const matchRequestQuerySchema = z.object({ status: matchStatusSchema.optional() });

export const studentResponsesResultSchema = z.object({
  id: z.number().int(),
  submitted_at: z.string(),
  next_allowed_time: z.string(),
  matches: matchRequestListSchema,
  points_event: pointsEventSchema.nullable(),
});

/** Whether the questionnaire may be taken now; lets the screen show the already-submitted state on load. */
export const studentResponsesStatusSchema = z.object({
  can_submit: z.boolean(),
  last_submitted_at: z.string().nullable(),
  next_allowed_time: z.string().nullable(),
});

export const alreadySubmittedErrorSchema = z.object({
  detail: z.string(),
  code: z.literal('rate_limit_exceeded'),
  next_allowed_time: z.string(),
  retry_after_seconds: z.number().int(),
});

// ---- coach profile ----

export const mentorProfileSchema = z.object({
  id: z.number().int(),
  user: coachUserSchema,
  url: z.string().nullable(),
  focus_area: z.string(),
  rating: z.number(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  years_of_experience: z.number().int(),
  specialties: z.array(z.string()),
  credentials: z.array(z.string()),
  /** Sanitised HTML: no script, no event handlers, no javascript: URLs. */
  description: z.string(),
  qualification: z.string().nullable(),
  coaching_style: z.string().nullable(),
  timezone: z.string(),
});
export type MentorProfile = z.infer<typeof mentorProfileSchema>;

export const idParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
