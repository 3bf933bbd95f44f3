import { defineConfig } from '@playwright/test';
import { findBrowser } from './support/browser';

const browser = await findBrowser();

export default defineConfig({
  testDir: './specs',
  // Launches the browser once before any server starts: a machine without one stops here, in one line.
  globalSetup: './support/global-setup.ts',
  // A journey's time limit is a guard against a hang, not a speed target (those live in benchmarks): a
  // machine busy with other work takes well over a minute for the longest journeys.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // One retry in CI only, so that a rare animation-timing flake does not stop a landing; the report still lists it as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    launchOptions: { executablePath: browser.executablePath, args: browser.args, env: { ...process.env, ...browser.env } },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  ],
});
