/**
 * The features students can vote for on the dashboard's 'Coming Soon' cards, and their messages. Plain
 * data without zod, so the web app's /dashboard can use them without loading a validation library
 * (docs/decisions/0003, 0038); the wire schemas are in feature-requests.ts.
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

/** The count shown is the real count plus this baseline (spec). */
export function featureBaseline(feature: FeatureId): number {
  return votableFeatures.find((f) => f.id === feature)?.baseline ?? 0;
}
