import { z } from 'zod';
import { featureIds, featureRequestMessages } from './feature-request-rules';

// The votable features and their messages are plain data in feature-request-rules.ts (no zod there).
export { featureBaseline, featureIds, featureRequestMessages, votableFeatures, type FeatureId } from './feature-request-rules';

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
