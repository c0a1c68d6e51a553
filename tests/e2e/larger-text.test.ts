import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  NOT_FOUND_RESPONSE,
  openPage,
  revisit,
  sharedPage,
  siteProblems,
  useBrowser,
  waitForScrolledIn,
} from './support/browser.ts';
import { anchoredSections, doubleTextSize, landing, sideways, textOutOfItsBox } from './support/larger-text.ts';
import { addressIn, rootSite } from './support/sites.ts';

// The browser's text at 200 % on a 320 px screen (WCAG 1.4.4 and 1.4.10): no page scrolls sideways, no text runs out
// of its box, off the screen or under the header, and a link to a section lands with its heading in sight.
const at = addressIn(rootSite());
let browser: Browser;
useBrowser((launched) => (browser = launched));

const NARROW = { width: 320, height: 640 };
const routes = ['', 'research', 'uaeworkshop', 'keynote', 'lighthouse', 'no/such/page', 'offline'];

/** A page with the text at 200 %, under reduced motion so that a jump to a section is instant. One for each width. */
const pageAt = (viewport: { width: number; height: number }) =>
  sharedPage(async () => {
    const watched = await openPage(browser, 'about:blank', { viewport, reducedMotion: 'reduce' });
    await doubleTextSize(watched.page);
    return watched;
  });
const narrow = pageAt(NARROW);
const wide = pageAt(DESKTOP);

describe('text at 200 %', () => {
  it.each(routes)(
    '/%s at 320 px: nothing scrolls sideways, runs out of its box or lands under a bar',
    async (route) => {
      const { page, problems } = await revisit(await narrow(), at(route));
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
      // Every island that wakes on sight awake (the calculator's fields, the carousel, the guide's ticks).
      await waitForScrolledIn(page);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      expect(await sideways(page)).toBe(0);
      expect(await textOutOfItsBox(page)).toEqual([]);
      for (const id of await anchoredSections(page)) expect(await landing(page, id)).toBe('clear');
      expect(
        siteProblems(problems).filter(
          (problem) => problem !== NOT_FOUND_RESPONSE && !problem.startsWith('console.error: Page not found'),
        ),
      ).toEqual([]);
    },
  );

  it.each(['', 'research', 'lighthouse'])(
    '/%s at 1280 px: a link to a section lands clear of the fixed header',
    async (route) => {
      const { page } = await revisit(await wide(), at(route));
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('[data-site-header]')!).position)).toBe(
        'fixed',
      );
      expect(await sideways(page)).toBe(0);
      const sections = await anchoredSections(page);
      expect(sections.length).toBeGreaterThan(0);
      for (const id of sections) expect(await landing(page, id)).toBe('clear');
    },
  );
});
