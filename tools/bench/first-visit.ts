import { gzipSync } from 'node:zlib';
import type { Page, Request } from 'playwright-core';
import type { FirstVisitBytes } from '../../src/node/build/byte-budgets.ts';

export type ResourceKind = 'html' | 'css' | 'js' | 'font' | 'image' | 'other';

/** One file the browser fetched from the site while loading a page. */
export interface LoadedResource {
  url: string;
  kind: ResourceKind;
  /** Bytes on the wire from a host that gzips text (html, css, js, svg…): gzip size for text, file size otherwise. */
  bytes: number;
  /** The browser held the first paint for it (Chromium's `renderBlockingStatus`): the page's own stylesheets. */
  renderBlocking?: boolean;
}

const textTypes = /^(text\/|application\/(javascript|json|xml)|image\/svg\+xml)/;

/** What a response is, from its content type (the URL's extension when the type says nothing). */
export function kindOf(contentType: string, url: string): ResourceKind {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  const extension = /\.([a-z0-9]+)$/i.exec(new URL(url).pathname)?.[1]?.toLowerCase();
  if (type === 'text/html') return 'html';
  if (type === 'text/css' || extension === 'css') return 'css';
  if (/javascript/.test(type) || extension === 'js') return 'js';
  if (type.startsWith('font/') || ['woff', 'woff2', 'ttf', 'otf'].includes(extension ?? '')) return 'font';
  if (type.startsWith('image/')) return 'image';
  return 'other';
}

/** Bytes a compressing host sends for a body: gzip (zlib's default level, as the static server) for text. */
export function wireBytes(body: Buffer, contentType: string): number {
  return textTypes.test(contentType) ? gzipSync(body).length : body.length;
}

export function sumByKind(resources: LoadedResource[]): FirstVisitBytes {
  const sum = (kind: ResourceKind) =>
    resources.filter((resource) => resource.kind === kind).reduce((total, { bytes }) => total + bytes, 0);
  const blockingCss = resources
    .filter((resource) => resource.kind === 'css' && resource.renderBlocking)
    .reduce((total, { bytes }) => total + bytes, 0);
  const bytes = {
    html: sum('html'),
    css: sum('css'),
    blockingCss,
    js: sum('js'),
    fonts: sum('font'),
    images: sum('image'),
    other: sum('other'),
  };
  return { ...bytes, total: bytes.html + bytes.css + bytes.js + bytes.fonts };
}

/** How long a first visit may wait for the site's requests to end before it names the ones still open. */
const REQUESTS_END_WITHIN_MS = 30_000;

/**
 * Loads a URL in a fresh page (no cache) and returns every file the browser fetched from the site's own
 * origin for a first visit: the document, its CSS, preloaded fonts, the images it decided to load, the entry
 * script and whatever the page asks for once that has run (an island waking at once or when the browser is
 * idle). This is the real first visit, read from the browser rather than guessed from the HTML. It waits
 * for those things themselves, never for the network to go quiet: the entry script is asked for after the
 * first contentful paint, which on a busy machine can come after a quiet moment.
 */
export async function recordFirstVisit(page: Page, url: string): Promise<LoadedResource[]> {
  const origin = new URL(url).origin;
  const ours = (request: Request) => new URL(request.url()).origin === origin;
  const counted: Promise<LoadedResource | null>[] = [];
  const inFlight = new Set<Request>();
  // Resolves once settle() has been called and no request of the site is still on its way.
  let settled = false;
  let settle!: () => void;
  const allDone = new Promise<void>((resolve) => {
    const resolveIfDone = () => settled && inFlight.size === 0 && resolve();
    page.on('request', (request) => {
      if (ours(request)) inFlight.add(request);
    });
    // A file is counted once its body has fully arrived. (Its headers are the ones the response event carried:
    // the raw ones Chromium may send later are never awaited, as they can fail to come on a busy machine.)
    page.on('requestfinished', (request) => {
      if (!inFlight.delete(request)) return;
      counted.push(countBytes(request));
      resolveIfDone();
    });
    // A request cut short (a picture the page no longer needs) delivered no file.
    page.on('requestfailed', (request) => {
      if (inFlight.delete(request)) resolveIfDone();
    });
    settle = () => {
      settled = true;
      resolveIfDone();
    };
  });
  await page.goto(url, { waitUntil: 'load' });
  // The entry script has run (it marks the page); then the browser has been idle once, or as long has passed
  // as an island that wakes when idle waits at most, and every island that wakes at load or when idle has
  // hydrated: whatever they asked for has been asked for. Then every request asked for so far has ended.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })));
  await page.waitForFunction(
    () => document.querySelectorAll('fg-island:is([wake-on="load"], [wake-on="idle"]):not([hydrated])').length === 0,
  );
  settle();
  await withinTime(
    allDone,
    REQUESTS_END_WITHIN_MS,
    () =>
      `Loading ${url}: the site's requests had not ended after ${REQUESTS_END_WITHIN_MS / 1000} s: ${[...inFlight].map((request) => request.url()).join(', ')}`,
  );
  const blocking = new Set(
    await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            (entry as PerformanceResourceTiming & { renderBlockingStatus?: string }).renderBlockingStatus ===
            'blocking',
        )
        .map((entry) => entry.name),
    ),
  );
  const resources = (await Promise.all(counted))
    .filter((resource): resource is LoadedResource => resource !== null)
    .map((resource) => ({ ...resource, renderBlocking: blocking.has(resource.url) }));
  if (!resources.some((resource) => resource.kind === 'html'))
    throw new Error(`Loading ${url} fetched no HTML document.`);
  return resources;
}

/** What one finished request of the site delivered; null for a redirect, which has no body of its own. */
async function countBytes(request: Request): Promise<LoadedResource | null> {
  const response = await request.response();
  if (!response || (response.status() >= 300 && response.status() < 400)) return null;
  const contentType = response.headers()['content-type'] ?? '';
  return {
    url: response.url(),
    kind: kindOf(contentType, response.url()),
    bytes: wireBytes(await response.body(), contentType),
  };
}

/** Waits for a promise, or fails with a message saying what was still awaited once the time is up. */
async function withinTime(promise: Promise<void>, milliseconds: number, describe: () => string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(describe())), milliseconds);
  });
  try {
    await Promise.race([promise, timeUp]);
  } finally {
    clearTimeout(timer);
  }
}
