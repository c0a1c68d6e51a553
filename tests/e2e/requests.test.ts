import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formEmbedUrls, originsOf } from '../../src/node/security/form-embeds.ts';
import {
  BOTH_WIDTHS,
  cspViolations,
  openPage,
  PHONE,
  useBrowser,
  waitForHydration,
  waitForScrolledIn,
} from './support/browser.ts';
import { expectOnlyTheCutHeadingFont } from './support/heading-font.ts';
import { expectNoStyleElementAndScrollLocked } from './support/overlay.ts';
import { addressIn, labelledRoutes, rootSite } from './support/sites.ts';
import { carouselIn, settings } from './support/content.ts';

const formOrigins = originsOf(formEmbedUrls);
const viewports = BOTH_WIDTHS;

let browser: Browser;
useBrowser((launched) => (browser = launched));

// One whole first visit to every page at both widths: what it requests, the heading font it fetches, and that it
// breaks no rule of the Content-Security-Policy while it loads, hydrates, scrolls and opens what it opens (one visit
// for all three: it is the visit that costs). All are the same under any base path (foundation.test.ts checks that
// every asset address carries it and loads; security.test.ts checks both builds' policies): the root build is
// visited.
const site = rootSite();
const carousel = await carouselIn('/lighthouse');
const routes = labelledRoutes(site);
const at = addressIn(site);
const siteOrigin = new URL(site.url).origin;

describe.each(routes)('$label', (route) => {
  it.each(viewports)(
    'at $width px: images sized, modern and lazy below the fold; woff2 fonts preloaded, only the cut-down heading font fetched and it holds every character drawn in it; no third-party request but the form embeds; no CSP rule broken',
    async ({ viewport }) => {
      const { page, requests, problems } = await openPage(browser, at(route.path), { viewport });
      await waitForHydration(page);

      // Images, judged where the first screen leaves them.
      const images = await page.$$eval('img', (elements) =>
        elements.map((image) => ({
          src: image.currentSrc || image.src,
          // What the browser draws: the copy it chose, or for a lazy picture not yet chosen, what its <picture> offers.
          modern: image.currentSrc
            ? !/\.(png|jpe?g|gif|bmp)$/i.test(new URL(image.currentSrc).pathname)
            : image.parentElement?.tagName === 'PICTURE'
              ? [...image.parentElement.querySelectorAll('source')].some((source) =>
                  /^image\/(avif|webp)$/.test(source.type),
                )
              : !/\.(png|jpe?g|gif|bmp)$/i.test(new URL(image.src).pathname),
          width: image.getAttribute('width'),
          height: image.getAttribute('height'),
          loading: image.getAttribute('loading'),
          belowFold: image.getBoundingClientRect().top > window.innerHeight,
          // The hero's picture is the page's largest paint on wide screens: eager everywhere, even where a long
          // headline pushes it below a phone's first screen.
          hero: image.closest('.hero') !== null && image.getAttribute('fetchpriority') === 'high',
        })),
      );
      for (const image of images) {
        expect(Number(image.width), `${image.src} width`).toBeGreaterThan(0);
        expect(Number(image.height), `${image.src} height`).toBeGreaterThan(0);
        expect(image.modern, `${image.src}: raster images ship as WebP or AVIF`).toBe(true);
        if (image.belowFold && !image.hero) expect(image.loading, `${image.src} is below the fold`).toBe('lazy');
      }

      // Fonts: self-hosted woff2 only, each preloaded so it arrives with the CSS.
      const fonts = requests
        .filter((request) => request.resourceType === 'font')
        .map((request) => new URL(request.url).pathname);
      expect(fonts.length).toBeGreaterThan(0);
      const preloads = await page.$$eval('head link[rel="preload"][as="font"]', (links) =>
        links.map((link) => ({
          href: new URL((link as HTMLLinkElement).href).pathname,
          type: link.getAttribute('type'),
          crossorigin: link.hasAttribute('crossorigin'),
        })),
      );
      for (const font of fonts) {
        expect(font).toMatch(/\.woff2$/);
        expect(preloads, font).toContainEqual({ href: font, type: 'font/woff2', crossorigin: true });
      }
      await expectOnlyTheCutHeadingFont(page, requests);

      // Requests, through a whole scroll so lazy images and embeds load too.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 30));
        }
      });
      await waitForScrolledIn(page);
      const web = requests.filter((request) => /^https?:/.test(request.url));
      expect(web.some((request) => request.url.startsWith(siteOrigin))).toBe(true);
      const thirdParty = web.filter(
        (request) =>
          new URL(request.url).origin !== siteOrigin &&
          !(request.iframeDocument && formOrigins.includes(new URL(request.url).origin)),
      );
      expect(thirdParty.map((request) => `${request.resourceType} ${request.url}`)).toEqual([]);

      if (route.path.endsWith('lighthouse')) {
        // The carousel, turned every way it turns.
        const region = page.getByRole('region', { name: carousel.label });
        await region.getByRole('button', { name: settings.carousel.next }).click();
        await region.getByRole('button', { name: settings.carousel.previous }).click();
        await region.getByRole('button', { name: carousel.dotName(carousel.total) }).click();
      }
      if (viewport === PHONE) {
        // The drawer (vaul, over Radix's Dialog): its rules come as a stylesheet, scrolling is locked by an attribute.
        await page.getByRole('button', { name: settings.menu.open }).click();
        await page.getByRole('dialog', { name: settings.menu.title }).waitFor();
        await expectNoStyleElementAndScrollLocked(page);
      }
      expect(cspViolations(problems)).toEqual([]);
      await page.context().close();
    },
  );
});
