import { chromium, type Browser, type LaunchOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { findChrome, findTestChrome, testChromeArgs } from '../../../scripts/find-chrome.mjs';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };
/** The two widths every page is checked at, named by their width for a test's title (`$width`). */
export const BOTH_WIDTHS = [
  { width: PHONE.width, viewport: PHONE },
  { width: DESKTOP.width, viewport: DESKTOP },
];

/** How every test Chromium starts: the system's browser, quiet, lean on CPU, and reaching no host but this machine. */
function chromeLaunchOptions(): LaunchOptions {
  const executablePath = findTestChrome();
  if (!executablePath) throw new Error('No Chromium found: run npm test, which installs one, or set CHROME_PATH.');
  return { executablePath, args: testChromeArgs };
}

/** A Chromium as the tests drive it: each worker launches one (useBrowser). */
async function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromeLaunchOptions());
}

/**
 * The full Chromium with its back/forward cache, as visitors' browsers have it: the headless shell has
 * none, and Playwright turns it off in the browsers it launches.
 */
export async function launchBrowserWithBackForwardCache(): Promise<Browser> {
  const executablePath = findChrome();
  if (!executablePath) throw new Error('No Chromium found: run npm test, which installs one, or set CHROME_PATH.');
  return chromium.launch({
    ...chromeLaunchOptions(),
    executablePath,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
}

/**
 * This worker's Chromium, launched by its first test file and shared by the next (isolate: false keeps this module
 * loaded), and driven from this process. Not launched in the global setup: reached from there over Playwright's
 * WebSocket, every protocol message passed through the vitest main process, a sixth more CPU for the same test files
 * on two cores (69–71 against 57–59 CPU-s). Playwright closes it when the worker exits.
 */
let workerBrowser: Promise<Browser> | undefined;

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

/** What Playwright logs in the page when a context that blocks service workers is asked to register one. */
const SERVICE_WORKER_BLOCKED = 'Service Worker registration blocked by Playwright';

/** Prefix of the problem recorded for a `securitypolicyviolation` event. */
export const CSP_VIOLATION = 'securitypolicyviolation';

/** The Content-Security-Policy violations among what a page recorded. */
export const cspViolations = (problems: string[]) => problems.filter((problem) => problem.startsWith(CSP_VIOLATION));

/** How openPage opens a page: its browser context's settings. */
export interface PageOptions {
  viewport?: { width: number; height: number };
  reducedMotion?: 'reduce' | 'no-preference';
  /** The device's colour scheme (prefers-color-scheme): light unless a test asks. */
  colorScheme?: 'light' | 'dark';
  javaScript?: boolean;
  /** Browser permissions the page has, such as ['clipboard-read', 'clipboard-write']. */
  permissions?: string[];
  /** A phone's touch screen: taps and touch events, the mobile viewport. */
  touch?: boolean;
  /**
   * Whether the page may register the offline worker (src/worker/). Off unless a test asks: every test's fresh
   * context is a first visit, on which the worker, once the page is idle, downloads the guide with its pictures,
   * font and stylesheet, about a fifth of a test's CPU on two cores, for nothing the test looks at. It is on where
   * the worker is the subject (offline.test.ts) and on every page's first-visit check (foundation.test.ts).
   */
  serviceWorker?: boolean;
}

/**
 * Opens a page that records console errors and warnings, uncaught page errors (production React
 * reports hydration failures as page errors, not console messages) and Content-Security-Policy
 * violations, and every request. Outside requests are blocked: the site must not depend on any
 * third-party host.
 */
export async function openPage(browser: Browser, url: string, options: PageOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    reducedMotion: options.reducedMotion ?? 'no-preference',
    colorScheme: options.colorScheme ?? 'light',
    javaScriptEnabled: options.javaScript ?? true,
    permissions: options.permissions ?? [],
    hasTouch: options.touch ?? false,
    isMobile: options.touch ?? false,
    serviceWorkers: options.serviceWorker ? 'allow' : 'block',
  });
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
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
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
    if (message.text() === SERVICE_WORKER_BLOCKED) return;
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.goto(url, { waitUntil: 'load' });
  // The entry script is asked for only after the first contentful paint, which on a busy machine can come
  // after the load event: wait for its mark, not for the network to go quiet. (about:blank has no script:
  // a test that opens it sets the page up, then goes to the site and waits itself.)
  if (options.javaScript !== false && url !== 'about:blank') await waitForHydration(page);
  return { page, problems, requests };
}

/**
 * One page for a group of tests that only read it (its text, attributes, layout, what axe finds), opened by the
 * first of them and closed after the group's last test. Opening a page, a browser context with a renderer process
 * of its own, costs about twice what loading the page does in one already open (0.37–0.42 against 0.17–0.19 CPU-s
 * for Chromium and this process on two cores, the ended renderers counted), and the suite is CPU-bound. A test that
 * clicks, scrolls, types, resizes or stores opens its own page, so that no test depends on what another did.
 */
export function sharedPage(open: () => Promise<WatchedPage>): () => Promise<WatchedPage> {
  let opened: Promise<WatchedPage> | undefined;
  afterAll(async () => {
    if (opened) await (await opened).page.context().close();
  });
  return () => (opened ??= open());
}

/**
 * Loads another address in a page openPage opened, for tests that look at many pages the same way (a policy
 * violation, a console error): what the page recorded before is forgotten, so `problems` and `requests` are this
 * visit's. Not a first visit: the scripts and the stylesheet come from the browser's cache. Waits for hydration
 * as openPage does, unless the page runs no script.
 */
