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
          // Guards against a hang, not speed targets: on a busy machine 300 logins, or a worker's first
          // database (src/test/helper.ts), take far longer than on a quiet one.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
