import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { setAnalyticsSink } from '@/lib/analytics';
import { server } from './msw';

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
