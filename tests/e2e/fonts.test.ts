import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { routeLabel, siteRoutes } from '../../src/node/bench/site-routes.ts';
import { DESKTOP, openPage, PHONE, useBrowser, waitForHydration } from './support/browser.ts';
import { addressIn, rootSite } from './support/sites.ts';

// The heading font is cut at build time to what the pages show in it (src/node/fonts/). Checked here against
// what Chromium itself draws in it, so the build's reading of the stylesheet cannot drift from the browser's.
// The same under any base path (foundation.test.ts loads every asset of the prefixed build): the root build.
const site = rootSite();
const routes = siteRoutes(site.dir, site.base).map((route) => ({ ...route, label: routeLabel(route) }));
const at = addressIn(site);

let browser: Browser;
useBrowser((connected) => (browser = connected));

/** The heading family's faces as the page declares them: each one's unicode-range, and whether it was loaded. */
const headingFaces = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.family.replace(/"/g, '') === 'Fraunces')
      .map((face) => ({ range: face.unicodeRange, status: face.status })),
  );

/** Every character on the page that Chromium draws in the heading family (its first choice). */
const charactersInHeadingFace = (page: Page) =>
  page.evaluate(() => {
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      const family = getComputedStyle(parent).fontFamily.split(',')[0]!.trim().replace(/"/g, '');
      if (family !== 'Fraunces' || parent.closest('[hidden]')) continue;
      for (const char of (node.textContent ?? '').replace(/\s+/g, ' ')) found.add(char);
    }
    return [...found].join('');
  });

/** Whether a CSS unicode-range ("U+20-22, U+41") covers a character. */
const covers = (range: string, char: string) =>
  range.split(',').some((part) => {
    const [first, last = first] = part.trim().slice(2).split('-').map((value) => parseInt(value, 16));
    const point = char.codePointAt(0)!;
    return point >= first! && point <= last!;
  });

describe.each(routes)('$label', (route) => {
  it.each([PHONE, DESKTOP])('at $width px fetches only the cut-down heading font, and it holds every character drawn in it', async (viewport) => {
    const { page, requests } = await openPage(browser, at(route.path), { viewport });
    await waitForHydration(page);
    const fonts = requests.filter((request) => request.resourceType === 'font').map((request) => new URL(request.url).pathname);
    expect(fonts).toHaveLength(1);
    expect(fonts[0]).toMatch(/-subset-[0-9a-f]{8}\.woff2$/);

    const faces = await headingFaces(page);
    const small = faces.find((face) => face.status === 'loaded');
    const rest = faces.find((face) => face.status === 'unloaded');
    expect(faces).toHaveLength(2);
    expect(small && rest, JSON.stringify(faces)).toBeTruthy();
    const drawn = await charactersInHeadingFace(page);
    expect(drawn.length, 'some text is in the heading font').toBeGreaterThan(5);
    expect([...drawn].filter((char) => !covers(small!.range, char))).toEqual([]);
    await page.context().close();
  });
});

describe('a heading with a character no page had yet', () => {
  it('is still drawn in the heading font: the browser fetches the rest of it', async () => {
    const { page, requests } = await openPage(browser, at('/'), { viewport: PHONE });
    const fontsBefore = requests.filter((request) => request.resourceType === 'font').length;
    const loaded = await page.evaluate(async () => {
      const heading = Object.assign(document.createElement('h2'), { className: 'font-display', textContent: 'Ωmega & Straße' });
      document.querySelector('main')!.prepend(heading);
      await document.fonts.ready;
      const faces = await document.fonts.load('600 24px Fraunces', 'Ωß');
      return faces.map((face) => face.status);
    });
    expect(loaded).toContain('loaded');
    const fonts = requests.filter((request) => request.resourceType === 'font').map((request) => new URL(request.url).pathname);
    expect(fonts.length).toBe(fontsBefore + 1);
    expect(fonts.at(-1)).not.toMatch(/-subset-/);
    await page.context().close();
  });
});
