import { z } from 'zod';

/** Public settings the web app reads at run time (GET /api/app-config/), so operators change them without a rebuild. */
export const appConfigSchema = z.object({
  support_form_url: z.string(),
  /** The provider's blog page /resources shows in a frame. */
  resources_url: z.string(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
