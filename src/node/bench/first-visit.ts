import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

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
 * origin until the network went quiet and the entry script had run: the document, its CSS, the entry
 * script, modulepreloads, the lazily imported route chunk, preloaded fonts and the images it decided to
 * load. This is the real first visit, read from the browser rather than guessed from the HTML.
 */
export async function recordFirstVisit(page: Page, url: string): Promise<LoadedResource[]> {
  const origin = new URL(url).origin;
  const pending: Promise<LoadedResource | null>[] = [];
  // Each request from the moment it is made, so one still under way when the visit ends is waited for.
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== origin) return;
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return null;
        const contentType = (await response.headerValue('content-type')) ?? '';
        // A redirect has no body to count; the request it leads to is counted on its own.
        const body = await response.body().catch(() => null);
        if (!body) return null;
        return { url: response.url(), kind: kindOf(contentType, response.url()), bytes: wireBytes(body, contentType) };
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // The entry script is asked for at the first paint, which on a busy machine can come after the network
  // went quiet: the visit ends once it has run (its mark), and a frame later, with what it asked for by then.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const resources = (await Promise.all(pending)).filter((resource): resource is LoadedResource => resource !== null);
  if (!resources.some((resource) => resource.kind === 'html')) throw new Error(`Loading ${url} fetched no HTML document.`);
  return resources;
}
