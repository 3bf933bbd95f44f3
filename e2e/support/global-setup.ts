import { chromium, type FullConfig } from '@playwright/test';
import { findBrowser } from './browser';

/** Every journey needs the browser: when it cannot start, say so once and run none of them. */
export default async function globalSetup(_config: FullConfig): Promise<void> {
  const choice = await findBrowser();
  try {
    const browser = await chromium.launch({ executablePath: choice.executablePath, args: choice.args, env: { ...process.env, ...choice.env } });
    await browser.close();
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    console.error(`The browser tests cannot start ${choice.source}: ${reason}. To fix it, ${choice.fix}.`);
    process.exit(1);
  }
}
