// For `npm test` (scripts/ensure-deps.mjs --browser): the browsers of the browser tests (a system Chromium, Firefox
// ESR, and WebKitGTK's driver with the X server its browser draws into) and the Java runtime of the HTML checker.
import { existsSync } from 'node:fs';
import { findChrome, findTestChrome, HEADLESS_SHELL } from './find-chrome.mjs';
import { ENGINES, missingFor, skippedEngines } from './find-engines.mjs';
import { findJava, JAVA_PACKAGE, OLDEST_JAVA } from './find-java.mjs';

/**
 * Installs Debian packages with apt-get, when this machine has it and runs as root; else says nothing. `run` runs a
 * command in the terminal and stops, with its exit code, if it fails.
 */
async function aptInstall(packages, run) {
  if (packages.length === 0 || process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return;
  console.log(`Installing Debian's ${packages.join(', ')} with apt-get …`);
  await run(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`);
}

/** The Debian packages Chromium's tests want that this machine lacks (when CHROME_PATH does not name another). */
function missingChromePackages() {
  if (process.env.CHROME_PATH) return [];
  // The tests and the visual review run in Chrome's headless shell (a full Chromium needs about twice the
  // CPU per page); Lighthouse (npm run bench) and the back/forward-cache test want the full browser, so a
  // machine without one gets both.
  return [findChrome() ? [] : ['chromium'], existsSync(HEADLESS_SHELL) ? [] : ['chromium-headless-shell']].flat();
}

/** Stops with what to do when Chromium is missing: every browser test needs it. */
function requireChrome() {
  if (findTestChrome()) return;
  if (process.env.CHROME_PATH) {
    console.error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but there is no browser there.`);
    process.exit(1);
  }
  console.error(
    'The browser tests need Chromium and none was found.\n' +
      '  Debian/Ubuntu: sudo apt-get install chromium-headless-shell chromium\n' +
      '  macOS: install Google Chrome, then CHROME_PATH="/Applications/Google Chrome.app/Contents/MacOS/Google Chrome" npm test\n' +
      '  Anywhere: set CHROME_PATH to a Chromium or Chrome executable.',
  );
  process.exit(1);
}

/**
 * Stops with what to do when Firefox or WebKit is missing. The tests run every behaviour that needs JavaScript in
 * all three engines, so a machine without one does not pass quietly: it installs the engine or leaves it out by
 * name (E2E_SKIP_ENGINES), and the report then shows its tests as skipped.
 */
function requireEngines() {
  const skipped = skippedEngines();
  const missing = ENGINES.filter((engine) => !skipped.includes(engine)).flatMap((engine) =>
    missingFor(engine).map((wanted) => ({ engine, ...wanted })),
  );
  for (const engine of skipped)
    console.warn(`E2E_SKIP_ENGINES: the ${engine} tests are left out of this run and reported as skipped.`);
  if (missing.length === 0) return;
  const packages = [...new Set(missing.map((wanted) => wanted.pkg))];
  const engines = [...new Set(missing.map((wanted) => wanted.engine))];
  console.error(
    `The browser tests run in Chromium, Firefox and WebKit; this machine lacks ${missing.map((wanted) => (wanted.setTo ? `${wanted.file} (from ${wanted.env})` : wanted.file)).join(', ')}.\n` +
      `  Debian/Ubuntu: sudo apt-get install ${packages.join(' ')}\n` +
      `  Elsewhere: point ${missing.map((wanted) => wanted.env).join(', ')} at a copy of each, or leave the engine out of the run ` +
      `with E2E_SKIP_ENGINES=${engines.join(',')} npm test (its tests are then reported as skipped; CI runs all three).\n` +
      '  macOS: WebKitGTK is Linux only, so E2E_SKIP_ENGINES=webkit; Firefox runs from FIREFOX_PATH="/Applications/Firefox.app/Contents/MacOS/firefox".',
  );
  process.exit(1);
}

/** Stops with what to do when there is no Java to run the W3C's HTML checker in (tests/e2e/html-validity.test.ts). */
function requireJava() {
  if (findJava()) return;
  if (process.env.JAVA_HOME) {
    console.error(
      `JAVA_HOME is set to ${process.env.JAVA_HOME}, but there is no Java ${OLDEST_JAVA} or newer there (bin/java).`,
    );
    process.exit(1);
  }
  console.error(
    `The HTML validity test runs the W3C's Nu Html Checker (vnu.jar), which needs Java ${OLDEST_JAVA} or newer, and none was found.\n` +
      `  Debian/Ubuntu: sudo apt-get install ${JAVA_PACKAGE}\n` +
      '  macOS: brew install openjdk, then JAVA_HOME="$(brew --prefix openjdk)" npm test\n' +
      `  Anywhere: set JAVA_HOME to a Java runtime of version ${OLDEST_JAVA} or newer.`,
  );
  process.exit(1);
}

/**
 * The browsers of the browser tests, and the Java of the HTML checker: installed with apt-get (through `run`) where
 * the machine allows, else named with how to get them.
 */
export async function ensureBrowsers(run) {
  const skipped = skippedEngines();
  // A file an environment variable points at is not apt-get's to bring.
  const enginePackages = ENGINES.filter((engine) => !skipped.includes(engine)).flatMap((engine) =>
    missingFor(engine).flatMap((wanted) => (wanted.setTo ? [] : [wanted.pkg])),
  );
  const javaPackages = findJava() || process.env.JAVA_HOME ? [] : [JAVA_PACKAGE];
  await aptInstall([...new Set([...missingChromePackages(), ...enginePackages, ...javaPackages])], run);
  requireChrome();
  requireEngines();
  requireJava();
}
