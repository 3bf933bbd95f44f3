import { appConfigSchema } from '@bloom/contract/app-config';
import type { RoutesPlugin } from '../../platform/deps';

export const appConfigRoutes: RoutesPlugin = (app, { config }) => {
  app.get(
    '/app-config/',
    { schema: { tags: ['platform'], summary: 'Public settings of the web app', response: { 200: appConfigSchema } } },
    async () => ({ support_form_url: config.supportFormUrl, resources_url: config.resourcesUrl }),
  );
};
