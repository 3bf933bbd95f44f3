import './test/node20-polyfills.ts';
import { defineConfig } from 'vitest/config';

/** `npm run fuzz`: the slow tier, generated requests to every route (apps/api/src/test/every-route.fuzz.ts). */
export default defineConfig({
  test: {
    name: 'fuzz',
    root: './apps/api',
    include: ['src/**/*.fuzz.ts'],
    environment: 'node',
    setupFiles: ['../../test/fail-on-console-error.ts'],
    testTimeout: 900_000,
    hookTimeout: 120_000,
  },
});
