import { gzipSync } from 'node:zlib';
import type { Page, Request } from 'playwright-core';

export type ResourceKind = 'html' | 'css' | 'js' | 'font' | 'image' | 'other';

/** One file the browser fetched from the site while loading a page. */
export interface LoadedResource {
  url: string;
  kind: ResourceKind;
  /** Bytes on the wire from a host that gzips text (html, css, js, svg…): gzip size for text, file size otherwise. */
  bytes: number;
}

/** What a first visit to one route costs, in bytes over the wire. */
export interface FirstVisitBytes {
  html: number;
  css: number;
  js: number;
  fonts: number;
  images: number;
  other: number;
  /** HTML + CSS + JS + fonts (pictures have their own budget). */
  total: number;
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
  const sum = (kind: ResourceKind) => resources.filter((resource) => resource.kind === kind).reduce((total, { bytes }) => total + bytes, 0);
  const bytes = { html: sum('html'), css: sum('css'), js: sum('js'), fonts: sum('font'), images: sum('image'), other: sum('other') };
  return { ...bytes, total: bytes.html + bytes.css + bytes.js + bytes.fonts };
}

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
  const pending: Promise<LoadedResource | null>[] = [];
  const inFlight = new Set<Request>();
  page.on('request', (request) => {
    if (ours(request)) inFlight.add(request);
  });
  page.on('response', (response) => {
    if (!ours(response.request())) return;
    pending.push(
      (async () => {
        const contentType = (await response.headerValue('content-type')) ?? '';
        // A redirect has no body to count; the request it leads to is counted on its own.
        const body = await response.body().catch(() => null);
        if (!body) return null;
        return { url: response.url(), kind: kindOf(contentType, response.url()), bytes: wireBytes(body, contentType) };
      })(),
    );
  });
  // Resolves once settle() has been called and no request of the site is still on its way.
  let settled = false;
  let settle!: () => void;
  const allDone = new Promise<void>((resolve) => {
    const resolveIfDone = () => settled && inFlight.size === 0 && resolve();
    const ended = (request: Request) => {
      inFlight.delete(request);
      resolveIfDone();
    };
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    settle = () => {
      settled = true;
      resolveIfDone();
    };
  });
  await page.goto(url, { waitUntil: 'load' });
  // The entry script has run (it marks the page), and the browser has been idle once since: islands that wake
  // at once or when idle have asked for their code by then. Then every request asked for so far has ended.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  settle();
  await allDone;
  const resources = (await Promise.all(pending)).filter((resource): resource is LoadedResource => resource !== null);
  if (!resources.some((resource) => resource.kind === 'html')) throw new Error(`Loading ${url} fetched no HTML document.`);
  return resources;
}
