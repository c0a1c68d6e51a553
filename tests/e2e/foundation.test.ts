import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  useBrowser,
  NOT_FOUND_RESPONSE,
  openPage,
  pagePerContext,
  PHONE,
  siteProblems,
  waitForHydration,
} from './support/browser.ts';
import { addressIn, everySite, rootSite } from './support/sites.ts';
import { expectSmoothScrollTo } from './support/smooth-scroll.ts';
import { contentPage, contentRoutes, settings } from './support/content.ts';

/** White with some transparency, however Chromium spells it (rgba() or oklab()). */
function isTranslucentWhite(color: string): boolean {
  const numbers = color.match(/-?[\d.]+(?:e-?\d+)?/g)?.map(Number) ?? [];
  const alpha = numbers.at(-1) ?? 1;
  const white = color.startsWith('oklab')
    ? numbers[0]! > 0.99
    : numbers.slice(0, 3).every((channel) => channel === 255);
  return white && numbers.length === 4 && alpha > 0 && alpha < 1;
}

/** Every page, and its headline: what each must show in its HTML. */
const pages = await Promise.all(
  (await contentRoutes()).map(async (route) => {
    const page = await contentPage(route);
    // A page kept out of search results (frontmatter noindex: true) is in no sitemap.
    return { path: route.slice(1), text: page.headings(1)[0] ?? '', listed: page.frontmatter.noindex !== true };
  }),
);

/** The header's link to the home page's corporate section. */
const enterprise = settings.navigation.find((link) => link.to === '/#corporate')!;
const lighthouseLink = settings.navigation.find((link) => link.to === '/lighthouse')!;
const lighthouseTitle = (await contentPage('/lighthouse')).headings(1)[0];
const home = await contentPage('/');
const notFound = await contentPage('*');
const notFoundTitle = notFound.headings(1)[0]!;
/** The not-found page's link home. */
const returnHome = notFound.buttonTo('/');

let browser: Browser;
useBrowser((launched) => (browser = launched));
/** The tests' pages, a new document each test (first visits of the offline worker open their own). */
const visit = pagePerContext(() => browser);

