import { z } from 'zod';

export const analyticsCategories = [
  '01_Authentication',
  '02_Navigation',
  '03_Coach_Matching',
  '04_Coach_Booking',
  '05_Community',
  '07_Onboarding',
  '09_General',
] as const;
export type AnalyticsCategory = (typeof analyticsCategories)[number];

export const ANALYTICS_BATCH_MAX = 50;
export const ANALYTICS_PROPERTIES_MAX_KEYS = 20;
/** Serialised size of one event's properties. */
export const ANALYTICS_PROPERTIES_MAX_BYTES = 2048;

const propertyValueSchema = z.union([z.string().max(500), z.number().finite(), z.boolean(), z.null()]);

export const analyticsEventSchema = z.strictObject({
  category: z.enum(analyticsCategories),
  action: z.string().trim().min(1).max(100),
  label: z.string().max(200).nullable().optional(),
  properties: z
    .record(z.string().min(1).max(64), propertyValueSchema)
    .refine((p) => Object.keys(p).length <= ANALYTICS_PROPERTIES_MAX_KEYS, `At most ${ANALYTICS_PROPERTIES_MAX_KEYS} properties.`)
    .refine((p) => JSON.stringify(p).length <= ANALYTICS_PROPERTIES_MAX_BYTES, `Properties must be at most ${ANALYTICS_PROPERTIES_MAX_BYTES} characters.`)
    .optional(),
  /** When it happened in the browser (ISO 8601 with offset). */
  occurred_at: z.iso.datetime({ offset: true }),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const analyticsBatchSchema = z.strictObject({
  events: z
    .array(analyticsEventSchema)
    .min(1, 'Send at least one event.')
    .max(ANALYTICS_BATCH_MAX, `Send at most ${ANALYTICS_BATCH_MAX} events at a time.`),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

export const analyticsAcceptedSchema = z.object({ accepted: z.number().int() });
