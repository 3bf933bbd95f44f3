import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

/**
 * The one place that decides which Chromium the browser tests and the Lighthouse benchmark drive, so
 * that `npm install` is all the set-up a machine needs (docs/decisions/0011).
 */
export interface BrowserChoice {
  executablePath: string;
  args: string[];
  /** Added to the browser's environment (the libraries and fonts of the npm Chromium). */
  env: Record<string, string>;
  /** Where it came from, and what to do when it does not start: for the one line a failure prints. */
  source: string;
  fix: string;
}

/** Without the networking flags Chromium floods the closed network (shared/design/stack.md). */
const quietFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const debianChromium = '/usr/bin/chromium';

/** `CHROME_PATH` when set; Debian's Chromium when present; otherwise the Chromium npm installed. */
export async function findBrowser(): Promise<BrowserChoice> {
  const chromePath = process.env.CHROME_PATH;
  if (chromePath) {
    const fix = 'point CHROME_PATH at a Chromium or Chrome that runs here, or unset it to use the one npm installs';
    return { executablePath: chromePath, args: quietFlags, env: {}, source: `CHROME_PATH (${chromePath})`, fix };
  }
  if (existsSync(debianChromium)) {
    const fix = `repair it (apt-get install --reinstall chromium) or set CHROME_PATH to another Chromium`;
    return { executablePath: debianChromium, args: quietFlags, env: {}, source: `Debian's Chromium (${debianChromium})`, fix };
  }
  return npmChromium();
}

/**
 * @sparticuz/chromium ships a compressed Chromium with the libraries it needs (NSS, expat) and a font.
 * It is unpacked once per version and user into the temporary folder: the package itself would unpack
 * into /tmp/chromium, owner-only, where another user's copy (or a half-written one) would be taken as
 * ready. Its own flags keep it from needing a sandbox, so it runs as root or not.
 */
async function npmChromium(): Promise<BrowserChoice> {
  const require = createRequire(import.meta.url);
  let packageDir: string;
  try {
    packageDir = path.dirname(path.dirname(require.resolve('@sparticuz/chromium')));
  } catch {
    throw new Error(`No browser for the tests: CHROME_PATH is unset, ${debianChromium} is absent and @sparticuz/chromium is not installed. Run npm install, or set CHROME_PATH to a Chromium.`);
  }
  const { version } = require(path.join(packageDir, 'package.json')) as { version: string };
  const dir = path.join(tmpdir(), `bloom-chromium-${version}-${userInfo().uid}`);
  if (!existsSync(path.join(dir, 'chromium'))) await unpack(path.join(packageDir, 'bin'), dir);
  const { default: chromium } = await import('@sparticuz/chromium');
  return {
    executablePath: path.join(dir, 'chromium'),
    // Its flags, less two made for one-shot serverless use: --single-process closes the browser with the
    // first context (a test run opens one per test), and Playwright and Lighthouse set headless themselves.
    args: [...new Set([...chromium.args.filter((flag) => flag !== '--single-process' && !flag.startsWith('--headless')), ...quietFlags])],
    env: {
      LD_LIBRARY_PATH: [path.join(dir, 'al2023', 'lib'), process.env.LD_LIBRARY_PATH].filter(Boolean).join(':'),
      FONTCONFIG_FILE: path.join(dir, 'fonts.conf'),
    },
    source: `@sparticuz/chromium ${version} (${dir})`,
    fix: `delete ${dir} so it is unpacked again, or set CHROME_PATH to another Chromium`,
  };
}

/** Unpacks into a folder of its own, then renames it into place: a concurrent or interrupted run never leaves half a browser. */
async function unpack(binDir: string, dir: string): Promise<void> {
  const staging = `${dir}.partial-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  // The package unpacks into os.tmpdir(), which reads TMPDIR on every call.
  const savedTmpdir = process.env.TMPDIR;
  process.env.TMPDIR = staging;
  try {
    const { default: chromium, inflate } = await import('@sparticuz/chromium');
    await chromium.executablePath(binDir);
    await inflate(path.join(binDir, 'al2023.tar.br'));
  } finally {
    if (savedTmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = savedTmpdir;
  }
  // The system's fonts when it has any, and always the package's Open Sans.
  await writeFile(
    path.join(staging, 'fonts.conf'),
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>\n  <dir>${path.join(dir, 'fonts')}</dir>\n  <cachedir>${path.join(dir, 'fonts-cache')}</cachedir>\n</fontconfig>\n`,
  );
  try {
    await rename(staging, dir);
  } catch (error) {
    // Another process got there first; its copy is as good as ours.
    if (!existsSync(path.join(dir, 'chromium'))) throw error;
    await rm(staging, { recursive: true, force: true });
  }
}
