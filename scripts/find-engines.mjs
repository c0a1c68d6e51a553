// Finds the browsers beside Chromium that the end-to-end tests drive: Firefox ESR and WebKitGTK (the engine of
// Safari and every iPhone browser), with the X server WebKit's browser needs. Never downloads one: each comes
// from a Debian package, or from the environment variable named below.
import { existsSync } from 'node:fs';

/**
 * Each engine's files and the Debian package that brings each. `env` names the variable that points at another
 * copy, for a machine without Debian's packages.
 */
const engineFiles = {
  firefox: [{ file: '/usr/bin/firefox-esr', env: 'FIREFOX_PATH', pkg: 'firefox-esr' }],
  webkit: [
    { file: '/usr/bin/WebKitWebDriver', env: 'WEBKIT_WEBDRIVER_PATH', pkg: 'webkit2gtk-driver' },
    // The browser WebKitWebDriver starts: MiniBrowser, shipped with WebKitGTK's library (a dependency of the driver).
    {
      file: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
      alternatives: ['/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser'],
      env: 'WEBKIT_BROWSER_PATH',
      pkg: 'webkit2gtk-driver',
    },
    // GTK's MiniBrowser has no headless mode: it draws into a virtual X display.
    { file: '/usr/bin/Xvfb', env: 'XVFB_PATH', pkg: 'xvfb' },
  ],
};

/** The engines beside Chromium, by name. */
export const ENGINES = /** @type {const} */ (['firefox', 'webkit']);

/** @param {{ file: string, alternatives?: string[], env: string }} wanted @returns {string | undefined} */
function locate({ file, alternatives = [], env }) {
  const fromEnv = process.env[env];
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return [file, ...alternatives].find((candidate) => existsSync(candidate));
}

/** @returns {string | undefined} Firefox (ESR) for the tests. */
export const findFirefox = () => locate(engineFiles.firefox[0]);

/** @returns {{ driver: string, browser: string, xvfb: string } | undefined} WebKitWebDriver, the MiniBrowser it starts, and Xvfb. */
export function findWebKit() {
  const [driver, browser, xvfb] = engineFiles.webkit.map(locate);
  return driver && browser && xvfb ? { driver, browser, xvfb } : undefined;
}

/**
 * What an engine lacks on this machine: each missing file, with the Debian package that brings it, or the
 * variable that points at a copy that is not there.
 * @param {'firefox' | 'webkit'} engine
 * @returns {{ file: string, pkg: string, env: string, setTo?: string }[]}
 */
export const missingFor = (engine) =>
  engineFiles[engine]
    .filter((wanted) => !locate(wanted))
    .map(({ file, pkg, env }) => ({ file: process.env[env] || file, pkg, env, setTo: process.env[env] }));

/**
 * The engines a run leaves out, from E2E_SKIP_ENGINES (say `E2E_SKIP_ENGINES=webkit` on a Mac, which has no
 * WebKitGTK). Left out on purpose, never silently: their test files report the tests skipped, with the reason.
 * @returns {string[]}
 */
export const skippedEngines = () =>
  (process.env.E2E_SKIP_ENGINES ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/**
 * Prefs for a quiet Firefox on a machine without network: no update, telemetry or other background traffic, and
 * every host but this machine sent to a proxy that is not there, so no page can reach (or wait on) a third-party host
 * (Chromium's host-resolver rule, scripts/find-chrome.mjs). Firefox never sends 127.0.0.1 through a proxy.
 */
export const firefoxPrefs = {
  'network.proxy.type': 1,
  'network.proxy.http': '127.0.0.1',
  'network.proxy.http_port': 9,
  'network.proxy.ssl': '127.0.0.1',
  'network.proxy.ssl_port': 9,
  'network.proxy.share_proxy_settings': true,
  'app.update.enabled': false,
  'browser.shell.checkDefaultBrowser': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'toolkit.telemetry.enabled': false,
};
