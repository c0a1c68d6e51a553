// The island model as a visitor meets it: islands wake by their strategy (the phone menu on first interest,
// with a no-JavaScript fallback), moving between pages is a plain page load the browser can prerender and
// keep in its back/forward cache, and page changes cross-fade where the browser can.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  launchBrowserWithBackForwardCache,
  openPage,
  pagePerContext,
  PHONE,
  revisit,
  sharedPage,
  siteProblems,
  useBrowser,
  waitForHydration,
} from './support/browser.ts';
import { addressIn, everySite, rootSite } from './support/sites.ts';
import { settings } from './support/content.ts';

/** The header's link to the home page's corporate section. */
const enterprise = settings.navigation.find((link) => link.to === '/#corporate')!;

let browser: Browser;
useBrowser((launched) => (browser = launched));
/** The tests' pages, a new document each test. */
const visit = pagePerContext(() => browser);

/** A browser that keeps the back/forward cache, as visitors' do. */
let withBackForwardCache: Browser;
beforeAll(async () => {
  withBackForwardCache = await launchBrowserWithBackForwardCache();
});
afterAll(async () => {
  await withBackForwardCache?.close();
});

/** One page for every site’s speculation-rules check, which only reads what a page carries: each visits its own. */
const readingPage = sharedPage(() => openPage(browser, 'about:blank'));

const islandChunk = (requests: { url: string }[], name: string) =>
  requests.some(({ url }) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(url));

describe.each(everySite())('site built for $base', (site) => {
  const at = addressIn(site);

  describe('the phone menu island', () => {
    it('loads its code on first interest in the button (pointer over it), before the tap', async () => {
      const { page, requests, problems } = await visit(at('research'), { viewport: PHONE });
      await waitForHydration(page);
      expect(islandChunk(requests, 'MobileMenu')).toBe(false);
      await page.getByRole('button', { name: settings.menu.open }).hover();
      await page.waitForSelector('fg-island[module="MobileMenu"][hydrated]', { state: 'attached' });
      expect(islandChunk(requests, 'MobileMenu')).toBe(true);
      await page.getByRole('button', { name: settings.menu.open }).click();
      await page.getByRole('dialog', { name: settings.menu.title }).waitFor();
      expect(siteProblems(problems)).toEqual([]);
    });

    it('without JavaScript opens the same links in a native popover titled Navigation, with a close button', async () => {
      const { page } = await visit(at('keynote'), { viewport: PHONE, javaScript: false });
      const menu = page.locator('#site-menu');
      expect(await menu.isVisible()).toBe(false);
      await page.getByRole('button', { name: settings.menu.open }).click();
      await menu.waitFor();
      expect(await menu.getByText(settings.menu.title, { exact: true }).isVisible()).toBe(true);
      for (const name of [...settings.navigation, settings.bookNow].map((link) => link.label)) {
        expect(await menu.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
      }
      expect(await menu.getByRole('link', { name: enterprise.label }).getAttribute('href')).toBe(
        `${site.base}#corporate`,
      );
      await menu.getByRole('button', { name: settings.menu.close }).click();
      await menu.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: settings.menu.open }).click();
      const [first] = settings.navigation;
      await menu.getByRole('link', { name: first.label, exact: true }).click();
      await page.waitForURL(at(first.to.slice(1)));
    });
  });

  describe('moving between pages', () => {
    it('carries speculation rules that prefetch the site’s own pages on intent, allowed by the CSP', async () => {
      const { page, problems } = await revisit(await readingPage(), at(''));
      const rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent()) ?? '');
      expect(rules).toEqual({
        prefetch: [
          {
            source: 'document',
            where: { and: [{ href_matches: `${site.base}*` }, { not: { selector_matches: '[target=_blank]' } }] },
            eagerness: 'moderate',
          },
        ],
      });
      // A blocked rule set would be a CSP violation or a console error.
      expect(siteProblems(problems)).toEqual([]);
    });

    it('cross-fades between pages with a view transition, except under reduced motion', async () => {
      // The one stylesheet every page links (the drawer's rules come later, with its island).
      const linked = [
        ...(await readFile(path.join(site.dir, 'index.html'), 'utf8')).matchAll(
          /<link rel="stylesheet"[^>]*href="([^"]+)"/g,
        ),
      ].map(([, href]) => href!);
      expect(linked).toHaveLength(1);
      const text = (await readFile(path.join(site.dir, linked[0]!.slice(site.base.length)), 'utf8')).replace(
        /\s+/g,
        '',
      );
      expect(text).toMatch(/@media\(prefers-reduced-motion:no-preference\)\{@view-transition\{navigation:auto;?\}/);
    });
  });
});

describe('site built for /', () => {
  const at = addressIn(rootSite());

  describe('the phone menu island', () => {
    it('opens the drawer on a first tap that arrives before its code (the tap is held, then replayed)', async () => {
      const { page, problems } = await visit(at('keynote'), { viewport: PHONE });
      await waitForHydration(page);
      // A click event with no pointer events before it, as assistive technology may send.
      await page.evaluate(
        (label) => document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!.click(),
        settings.menu.open,
      );
      await page.getByRole('dialog', { name: settings.menu.title }).waitFor();
      // The no-JavaScript popover stayed shut: only the drawer opened.
      expect(await page.locator('#site-menu').evaluate((menu) => menu.matches(':popover-open'))).toBe(false);
      expect(siteProblems(problems)).toEqual([]);
    });
  });

  describe('moving between pages', () => {
    /**
     * One page in the browser with the cache, for the five routes in turn (each test leaves from a new document):
     * it records, from before the page's scripts run, whether each showing came from the cache.
     */
    const cachingPage = sharedPage(async () => {
      // No offline worker: on a first visit it registers once the page is idle and, installed, claims every page
      // of the site (clientsClaim), and a page it claims while in the back/forward cache is evicted from it. On a
      // busy machine that came while the test was on the other page, which then came back as a fresh load.
      const context = await withBackForwardCache.newContext({ viewport: DESKTOP, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const shows: boolean[] = [];
        (window as unknown as { shows: boolean[] }).shows = shows;
        window.addEventListener('pageshow', (event) => shows.push(event.persisted));
      });
      return { page, problems: [], requests: [] };
    });

    it.each(['', 'research', 'uaeworkshop', 'keynote', 'lighthouse'])(
      '/%s comes back from the back/forward cache',
      async (route) => {
        const { page } = await cachingPage();
        await page.goto(at(route));
        await waitForHydration(page);
        await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
        const elsewhere = route === 'keynote' ? 'research' : 'keynote';
        await page.goto(at(elsewhere));
        await waitForHydration(page);
        // Restored from the cache, the page fires no load event: wait for the address instead.
        await page.goBack({ waitUntil: 'commit' });
        await page.waitForFunction((url) => window.location.href === url, at(route));
        expect(
          await page.evaluate(() => [
            (window as unknown as { marker?: number }).marker,
            (window as unknown as { shows: boolean[] }).shows,
          ]),
        ).toEqual([42, [false, true]]);
      },
    );

    it('/research comes back from the back/forward cache at its top, where the reader had left it halfway down', async () => {
      const { page } = await cachingPage();
      await page.goto(at('research'));
      await waitForHydration(page);
      await page.evaluate(() => window.scrollTo({ top: 2500, behavior: 'instant' }));
      await page.goto(at('keynote'));
      await waitForHydration(page);
      await page.goBack({ waitUntil: 'commit' });
      await page.waitForFunction((url) => window.location.href === url, at('research'));
      expect(await page.evaluate(() => (window as unknown as { shows: boolean[] }).shows.at(-1))).toBe(true);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
});
