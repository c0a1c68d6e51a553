// Finds a Chromium the tests can drive. Never downloads one: CHROME_PATH, then the system's packages.
import { existsSync } from 'node:fs';

const candidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];
/** Debian's chromium-headless-shell package. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** @returns {string | undefined} the path of a Chromium executable, if there is one. */
export function findChrome() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return candidates.find((file) => existsSync(file));
}

/**
 * @returns {string | undefined} the Chromium for the browser tests: CHROME_PATH when set, else Chrome's
 * headless shell (what Playwright itself runs headless tests in; it opens a page for about half the CPU
 * of a full browser), else a full Chromium.
 */
export function findTestChrome() {
  if (process.env.CHROME_PATH || !existsSync(HEADLESS_SHELL)) return findChrome();
  return HEADLESS_SHELL;
}

/** Flags for a quiet headless Chromium on a machine without a sandbox or network. */
export const chromeFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--no-first-run',
];

/**
 * For the Chromium that tests and the visual review drive, not for measuring speed (npm run bench): the GPU
 * process (software compositing, with --disable-gpu) runs inside the browser's, which spares the messages
 * between the two: about 9 % less CPU per page opened and scrolled here, and the suite is CPU-bound.
 */
export const GPU_IN_BROWSER_PROCESS = '--in-process-gpu';

/**
 * Every host but this machine resolves to nothing, so no page can reach (or wait on) a third-party host.
 * A resolver rule rather than Playwright's request interception: Chromium skips a cross-document view
 * transition into a page whose navigation was intercepted, and reports it as a page error.
 */
export const ONLY_THIS_MACHINE = '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1';

/** How every Chromium that tests and the visual review drive starts: quiet, lean on CPU, reaching no host but this machine. */
export const testChromeArgs = [...chromeFlags, GPU_IN_BROWSER_PROCESS, ONLY_THIS_MACHINE];
