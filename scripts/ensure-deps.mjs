// Installs what a fresh clone is missing before `npm start`, `npm test` or `npm run bench`: node modules from the
// lockfile, with --browser a system Chromium for the browser tests, and with --lighthouse the bench's own packages
// (tools/lighthouse: Lighthouse and what it brings, a third of node_modules' files, which only the bench uses).
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { findChrome, findTestChrome, HEADLESS_SHELL } from './find-chrome.mjs';

/** Runs a command in the terminal; if it fails, its own output has said why, so stop with its exit code. */
function run(command) {
  return new Promise((resolve) => {
    spawn(command, { shell: true, stdio: 'inherit' }).on('exit', (code) => (code === 0 ? resolve() : process.exit(code ?? 1)));
  });
}

/** Installs the node modules of the package in `folder` from its lockfile, unless they are there and newer. */
async function ensureNodeModules(folder = '.') {
  const installed = `${folder}/node_modules/.package-lock.json`;
  const stale = !existsSync(installed) || statSync(`${folder}/package-lock.json`).mtimeMs > statSync(installed).mtimeMs;
  if (!stale) return;
  console.log(`Installing node modules from ${folder === '.' ? '' : `${folder}/`}package-lock.json …`);
  await run(`npm ci --no-audit --no-fund${folder === '.' ? '' : ` --prefix ${folder}`}`);
}

async function ensureChrome() {
  if (process.env.CHROME_PATH) {
    if (findChrome()) return;
    console.error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but there is no browser there.`);
    process.exit(1);
  }
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  // The tests and the visual review run in Chrome's headless shell (a full Chromium needs about twice the
  // CPU per page); Lighthouse (npm run bench) and the back/forward-cache test want the full browser, so a
  // machine without one gets both.
  const missing = [findChrome() ? [] : ['chromium'], existsSync(HEADLESS_SHELL) ? [] : ['chromium-headless-shell']].flat();
  if (missing.length > 0 && isRoot && hasApt) {
    console.log(`Installing Debian's ${missing.join(' and ')} with apt-get …`);
    await run(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`);
  }
  if (!findTestChrome()) {
    console.error(
      'The browser tests need Chromium and none was found.\n' +
        '  Debian/Ubuntu: sudo apt-get install chromium-headless-shell chromium\n' +
        '  macOS: install Google Chrome, then CHROME_PATH="/Applications/Google Chrome.app/Contents/MacOS/Google Chrome" npm test\n' +
        '  Anywhere: set CHROME_PATH to a Chromium or Chrome executable.',
    );
    process.exit(1);
  }
}

// All at once: on a clean machine each mostly waits on the network.
await Promise.all([
  ensureNodeModules(),
  process.argv.includes('--lighthouse') ? ensureNodeModules('tools/lighthouse') : undefined,
  process.argv.includes('--browser') ? ensureChrome() : undefined,
]);
