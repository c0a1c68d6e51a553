import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { chromeFlags, findChrome } from '../../../scripts/find-chrome.mjs';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChrome();
  if (!executablePath) throw new Error('No Chromium found: run npm test, which installs one, or set CHROME_PATH.');
  return chromium.launch({ executablePath, args: chromeFlags });
}

/** One request the page (or a frame in it) made. */
export interface RecordedRequest {
  url: string;
  resourceType: string;
  /** Whether it loads the document of an iframe (as opposed to the page or a resource). */
  iframeDocument: boolean;
}

/** A page plus every console error or warning, page error and CSP violation it produced. */
export interface WatchedPage {
  page: Page;
  problems: string[];
  /** Every request made, from the first on; outside ones are recorded before they are blocked. */
  requests: RecordedRequest[];
}

/** Prefix of the problem recorded for a `securitypolicyviolation` event. */
export const CSP_VIOLATION = 'securitypolicyviolation';

/**
 * Opens a page that records console errors and warnings, uncaught page errors (production React
 * reports hydration failures as page errors, not console messages) and Content-Security-Policy
 * violations, and every request. Outside requests are blocked: the site must not depend on any
 * third-party host.
 */
export async function openPage(
  browser: Browser,
  url: string,
  options: { viewport?: { width: number; height: number }; reducedMotion?: 'reduce' | 'no-preference'; javaScript?: boolean } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    reducedMotion: options.reducedMotion ?? 'no-preference',
    javaScriptEnabled: options.javaScript ?? true,
  });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort('blockedbyclient'));
  context.setDefaultTimeout(10_000);
  const problems: string[] = [];
  const requests: RecordedRequest[] = [];
  // The binding and the init script run outside the page's CSP, so they see every violation, in every frame.
  await context.exposeBinding('__reportCspViolation', ({ frame }, report: string) => {
    problems.push(`${CSP_VIOLATION}: ${report} (in ${frame.url()})`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (report: string) => void }).__reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  const page = await context.newPage();
  page.on('request', (request) => {
    let iframeDocument = false;
    try {
      iframeDocument = request.isNavigationRequest() && request.frame() !== page.mainFrame();
    } catch {
      // No frame yet (a service worker's request): not an iframe document.
    }
    requests.push({ url: request.url(), resourceType: request.resourceType(), iframeDocument });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.goto(url, { waitUntil: 'networkidle' });
  return { page, problems, requests };
}

/** Console messages that come from blocking outside hosts in tests, not from the site. */
export function siteProblems(problems: string[]): string[] {
  return problems.filter((problem) => !/net::ERR_BLOCKED_BY_CLIENT/.test(problem));
}

/** The browser's own report of a 404 document, which the not-found page is by design. */
export const NOT_FOUND_RESPONSE = 'console.error: Failed to load resource: the server responded with a status of 404 (Not Found)';

/** Waits until React has hydrated the pre-rendered page (the header's scroll listener is live). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** Launches one Chromium for the test file (before its tests) and closes it after them. */
export function useBrowser(receive: (browser: Browser) => void): void {
  let launched: Browser | undefined;
  beforeAll(async () => {
    launched = await launchBrowser();
    receive(launched);
  });
  afterAll(async () => {
    await launched?.close();
  });
}
