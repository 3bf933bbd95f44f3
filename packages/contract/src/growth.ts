import { z } from 'zod';

/** Growth-area options (id, label) of the walkthrough. */
export const growthAreaOptions = [
  { id: 'confidence', label: 'Confidence' },
  { id: 'stress', label: 'Stress' },
  { id: 'friends', label: 'Friends' },
  { id: 'professional', label: 'Professional' },
  { id: 'loneliness', label: 'Loneliness' },
  { id: 'career', label: 'Career' },
  { id: 'relationships', label: 'Relationships' },
  { id: 'sleep', label: 'Sleep' },
  { id: 'time-management', label: 'Time management' },
  { id: 'academic', label: 'Academic' },
  { id: 'health', label: 'Health' },
  { id: 'mindfulness', label: 'Mindfulness' },
] as const;
export const growthAreaOptionIds = growthAreaOptions.map((o) => o.id) as [
  (typeof growthAreaOptions)[number]['id'],
  ...(typeof growthAreaOptions)[number]['id'][],
];
export type GrowthAreaOptionId = (typeof growthAreaOptions)[number]['id'];

export const confidenceLevelOptions = [
  { value: 'very-low', label: 'Very low' },
  { value: 'low', label: 'Low' },
  { value: 'moderate', label: 'Moderate' },
  { value: 'high', label: 'High' },
  { value: 'very-high', label: 'Very high' },
] as const;
export const confidenceLevelValues = ['very-low', 'low', 'moderate', 'high', 'very-high'] as const;
export const confidenceLevelSchema = z.enum(confidenceLevelValues, {
  error: (issue) => `"${String(issue.input)}" is not a valid choice.`,
});
export type ConfidenceLevel = z.infer<typeof confidenceLevelSchema>;

export const growthAreaStatusValues = ['active', 'paused', 'completed', 'archived'] as const;
export const growthAreaStatusSchema = z.enum(growthAreaStatusValues, {
  error: (issue) => `"${String(issue.input)}" is not a valid choice.`,
});
export type GrowthAreaStatus = z.infer<typeof growthAreaStatusSchema>;

/** A student keeps at most this many growth-area records. */
export const GROWTH_AREAS_MAX_PER_STUDENT = 50;

export const growthMessages = {
  invalidOption: (id: string) => `"${id}" is not a valid growth area.`,
  noOption: 'Choose at least one growth area.',
  tooMany: `You can keep at most ${GROWTH_AREAS_MAX_PER_STUDENT} growth areas.`,
  notYourProfile: 'You can only add growth areas to your own profile.',
  noProfile: 'No student profile found.',
} as const;

/** Comma-joined option ids ("stress,sleep"): every id known, stored without spaces or repeats. */
export const growthAreaIdsSchema = z.string().transform((value, ctx) => {
  const ids = [...new Set(value.split(',').map((id) => id.trim()).filter(Boolean))];
  if (ids.length === 0) {
    ctx.addIssue({ code: 'custom', message: growthMessages.noOption });
    return z.NEVER;
  }
  for (const id of ids) {
    if (!(growthAreaOptionIds as readonly string[]).includes(id)) {
      ctx.addIssue({ code: 'custom', message: growthMessages.invalidOption(id) });
      return z.NEVER;
    }
  }
  return ids.join(',');
});

export const createGrowthAreaRequestSchema = z.object({
  /** The student's own profile id; defaults to it when left out. */
  student_profile: z.number().int().positive().max(2_147_483_647).optional(),
  growth_area_id: growthAreaIdsSchema,
  initial_confidence_level: confidenceLevelSchema,
});
export type CreateGrowthAreaRequest = z.input<typeof createGrowthAreaRequestSchema>;

export const confidenceLevelEntrySchema = z.object({
  id: z.number().int(),
  value: z.string(),
  created_at: z.string(),
});

export const growthAreaSchema = z.object({
  id: z.number().int(),
  student_profile: z.number().int(),
  growth_area_id: z.string(),
  initial_confidence_level: z.string(),
  status: z.string(),
  confidence_levels: z.array(confidenceLevelEntrySchema),
  created_at: z.string(),
});
export type GrowthArea = z.infer<typeof growthAreaSchema>;

export const growthAreaListSchema = z.object({
  total_count: z.number().int(),
  growth_areas: z.array(growthAreaSchema),
});
export type GrowthAreaList = z.infer<typeof growthAreaListSchema>;

export const updateGrowthAreaRequestSchema = z.object({ status: growthAreaStatusSchema });
export type UpdateGrowthAreaRequest = z.infer<typeof updateGrowthAreaRequestSchema>;

export const createConfidenceLevelRequestSchema = z.object({
  growth_area: z.number().int().positive().max(2_147_483_647),
  value: confidenceLevelSchema,
});
export type CreateConfidenceLevelRequest = z.infer<typeof createConfidenceLevelRequestSchema>;

/** `confidence_level` repeats the value: it is what the client keeps as the student's confidence level. */
export const confidenceLevelResponseSchema = z.object({
  id: z.number().int(),
  growth_area: z.number().int(),
  value: z.string(),
  created_at: z.string(),
  confidence_level: z.string(),
});
export type ConfidenceLevelResponse = z.infer<typeof confidenceLevelResponseSchema>;