describe.each(everySite())('site built for $base', (site) => {
  const at = addressIn(site);

  describe('pre-rendered pages', () => {
    it.each(pages)('/$path answers 200 with its text and full head in the HTML', async ({ path: route, text }) => {
      const response = await fetch(at(route));
      expect(response.status).toBe(200);
      // React separates text and expressions with empty comments, and escapes what HTML must.
      const html = (await response.text()).replaceAll('<!-- -->', '');
      expect(html).toContain(text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;'));
      for (const tag of [
        '<title>',
        'name="description"',
        'rel="canonical"',
        'og:title',
        'og:description',
        'og:image',
        'og:url',
        'og:type',
        'twitter:card',
      ]) {
        expect(html, tag).toContain(tag);
      }
      expect(html).toContain(`og:url" content="https://www.example.com${site.base}${route}"`);
    });

    it.each(pages)('/$path hydrates with no console error, warning or page error', async ({ path: route }) => {
      // A visitor's first visit, the offline worker's registration and install included.
      const { page, problems } = await openPage(browser, at(route), { serviceWorker: true });
      await waitForHydration(page);
      expect(siteProblems(problems)).toEqual([]);
      await page.context().close();
    });

    it('home title is its frontmatter title', async () => {
      const { page } = await visit(at(''));
      expect(await page.title()).toBe(home.frontmatter.title);
    });

    it('pages are readable with JavaScript off', async () => {
      const { page } = await visit(at(''), { javaScript: false });
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(home.headings(1)[0]);
      expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    });

    it('assets, links and the sitemap carry the base path', async () => {
      const html = await (await fetch(at(''))).text();
      const assets = [...html.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((match) => match[1]!);
      expect(assets.length).toBeGreaterThan(3);
      for (const asset of assets) {
        expect(`${asset}/`.startsWith(site.base), asset).toBe(true);
        expect((await fetch(new URL(asset, site.url))).status, asset).toBe(200);
      }
      const sitemap = await (await fetch(at('sitemap.xml'))).text();
      for (const { path: route } of pages.filter((page) => page.listed))
        expect(sitemap).toContain(`<loc>https://www.example.com${site.base}${route}</loc>`);
      expect(sitemap).not.toContain('not-found');
      const robots = await (await fetch(at('robots.txt'))).text();
      expect(robots).toContain(`Sitemap: https://www.example.com${site.base}sitemap.xml`);
    });

    it('writes one index.html per page, 404.html, sitemap.xml and robots.txt', async () => {
      for (const file of [
        'index.html',
        'research/index.html',
        'uaeworkshop/index.html',
        'keynote/index.html',
        'lighthouse/index.html',
        '404.html',
        'sitemap.xml',
        'robots.txt',
      ]) {
        await expect(readFile(path.join(site.dir, file), 'utf8'), file).resolves.toBeTruthy();
      }
    });
  });

  describe('not-found page', () => {
    it('answers an unknown path with status 404 and logs the path', async () => {
      const response = await fetch(at('no/such/page'));
      expect(response.status).toBe(404);
      expect((await response.text()).replaceAll('&#x27;', "'")).toContain(notFoundTitle);

      const { page, problems } = await visit(at('no/such/page'));
      await waitForHydration(page);
      expect(problems).toEqual([
        NOT_FOUND_RESPONSE,
        `console.error: Page not found: ${new URL(at('no/such/page')).pathname}`,
      ]);
      expect(await page.title()).toContain(String(notFound.frontmatter.title));
    });

    it('Return to Home goes to /, and coming back to the bad path logs it again', async () => {
      const { page, problems } = await visit(at('missing'));
      await waitForHydration(page);
      expect(await page.getByRole('link', { name: returnHome }).getAttribute('href')).toBe(new URL(at('')).pathname);
      await page.getByRole('link', { name: returnHome }).click();
      await page.waitForURL(at(''));
      await page.getByRole('heading', { level: 1, name: home.headings(1)[0] }).waitFor();
      expect(await page.title()).toBe(home.frontmatter.title);
      await page.goBack();
      await page.getByText(notFoundTitle).waitFor();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      // Back may come from the back/forward cache (the page's script logs again on pageshow) or load the page
      // anew (the browser reports the 404 again too): either way the path is logged on each arrival.
      const logged = problems.filter(
        (problem) => problem === `console.error: Page not found: ${new URL(at('missing')).pathname}`,
      );
      expect(logged).toHaveLength(2);
      expect(problems.filter((problem) => !logged.includes(problem) && problem !== NOT_FOUND_RESPONSE)).toEqual([]);
    });
  });

  describe('links between pages', () => {
    it('links to every page the settings list in the header, and Book Now', async () => {
      const { page } = await visit(at('research'));
      await waitForHydration(page);
      const nav = page.getByRole('navigation', { name: settings.menu.label });
      // Every link to a page (the one to a section of the home page is the next test's).
      for (const { label, to } of [...settings.navigation, settings.bookNow].filter((link) => !link.to.includes('#'))) {
        await nav.getByRole('link', { name: label, exact: true }).click();
        await page.waitForURL(at(to.slice(1)));
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
      }
    });

    it('Enterprise smooth-scrolls to the corporate section on the home page', async () => {
      const { page } = await visit(at(''));
      await waitForHydration(page);
      await expectSmoothScrollTo(
        page,
        page
          .getByRole('navigation', { name: settings.menu.label })
          .getByRole('link', { name: enterprise.label, exact: true }),
        'corporate',
      );
      expect(page.url() === at('#corporate')).toBe(true);
    });

    it('Enterprise from another page navigates to /#corporate and lands on the section below the header', async () => {
      const { page } = await visit(at('keynote'));
      await waitForHydration(page);
      await page
        .getByRole('navigation', { name: settings.menu.label })
        .getByRole('link', { name: enterprise.label, exact: true })
        .click();
      await page.waitForURL(at('#corporate'));
      await page.waitForFunction(() => {
        const top = document.getElementById('corporate')?.getBoundingClientRect().top;
        return top !== undefined && top >= 64 && top < 100;
      });
    });
  });
});

describe('site built for /', () => {
  const at = addressIn(rootSite());

  describe('header', () => {
    it('is plain at the top and a white translucent bar with a shadow after 10px of scroll', async () => {
      const { page } = await visit(at('research'));
      await waitForHydration(page);
      const header = page.locator('header').first();
      const look = () =>
        header.evaluate((element) => {
          const style = getComputedStyle(element);
          return { scrolled: element.dataset.scrolled, background: style.backgroundColor, shadow: style.boxShadow };
        });
      expect(await look()).toMatchObject({ scrolled: 'false', shadow: 'none' });
      expect((await look()).background).toMatch(/rgba\(0, 0, 0, 0\)|transparent/);

      await page.evaluate(() => window.scrollTo(0, 10));
      await page.waitForTimeout(100);
      expect((await look()).scrolled).toBe('false');

      await page.evaluate(() => window.scrollTo(0, 11));
      await page.waitForFunction(() => document.querySelector('header')?.dataset.scrolled === 'true');
      // The colour transition has run its course: the header's look is its final one.
      await header.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
      const scrolled = await look();
      expect(scrolled.shadow).not.toBe('none');
      expect(isTranslucentWhite(scrolled.background), scrolled.background).toBe(true);
    });

    it('is fixed on top of every page', async () => {
      // A new address starts at the top, whatever the last one scrolled.
      for (const { path: route } of pages) {
        const { page } = await visit(at(route));
        const header = page.locator('header').first();
        expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
        await page.evaluate(() => window.scrollTo(0, 600));
        expect((await header.boundingBox())?.y).toBe(0);
      }
    });

    it('a skip link is the first stop for the keyboard and moves focus to the page', async () => {
      const { page } = await visit(at('research'));
      await waitForHydration(page);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: settings.skipLink });
      expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await skip.isVisible()).toBe(true);
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    });
  });

  describe('mobile navigation drawer', () => {
    it('holds the links in a bottom drawer titled Navigation that closes with its button and returns focus', async () => {
      const { page, problems } = await visit(at('research'), { viewport: PHONE });
      await waitForHydration(page);
      expect(await page.getByRole('navigation', { name: settings.menu.label }).isVisible()).toBe(false);
      const menu = page.getByRole('button', { name: settings.menu.open });
      await menu.click();
      const drawer = page.getByRole('dialog', { name: settings.menu.title });
      await drawer.waitFor();
      // It slides up from the bottom edge and settles there.
      await page.waitForFunction(() => {
        const bottom = document.querySelector('[role="dialog"]')!.getBoundingClientRect().bottom;
        return Math.abs(bottom - window.innerHeight) < 1;
      });
      for (const name of [...settings.navigation, settings.bookNow].map((link) => link.label)) {
        expect(await drawer.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
      }
      await drawer.getByRole('button', { name: settings.menu.close }).click();
      await drawer.waitFor({ state: 'detached' });
      // The drawer (a Radix dialog) gives focus back in a task after it has gone.
      await expect.poll(() => menu.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(siteProblems(problems)).toEqual([]);
    });

    it('keeps focus inside while open, closes on Escape, and closes when a link is chosen', async () => {
      const { page } = await visit(at('research'), { viewport: PHONE });
      await waitForHydration(page);
      await page.getByRole('button', { name: settings.menu.open }).click();
      const drawer = page.getByRole('dialog', { name: settings.menu.title });
      await drawer.waitFor();
      // Focus moves into the drawer on open and Tab cycles inside it.
      await page.waitForFunction(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement));
      for (let i = 0; i < 10; i++) {
        await page.keyboard.press('Tab');
        expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: settings.menu.open }).click();
      await drawer.getByRole('link', { name: lighthouseLink.label, exact: true }).click();
      await page.waitForURL(at('lighthouse'));
      await drawer.waitFor({ state: 'detached' });
    });

    it('Enterprise in the drawer scrolls to the corporate section on the home page', async () => {
      const { page } = await visit(at(''), { viewport: PHONE });
      await waitForHydration(page);
      await page.getByRole('button', { name: settings.menu.open }).click();
      const drawer = page.getByRole('dialog', { name: settings.menu.title });
      await drawer.getByRole('link', { name: enterprise.label, exact: true }).click();
      await drawer.waitFor({ state: 'detached' });
      await page.waitForFunction(
        () => Math.abs(document.getElementById('corporate')!.getBoundingClientRect().top - 80) < 2,
      );
    });
  });

  describe('scrolling', () => {
    it('opens a new route at the top and restores the position on back and forward', async () => {
      const { page } = await visit(at(''), { viewport: DESKTOP });
      await waitForHydration(page);
      await page.evaluate(() => window.scrollTo(0, 900));
      // It glides there (scroll-behavior: smooth): leave once it has arrived.
      await page.waitForFunction(() => window.scrollY === 900);
      await page
        .getByRole('navigation', { name: settings.menu.label })
        .getByRole('link', { name: lighthouseLink.label, exact: true })
        .click();
      await page.waitForURL(at('lighthouse'));
      // The previous page stays until the next one has loaded; then the new page is at its top.
      await page.getByRole('heading', { level: 1, name: lighthouseTitle }).waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.evaluate(() => window.scrollTo(0, 700));
      // It glides there (scroll-behavior: smooth): leave once it has arrived.
      await page.waitForFunction(() => window.scrollY === 700);
      await page.goBack();
      await page.waitForURL(at(''));
      await page.waitForFunction(() => window.scrollY === 900);
      await page.goForward();
      await page.waitForURL(at('lighthouse'));
      await page.waitForFunction(() => window.scrollY === 700);
    });

    it('a hash link scrolls its target clear of the fixed header', async () => {
      const { page } = await visit(at('lighthouse'), { reducedMotion: 'reduce' });
      await waitForHydration(page);
      await page.locator('main a[href="#steps"]').first().click();
      await page.waitForFunction(() => {
        const top = document.getElementById('steps')!.getBoundingClientRect().top;
        return top >= 64 && top < 100;
      });
      expect(page.url()).toBe(at('lighthouse#steps'));
    });
  });
});
