// Installs what a fresh clone is missing before `npm start` or `npm test`:
// node modules from the lockfile, and (with --browser) a system Chromium for the browser tests.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { findChrome } from './find-chrome.mjs';

const run = (command) => execSync(command, { stdio: 'inherit' });

function ensureNodeModules() {
  const installed = 'node_modules/.package-lock.json';
  const stale = !existsSync(installed) || statSync('package-lock.json').mtimeMs > statSync(installed).mtimeMs;
  if (!stale) return;
  console.log('Installing node modules from package-lock.json …');
  try {
    run('npm ci --no-audit --no-fund');
  } catch {
    // Some npm releases refuse `npm ci` when the lockfile lacks other platforms' optional packages
    // (esbuild, rollup, tailwind binaries) even though this platform's are there; `npm install` still
    // installs exactly the locked versions.
    console.log('npm ci refused the lockfile; installing the locked versions with npm install …');
    run('npm install --no-audit --no-fund');
  }
}

function ensureChrome() {
  if (findChrome()) return;
  if (process.env.CHROME_PATH) {
    console.error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but there is no browser there.`);
    process.exit(1);
  }
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log('No Chromium found; installing Debian\'s chromium package with apt-get …');
    run('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium');
  }
  if (!findChrome()) {
    console.error(
      'The browser tests need Chromium and none was found.\n' +
        '  Debian/Ubuntu: sudo apt-get install chromium\n' +
        '  macOS: install Google Chrome, then CHROME_PATH="/Applications/Google Chrome.app/Contents/MacOS/Google Chrome" npm test\n' +
        '  Anywhere: set CHROME_PATH to a Chromium or Chrome executable.',
    );
    process.exit(1);
  }
}

ensureNodeModules();
if (process.argv.includes('--browser')) ensureChrome();
