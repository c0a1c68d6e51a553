import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser, waitForHydration } from './support/browser.ts';
import { addressIn, labelledRoutes, rootSite } from './support/sites.ts';

// Nothing but the HTML and what it needs to show stands before a page's first paint: the entry script is asked
// for only once the page has painted its content, and no frame from another host is asked for at all
// (keynote.test.ts follows the booking form's). The same under any base path: the root build is checked.
const site = rootSite();
const routes = labelledRoutes(site);
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
  it('asks for its one script after the first contentful paint, no frame while it paints, and nothing moves as it loads', async () => {
    const html = await (await fetch(at(route.path))).text();
    expect(
      html.match(/<script[^>]*\bsrc="[^"]+"[^>]*>/g) ?? [],
      'no script is asked for while the page parses',
    ).toEqual([]);
    expect(html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')).not.toContain('<iframe');

    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const frames: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document' && request.frame() !== page.mainFrame()) frames.push(request.url());
    });
    await page.goto(at(route.path), { waitUntil: 'load' });
    expect(frames, 'no frame is asked for before the page has loaded').toEqual([]);
    await waitForHydration(page);
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => ({ name: entry.name, start: entry.startTime })),
    }));
    expect(paint).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts)
      expect(script.start, `${script.name} after the first contentful paint`).toBeGreaterThanOrEqual(paint!);
    expect(await layoutShift(page)).toBe(0);
    await context.close();
  });
});

describe('the stylesheet', () => {
  it('is only the rules the page’s HTML uses until an island wakes, which brings the whole one before it draws', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    });
    await page.goto(at('/lighthouse'), { waitUntil: 'load' });
    await waitForHydration(page);
    const ruleText = () =>
      page.evaluate(() =>
        [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n'),
      );
    // The photo viewer is drawn only by its island: none of its rules before then.
    expect(stylesheets).toEqual([expect.stringMatching(/\/assets\/page-\w+\.css$/)]);
    expect(await ruleText()).not.toContain('.photo-viewer');

    await page.locator('.carousel').evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.locator('fg-island[module="Carousel"][hydrated]').waitFor({ state: 'attached' });
    expect(stylesheets).toEqual([
      expect.stringMatching(/\/assets\/page-\w+\.css$/),
      expect.stringMatching(/\/assets\/index-\w+\.css$/),
    ]);
    expect(await ruleText()).toContain('.photo-viewer');
    await page.locator('.carousel a[data-opens-viewer]').first().click();
    await expect
      .poll(() => page.locator('.photo-viewer').evaluate((element) => getComputedStyle(element).position))
      .toBe('fixed');
    await context.close();
  });
});
