import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { byteBudgets, formatKb, overBudget } from '../../src/node/build/byte-budgets.ts';
import { recordFirstVisit, sumByKind, type LoadedResource } from '../../tools/bench/first-visit.ts';
import { copyInScripts, pageCopy } from '../../tools/bench/page-copy.ts';
import type { SiteRoute } from '../../tools/bench/site-routes.ts';
import { DESKTOP, PHONE, useBrowser } from './support/browser.ts';
import { labelledRoutes, rootSite } from './support/sites.ts';

// Bytes do not depend on the base path: the root build is measured.
const site = rootSite();
const routes = labelledRoutes(site);
const viewports = [
  { name: 'phone', viewport: PHONE },
  { name: 'desktop', viewport: DESKTOP },
];

let browser: Browser;
useBrowser((connected) => (browser = connected));
/** What each route's first visit loaded, per viewport name. */
const visits = new Map<string, LoadedResource[]>();
const key = (route: SiteRoute, viewport: string) => `${route.path}|${route.notFound}|${viewport}`;

beforeAll(async () => {
  // Every visit at once: bytes do not depend on timing, and each waits for what the page asks for itself.
  const visiting = routes.flatMap((route) =>
    viewports.map(async ({ name, viewport }) => {
      // A fresh context per visit: nothing cached, as on a first visit.
      const context = await browser.newContext({ viewport });
      visits.set(key(route, name), await recordFirstVisit(await context.newPage(), new URL(route.path, site.url).href));
      await context.close();
    }),
  );
  await Promise.all(visiting);
}, 120_000);

const scriptsOf = (resources: LoadedResource[]) =>
  resources.filter((resource) => resource.kind === 'js').map((resource) => new URL(resource.url).pathname);

describe(`first visit bytes (gzip): HTML ≤ ${formatKb(byteBudgets.html)}, CSS ≤ ${formatKb(byteBudgets.css)} (before the first paint ≤ ${formatKb(byteBudgets.blockingCss)}), JS ≤ ${formatKb(byteBudgets.js)}, HTML+CSS+JS+fonts ≤ ${formatKb(byteBudgets.total)}`, () => {
  describe.each(routes)('$label', (route) => {
    it.each(viewports)('keeps every byte budget at the $name width', ({ name }) => {
      const resources = visits.get(key(route, name))!;
      const bytes = sumByKind(resources);
      // The measurement saw a whole page load, not an empty one.
      expect(bytes.html).toBeGreaterThan(0);
      expect(bytes.css).toBeGreaterThan(0);
      expect(bytes.blockingCss).toBeGreaterThan(0);
      expect(bytes.js).toBeGreaterThan(0);
      expect(
        overBudget(bytes),
        resources.map(({ url, bytes: size }) => `${new URL(url).pathname} ${formatKb(size)}`).join('\n'),
      ).toEqual([]);
    });
  });
});

describe('scripts before any interaction', () => {
  it.each(routes)('$label fetches only the entry script: no React, no island, no page chunk', (route) => {
    for (const { name } of viewports) {
      const scripts = scriptsOf(visits.get(key(route, name))!);
      expect(scripts, name).toHaveLength(1);
      expect(scripts[0], name).toMatch(/\/assets\/index-[\w-]+\.js$/);
    }
  });

  it("no page's copy is in any script the build wrote", async () => {
    const files = await readdir(site.dir, { recursive: true });
    const scripts = await Promise.all(
      files
        .filter((file) => file.endsWith('.js'))
        .map(async (file) => ({ name: file, code: await readFile(path.join(site.dir, file), 'utf8') })),
    );
    const pages = files.filter((file) => file.endsWith('.html'));
    expect(scripts.length).toBeGreaterThan(3);
    expect(pages.length).toBe(routes.length);
    let runs = 0;
    for (const file of pages) {
      const copy = pageCopy(await readFile(path.join(site.dir, file), 'utf8'));
      runs += copy.length;
      expect(copyInScripts(copy, scripts), file).toEqual([]);
    }
    // The check read real pages, not empty ones.
    expect(runs).toBeGreaterThan(100);
  });
});
