import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import type { BenchResult } from './bench-app';
import { startServerProcess } from './server-process';

const DEMO = { email: 'demo@bloom.local', password: 'BloomDemo2026!' };
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function audit(url: string, port: number, keepStorage: boolean) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  const { categories } = result.lhr;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
  };
}

/** Lighthouse (mobile, the default) on /login and on the demo student's /dashboard. */
export async function benchLighthouse(): Promise<BenchResult[]> {
  const server = await startServerProcess();
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags });
  try {
    const login = await audit(`${server.baseUrl}/login`, chrome.port, false);

    // Sign the demo student in through the real screen, so /dashboard opens with tokens in storage.
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${server.baseUrl}/login`);
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/dashboard');
    await page.close();
    await browser.close();
    const dashboard = await audit(`${server.baseUrl}/dashboard`, chrome.port, true);

    return [
      { name: 'Lighthouse performance, /login (mobile)', value: login.performance, unit: '', goal: '>= 95', isMet: login.performance >= 95 },
      { name: 'Lighthouse accessibility, /login (mobile)', value: login.accessibility, unit: '', goal: '100', isMet: login.accessibility === 100 },
      { name: 'Lighthouse performance, /dashboard (mobile)', value: dashboard.performance, unit: '', goal: '>= 95', isMet: dashboard.performance >= 95 },
      { name: 'Lighthouse accessibility, /dashboard (mobile)', value: dashboard.accessibility, unit: '', goal: '100', isMet: dashboard.accessibility === 100 },
    ];
  } finally {
    chrome.kill();
    await server.stop();
  }
}