export async function revisit(
  watched: WatchedPage,
  url: string,
  { javaScript = true }: Pick<PageOptions, 'javaScript'> = {},
): Promise<WatchedPage> {
  watched.problems.length = 0;
  watched.requests.length = 0;
  await watched.page.goto(url, { waitUntil: 'load' });
  if (javaScript) await waitForHydration(watched.page);
  return watched;
}

/** What a page's browser context is made with, which a new document in the same page cannot change. */
const contextKey = ({ javaScript = true, permissions = [], touch = false }: PageOptions) =>
  JSON.stringify({ javaScript, permissions, touch });

/** Whether going from one address to the other would only move within the current document (a `#` link). */
const withinDocument = (from: string, to: string) =>
  new URL(to).hash !== '' && new URL(from).href.split('#')[0] === new URL(to).href.split('#')[0];

/**
 * Pages for a file's tests that click, scroll, type or store, one per kind of browser context (JavaScript on or off,
 * touch, permissions), opened by the first test that needs it and reused by the next with a new document, as a first
 * visit sees the site: the origin's storage and the HTTP cache emptied, the test's viewport, motion preference, colour
 * scheme and screen media, the mouse back in the corner, what the page recorded forgotten. Opening a page starts a renderer
 * process of its own and costs about twice a load in an open one (see sharedPage), and the suite is CPU-bound. What a
 * test adds to the page itself (routes, handlers, init scripts, a clock, sessionStorage, which the site does not use)
 * would carry over to the next: such a test opens its own page with openPage, as does one that needs the offline
 * worker.
 */
export function pagePerContext(
  browser: () => Browser,
): (url: string, options?: Omit<PageOptions, 'serviceWorker'>) => Promise<WatchedPage> {
  const opened = new Map<string, Promise<WatchedPage>>();
  afterAll(async () => {
    const pages = await Promise.allSettled(opened.values());
    await Promise.all(
      pages.map((page) => (page.status === 'fulfilled' ? page.value.page.context().close() : undefined)),
    );
  });
  return async (url, options = {}) => {
    const key = contextKey(options);
    const open = opened.get(key);
    const watched = open && (await open.catch(() => undefined));
    if (!watched || watched.page.isClosed()) {
      const opening = openPage(browser(), url, options);
      opened.set(key, opening);
      return opening;
    }
    const { page } = watched;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(url).origin, storageTypes: 'all' });
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await page.setViewportSize(options.viewport ?? DESKTOP);
    await page.emulateMedia({
      media: null,
      reducedMotion: options.reducedMotion ?? 'no-preference',
      colorScheme: options.colorScheme ?? 'light',
    });
    await page.mouse.move(0, 0);
    // A `#` address in the document already open would only scroll it: load another document of the site first.
    if (withinDocument(page.url(), url)) await page.goto(new URL('/robots.txt', url).href, { waitUntil: 'load' });
    return revisit(watched, url, options);
  };
}

/** Console messages that come from outside hosts being unreachable in tests, not from the site. */
export function siteProblems(problems: string[]): string[] {
  return problems.filter((problem) => !/net::ERR_NAME_NOT_RESOLVED/.test(problem));
}

/** The browser's own report of a 404 document, which the not-found page is by design. */
export const NOT_FOUND_RESPONSE =
  'console.error: Failed to load resource: the server responded with a status of 404 (Not Found)';

/** Waits until the entry script has run on the pre-rendered page: its behaviours are live and its islands scheduled. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * After scrolling through a page, waits for what the scroll asks for: every island that wakes on sight hydrated,
 * every embedded form's frame put in place, every picture asked for loaded (or failed). A scroll that passed one by
 * between two frames of a busy machine never showed it to the browser, so each still asleep is brought into view
 * and waited for in turn.
 */
export async function waitForScrolledIn(page: Page): Promise<void> {
  const asleep = 'fg-island[wake-on="visible"]:not([hydrated]), [data-frame-holder]:has(> noscript)';
  for (;;) {
    // Found and scrolled to in one step: between two steps the last one could wake and leave nothing to find.
    const left = await page.evaluate((selector) => {
      const all = document.querySelectorAll(selector);
      // An island element has no box of its own (display: contents): what it holds is brought into view. A frame's
      // holder is (its first child is the <noscript>, which has no box either).
      const first = all[0];
      if (first)
        ((first.localName === 'fg-island' && first.firstElementChild) || first).scrollIntoView({ block: 'center' });
      return all.length;
    }, asleep);
    if (left === 0) break;
    await page.waitForFunction((count) => document.querySelectorAll(count.selector).length < count.left, {
      selector: asleep,
      left,
    });
  }
  // A lazy picture no scroll brought near the screen (a carousel's later slide, beside the window) is never asked for,
  // even where its <picture> has chosen the copy it will ask for.
  await page.waitForFunction(() =>
    [...document.images].every((image) => {
      const box = image.getBoundingClientRect();
      const beside = box.right <= 0 || box.left >= innerWidth;
      return image.complete || !image.currentSrc || (image.loading === 'lazy' && beside);
    }),
  );
}

/**
 * Gives the test file this worker's Chromium (launched by the worker's first file, one launch per worker rather than
 * per file) and, after its tests, closes every context the file left open.
 */
export function useBrowser(receive: (browser: Browser) => void): void {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await (workerBrowser ??= launchBrowser());
    receive(browser);
  });
  afterAll(async () => {
    await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
  });
}
