import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { routeLabel, siteRoutes } from '../../src/node/bench/site-routes.ts';
import { compareScreenshots } from '../../src/node/review/compare-screenshots.ts';
import { DESKTOP, PHONE, useBrowser } from './support/browser.ts';
import { addressIn, rootSite } from './support/sites.ts';

// What the first paint needs arrives with the HTML: each page's CSS inlined, the full stylesheet and the entry
// script never in the way. The same under any base path: the root build is checked.
const site = rootSite();
const routes = siteRoutes(site.dir, site.base).map((route) => ({ ...route, label: routeLabel(route) }));
const at = addressIn(site);

let browser: Browser;
useBrowser((connected) => (browser = connected));

/** The first screen once fonts and pictures have arrived, with or without the full stylesheet. */
async function firstScreen(url: string, viewport: { width: number; height: number }, fullStylesheet: boolean): Promise<Buffer> {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  const page = await context.newPage();
  if (!fullStylesheet) await page.route(/\/assets\/[^/]+\.css$/, (route) => route.abort());
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].filter((image) => image.loading !== 'lazy').map((image) => image.decode().catch(() => undefined)));
  });
  const picture = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  await context.close();
  return picture;
}

const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );

describe.each(routes)('$label', (route) => {
  it.each([
    { width: PHONE.width, viewport: PHONE },
    { width: DESKTOP.width, viewport: DESKTOP },
  ])('at $width px, the first screen looks the same from the CSS inlined in the HTML alone', async ({ viewport }) => {
    const [whole, inlinedOnly] = await Promise.all([firstScreen(at(route.path), viewport, true), firstScreen(at(route.path), viewport, false)]);
    const difference = compareScreenshots(whole, inlinedOnly);
    expect(difference.changedPixels, `rows ${JSON.stringify(difference.rows)}`).toBe(0);
  });

  it('has no stylesheet and no high-priority script before its first paint, and nothing moves as it loads', async () => {
    const html = await (await fetch(at(route.path))).text();
    const head = html.slice(0, html.indexOf('</head>')).replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
    expect(head).toMatch(/<style>/);
    for (const link of head.match(/<link rel="stylesheet"[^>]*>/g) ?? []) expect(link).toContain('media="print"');
    const scripts = html.match(/<script[^>]*\bsrc="[^"]+"[^>]*>/g) ?? [];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toContain('fetchpriority="low"');

    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(at(route.path), { waitUntil: 'networkidle' });
    // Once loaded, the full stylesheet applies to the page.
    expect(await page.evaluate(() => [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => (link as HTMLLinkElement).media))).toEqual(['all']);
    expect(await layoutShift(page)).toBe(0);
    await context.close();
  });
});
