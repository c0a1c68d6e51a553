import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { byteBudgets, formatKb, overBudget } from '../../src/build/byte-budgets.ts';
import { recordFirstVisit, sumByKind, type LoadedResource } from '../../src/build/first-visit.ts';
import { routeLabel, siteRoutes, type SiteRoute } from '../../src/build/site-routes.ts';
import { DESKTOP, launchBrowser, PHONE } from './support/browser.ts';

// Bytes do not depend on the base path: the root build is measured.
const site = inject('sites').find((candidate) => candidate.name === 'root')!;
const routes = siteRoutes(site.dir, site.base).map((route) => ({ ...route, label: routeLabel(route) }));
const viewports = [
  { name: 'phone', viewport: PHONE },
  { name: 'desktop', viewport: DESKTOP },
];

let browser: Browser;
/** What each route's first visit loaded, per viewport name. */
const visits = new Map<string, LoadedResource[]>();
const key = (route: SiteRoute, viewport: string) => `${route.path}|${route.notFound}|${viewport}`;

beforeAll(async () => {
  browser = await launchBrowser();
  for (const route of routes) {
    for (const { name, viewport } of viewports) {
      // A fresh context per visit: nothing cached, as on a first visit.
      const context = await browser.newContext({ viewport });
      await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (request) => request.abort('blockedbyclient'));
      visits.set(key(route, name), await recordFirstVisit(await context.newPage(), new URL(route.path, site.url).href));
      await context.close();
    }
  }
}, 120_000);
afterAll(async () => {
  await browser.close();
});

const scriptsOf = (resources: LoadedResource[]) => resources.filter((resource) => resource.kind === 'js').map((resource) => new URL(resource.url).pathname);

describe(`first visit bytes (gzip): HTML ≤ ${formatKb(byteBudgets.html)}, CSS ≤ ${formatKb(byteBudgets.css)}, JS ≤ ${formatKb(byteBudgets.js)}, HTML+CSS+JS+fonts ≤ ${formatKb(byteBudgets.total)}`, () => {
  describe.each(routes)('$label', (route) => {
    it.each(viewports)('keeps every byte budget at the $name width', ({ name }) => {
      const resources = visits.get(key(route, name))!;
      const bytes = sumByKind(resources);
      // The measurement saw a whole page load, not an empty one.
      expect(bytes.html).toBeGreaterThan(0);
      expect(bytes.css).toBeGreaterThan(0);
      expect(bytes.js).toBeGreaterThan(0);
      expect(overBudget(bytes), resources.map(({ url, bytes: size }) => `${new URL(url).pathname} ${formatKb(size)}`).join('\n')).toEqual([]);
    });
  });
});

describe('route chunks', () => {
  const pages = routes.filter((route) => !route.notFound);

  it.each(pages)('$label loads a script chunk of its own, which no other route loads', (route) => {
    const others = new Set(routes.filter((other) => other !== route).flatMap((other) => scriptsOf(visits.get(key(other, 'phone'))!)));
    const own = scriptsOf(visits.get(key(route, 'phone'))!).filter((script) => !others.has(script));
    expect(own.length).toBeGreaterThan(0);
  });

  it('the entry script holds no page-specific content (no page heading is in it)', async () => {
    const html = await (await fetch(site.url)).text();
    const entry = /<script type="module"[^>]*\bsrc="([^"]+)"/.exec(html)?.[1];
    expect(entry).toBeTruthy();
    const entryCode = await (await fetch(new URL(entry!, site.url))).text();
    let headings = 0;
    for (const route of routes) {
      const page = await (await fetch(new URL(route.path, site.url))).text();
      const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(page)?.[1];
      if (!heading) continue;
      const text = heading
        .replace(/<[^>]+>/g, '')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&')
        .trim();
      headings += 1;
      expect(entryCode.includes(text), `"${text}" (${route.label}) is in the entry ${entry}`).toBe(false);
    }
    expect(headings).toBeGreaterThan(0);
  });
});
