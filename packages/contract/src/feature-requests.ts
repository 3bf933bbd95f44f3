import { z } from 'zod';

/**
 * Features students can vote for on the dashboard's 'Coming Soon' cards. `baseline` is added to the real
 * count where a count is shown (spec: the count shown is the real count plus a baseline).
 */
export const votableFeatures = [
  { id: 'weekly_goal_tracking', label: 'Weekly Goal Tracking', baseline: 50 },
  { id: 'ai_growth_insights', label: 'AI Personal Goal Insights', baseline: 58 },
  { id: 'ai_session_assistant', label: 'AI Session Assistant', baseline: 72 },
] as const;

export type FeatureId = (typeof votableFeatures)[number]['id'];
export const featureIds = votableFeatures.map((f) => f.id) as [FeatureId, ...FeatureId[]];

export const featureRequestMessages = {
  unknownFeature: (value: string) => `"${value}" is not a feature you can vote for.`,
  thanks: 'Thanks for your vote! We build what students ask for most.',
} as const;

export const featureIdSchema = z.enum(featureIds, {
  error: (issue) => featureRequestMessages.unknownFeature(String(issue.input)),
});

export const createFeatureRequestSchema = z.object({ feature: featureIdSchema });
export type CreateFeatureRequest = z.infer<typeof createFeatureRequestSchema>;

/** A feature and how many students voted for it (the real count, without the baseline). */
export const featureVoteCountSchema = z.object({
  feature: featureIdSchema,
  count: z.number().int(),
});
export type FeatureVoteCount = z.infer<typeof featureVoteCountSchema>;

/** `POST /api/feature-requests/`: 201 for a new vote, 200 when the student had already voted (one vote each). */
export const featureRequestResultSchema = z.object({
  data: featureVoteCountSchema.extend({ voted_at: z.string() }),
  message: z.string(),
});
export type FeatureRequestResult = z.infer<typeof featureRequestResultSchema>;

/** `GET /api/feature-requests/all-features/`: every votable feature, voted for or not. */
export const allFeaturesSchema = z.object({ data: z.array(featureVoteCountSchema) });
export type AllFeatures = z.infer<typeof allFeaturesSchema>;

/** `GET /api/feature-requests/my-requests/`: the features this student voted for. */
export const myFeatureRequestsSchema = z.object({
  data: z.array(z.object({ feature: featureIdSchema, voted_at: z.string() })),
});
export type MyFeatureRequests = z.infer<typeof myFeatureRequestsSchema>;

export function featureBaseline(feature: FeatureId): number {
  return votableFeatures.find((f) => f.id === feature)?.baseline ?? 0;
}
