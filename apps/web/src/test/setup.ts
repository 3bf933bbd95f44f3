import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { setAnalyticsSink } from '@/lib/analytics';
import { server } from './msw';

// A machine busy with other work can take longer than Testing Library's 1 s to render a screen. Speed is
// measured in benchmarks, never by a test's time limit (vite.config.ts sets that one for the same reason).
configure({ asyncUtilTimeout: 5_000 });

// Component tests never post analytics; lib/analytics.test.ts puts the real sink back where it tests it.
setAnalyticsSink(() => undefined);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
