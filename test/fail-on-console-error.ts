import { afterEach, beforeEach } from 'vitest';

// A console.error during a test is a bug somewhere (a React warning, an unhandled failure): fail the test.
const original = console.error;
let calls: unknown[][] = [];

beforeEach(() => {
  calls = [];
  console.error = (...args: unknown[]) => {
    calls.push(args);
    original(...args);
  };
});

afterEach(() => {
  console.error = original;
  if (calls.length > 0) {
    const first = calls[0]!.map((a) => (a instanceof Error ? a.message : String(a))).join(' ');
    throw new Error(`console.error was called ${calls.length} time(s) during the test; first: ${first}`);
  }
});
