// `npm start` with a base path (BASE_PATH, as a site served under a folder is built): the page's own addresses already
// carry the base, as the build writes them, and the dev server must not add it a second time.
import { createServer, type ViteDevServer } from 'vite';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPage, PHONE, siteProblems, useBrowser } from './support/browser.ts';

const BASE = '/family-glue/';

let server: ViteDevServer;
let browser: Browser;
useBrowser((launched) => (browser = launched));

beforeAll(async () => {
  server = await createServer({ base: BASE, logLevel: 'silent', server: { port: 0, host: '127.0.0.1' } });
  await server.listen();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

it('serves a page under the base path with every address and picture once under it', async () => {
  const url = new URL(`${BASE}lighthouse`, server.resolvedUrls!.local[0]).href;
  // The first request compiles the layout, the components and the page on demand (a minute on a busy machine).
  const html = await (await fetch(url, { signal: AbortSignal.timeout(60_000) })).text();
  const addresses = [...html.matchAll(/\b(?:src|href|srcset)="(\/[^"]*)"/g)].flatMap(([, value]) => value!.split(/,\s*/).map((entry) => entry.split(' ')[0]!));
  expect(addresses.length).toBeGreaterThan(10);
  expect(addresses.filter((address) => !address.startsWith(BASE) || address.startsWith(`${BASE}${BASE.slice(1)}`))).toEqual([]);

  const { page, problems } = await openPage(browser, url, { viewport: PHONE });
  const hero = page.locator('.hero img').first();
  await hero.evaluate((image: HTMLImageElement) => image.decode());
  expect(await hero.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect(siteProblems(problems)).toEqual([]);
  await page.context().close();
}, 120_000);
