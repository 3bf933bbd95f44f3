import './test/node20-polyfills.ts';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest keeps a core for its main process by default, which leaves one worker on a 2-core machine;
    // that process idles while the tests run, so every core gets a worker.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['../../test/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['../../test/fail-on-console-error.ts'],
          // A worker runs its files one after another in one process, so they share the app's modules and
          // one PGlite (emptied between files, src/test/helper.ts) instead of paying for both in each file.
          isolate: false,
          // A guard against a hang, not a speed target: 300 logins take far longer on a busy machine.
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
