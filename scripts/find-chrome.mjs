// Finds a Chromium the tests can drive. Never downloads one: CHROME_PATH, then the system's packages.
import { existsSync } from 'node:fs';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/** @returns {string | undefined} the path of a Chromium executable, if there is one. */
export function findChrome() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return candidates.find((file) => existsSync(file));
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
