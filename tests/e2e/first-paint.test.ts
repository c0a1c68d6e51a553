import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { routeLabel, siteRoutes } from '../../src/node/bench/site-routes.ts';
import { PHONE, useBrowser } from './support/browser.ts';
import { addressIn, rootSite } from './support/sites.ts';

// Nothing but the HTML and the one stylesheet stands before a page's first paint: the entry script is asked for
// at low priority, and no frame from another host is asked for at all (keynote.test.ts follows the booking
// form's). The same under any base path: the root build is checked.
const site = rootSite();
const routes = siteRoutes(site.dir, site.base).map((route) => ({ ...route, label: routeLabel(route) }));
const at = addressIn(site);

let browser: Browser;
useBrowser((connected) => (browser = connected));

/** The layout shift of the page's load, as Chrome reports it (shifts right after an input excluded). */
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
  it('asks for its one script at low priority, no frame while it paints, and nothing moves as it loads', async () => {
    const html = await (await fetch(at(route.path))).text();
    const scripts = html.match(/<script[^>]*\bsrc="[^"]+"[^>]*>/g) ?? [];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toContain('fetchpriority="low"');
    expect(html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')).not.toContain('<iframe');

    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const frames: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document' && request.frame() !== page.mainFrame()) frames.push(request.url());
    });
    await page.goto(at(route.path), { waitUntil: 'load' });
    expect(frames, 'no frame is asked for before the page has loaded').toEqual([]);
    expect(await layoutShift(page)).toBe(0);
    await context.close();
  });
});
