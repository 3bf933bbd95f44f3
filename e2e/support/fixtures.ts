import { test as base } from '@playwright/test';
import { startServer, type RunningServer } from './server';

/** Playwright's `test`, with the real server started once per worker and `baseURL` pointing at it. */
export const test = base.extend<object, { server: RunningServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ server }, use) => use(server.baseUrl),
});

export { expect } from '@playwright/test';
export type { APIRequestContext, Page, TestInfo } from '@playwright/test';
