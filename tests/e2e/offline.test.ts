import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { htmlFileForPath } from '../../src/node/build/site-files.ts';
import { PHOTO_HERO, PHOTO_SLIDE, PROSE_PHOTO } from '../../tools/fixtures/photo-project.ts';
import { PHONE_SCREENS } from '../../src/node/offline/phone-picture.ts';
import {
  isPicture,
  overPrecacheBudget,
  PRECACHE_CODE_BUDGET,
  precacheWeight,
} from '../../src/node/offline/precache-budget.ts';
import { startStaticServer, type RunningServer } from '../../src/node/server/static-server.ts';
import {
  DESKTOP,
  openPage,
  PHONE,
  siteProblems,
  useBrowser,
  waitForHydration,
  waitForScrolledIn,
} from './support/browser.ts';
import { addressIn, everySite, photoSite, rootSite, type TestSite } from './support/sites.ts';
import { SHAPED_SLIDE } from './support/slide-of-another-shape.ts';
import { contentPage, settings } from './support/content.ts';

/** The guide's headline, as its page writes it. */
const guideTitle = (await contentPage('/lighthouse')).headings(1)[0]!;

let browser: Browser;
useBrowser((launched) => (browser = launched));

/**
 * Waits for the thing itself: the service worker active (its install, which fills the precache, is over) and
 * controlling the page, and the precache holding the guide.
 */
async function waitForServiceWorker(page: Page, guide: string): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const kept = await page.evaluate(async (guide) => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      urls.push(...(await (await caches.open(name)).keys()).map((request) => request.url));
    return urls.some((url) => url === guide || url.startsWith(`${guide}?`));
  }, guide);
  expect(kept, `the precache holds ${guide}`).toBe(true);
}

/** Goes to an address without the network, and waits for its load and its script. */
async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await waitForHydration(page);
}

/** The site paths a built site's sw.js precaches, from the list Workbox wrote into it. */
async function precached(site: TestSite): Promise<string[]> {
  const worker = await readFile(path.join(site.dir, 'sw.js'), 'utf8');
  const list = /\[\{"revision":[^\]]*\]/.exec(worker);
  if (!list) throw new Error('sw.js holds no precache list.');
  return (JSON.parse(list[0]) as { url: string }[]).map((entry) => new URL(entry.url, site.url).pathname);
}

describe.each(everySite())('offline after one visit, site built for $base', (site) => {
  const at = addressIn(site);

  describe.each([
    { width: 'phone', viewport: PHONE },
    { width: 'desktop', viewport: DESKTOP },
  ])('at $width width', ({ viewport }) => {
    it('keeps the guide with its pictures and fonts after one visit to the home page, and answers a page never visited with the offline page', async () => {
      const { page, problems } = await openPage(browser, at(''), { viewport, serviceWorker: true });
      await waitForServiceWorker(page, at('lighthouse'));
      await page.context().setOffline(true);

      await visit(page, at('lighthouse'));
      await expect(page.locator('h1').innerText()).resolves.toBe('Light up your home for one evening');
      // Every picture the page asks for, the hero's and the carousel's, comes from the worker: scrolled in, each is
      // drawn. (A carousel's later slides are asked for only as they are shown: more of them on a phone.)
      await waitForScrolledIn(page);
      const pictures = await page.evaluate(() =>
        [...document.images]
          .filter((image) => image.currentSrc)
          .map((image) => ({ src: image.currentSrc, drawn: image.complete && image.naturalWidth > 0 })),
      );
      expect(pictures.map((picture) => new URL(picture.src).pathname)).toEqual(
        expect.arrayContaining([`${site.base}images/lighthouse/hero.svg`, `${site.base}images/lighthouse/arrival.svg`]),
      );
      expect(pictures.filter((picture) => !picture.drawn)).toEqual([]);
      // The heading font it preloads, drawn from the worker's copy.
      const heading = await page.evaluate(async () => {
        await document.fonts.ready;
        return (
          document.fonts.check(`600 2rem Fraunces`, document.querySelector('h1')!.textContent!) &&
          [...document.fonts].some((face) => face.family.includes('Fraunces') && face.status === 'loaded')
        );
      });
      expect(heading).toBe(true);

      // A page this browser never opened: the site's offline page, in its layout, linking to the guide.
      await visit(page, at('keynote'));
      await expect(page.locator('h1').innerText()).resolves.toBe('This page needs a connection');
      await expect(page.locator('header').first().isVisible()).resolves.toBe(true);
      const guideLink = page.getByRole('link', { name: 'Open the Lighthouse guide' });
      await expect(guideLink.getAttribute('href')).resolves.toBe(`${site.base}lighthouse`);
      await guideLink.click();
      await page.waitForURL(at('lighthouse'));
      await waitForHydration(page);
      await expect(page.locator('h1').innerText()).resolves.toBe('Light up your home for one evening');

      // No Content-Security-Policy or Trusted Types violation, and no failed load, online or offline.
      expect(siteProblems(problems)).toEqual([]);
      await page.context().close();
    });
  });

  it('keeps the offline page out of search engines and the sitemap', async () => {
    const sitemap = await (await fetch(at('sitemap.xml'))).text();
    expect(sitemap).toContain(`${site.base}lighthouse</loc>`);
    expect(sitemap).not.toContain('offline');
    const offline = await (await fetch(at('offline'))).text();
    expect(offline).toContain('<meta name="robots" content="noindex">');
  });

  it('links a web app manifest from every page, with icons drawn from the site’s icon', async () => {
    const { page, problems } = await openPage(browser, at('lighthouse'), { viewport: PHONE });
    const cdp = await page.context().newCDPSession(page);
    const { url, errors } = (await cdp.send('Page.getAppManifest', {})) as { url: string; errors: unknown[] };
    expect(url).toBe(at('manifest.webmanifest'));
    expect(errors).toEqual([]);
    const manifest = JSON.parse(await (await fetch(url)).text()) as {
      name: string;
      start_url: string;
      scope: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest).toMatchObject({ name: settings.brand, start_url: site.base, scope: site.base });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
    // The icons load in the page as the browser loads them for the home screen, within the CSP and CORP.
    const sizes = await page.evaluate(
      (icons) =>
        Promise.all(
          icons.map(
            (src) =>
              new Promise<string>((resolve) => {
                const image = new Image();
                image.onload = () => resolve(`${image.naturalWidth}x${image.naturalHeight}`);
                image.onerror = () => resolve('failed');
                image.src = src;
              }),
          ),
        ),
      manifest.icons.map((icon) => icon.src),
    );
    expect(sizes).toEqual(['192x192', '512x512']);
    expect(siteProblems(problems)).toEqual([]);
    await page.context().close();
  });
});

describe.each(everySite())('a deploy, site built for $base', (built: TestSite) => {
  let server: RunningServer | undefined;
  let dir: string | undefined;
  afterAll(async () => {
    await server?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('shows on the next visit online, and is what is kept from then on', async () => {
    // A copy of the built site of its own, served like the others: its files change here, no other test's.
    dir = await mkdtemp(path.join(tmpdir(), 'offline-deploy-'));
    await cp(built.dir, dir, { recursive: true });
    server = await startStaticServer({ root: dir, base: built.base });
    const at = (route: string) => new URL(route, server!.url).href;

    const { page, problems } = await openPage(browser, at(''), { viewport: PHONE, serviceWorker: true });
    await waitForServiceWorker(page, at('lighthouse'));
    await visit(page, at('lighthouse'));
    await expect(page.locator('h1').innerText()).resolves.toBe(guideTitle);

    // The deploy: a new guide on the host.
    const guideFile = path.join(dir, 'lighthouse/index.html');
    const guide = await readFile(guideFile, 'utf8');
    expect(guide).toContain(guideTitle);
    await writeFile(guideFile, guide.replace(guideTitle, `${guideTitle}, again`));

    await visit(page, at('lighthouse'));
    await expect(page.locator('h1').innerText()).resolves.toBe(`${guideTitle}, again`);

    // Offline, the guide is the one seen last, not the one precached before the deploy.
    await page.context().setOffline(true);
    await visit(page, at('lighthouse'));
    await expect(page.locator('h1').innerText()).resolves.toBe(`${guideTitle}, again`);
    expect(siteProblems(problems)).toEqual([]);
    await page.context().close();
  });
});

/** Each phone of PHONE_SCREENS, and a laptop at 1× and 2×: the screens the guide must be drawn on offline. */
const screens = [...PHONE_SCREENS, { width: 1280, pixelRatio: 1 }, { width: 1280, pixelRatio: 2 }].map((screen) => ({
  ...screen,
  label: `${screen.width} px at ${screen.pixelRatio}×`,
}));

/**
 * Brings every picture of the page into view in turn (a lazy one, a carousel's later slide, is asked for only near
 * the screen) and waits until each has loaded or failed: one pass in the page, not a round trip per picture.
 */
async function loadEveryPicture(page: Page): Promise<{ src: string; drawn: boolean }[]> {
  return page.evaluate(async () => {
    for (const image of document.images) {
      image.scrollIntoView({ block: 'center' });
      if (!image.complete)
        await new Promise((settled) =>
          ['load', 'error'].forEach((type) => image.addEventListener(type, settled, { once: true })),
        );
    }
    return [...document.images].map((image) => ({
      src: image.currentSrc,
      drawn: image.complete && image.naturalWidth > 0,
    }));
  });
}

describe('the guide offline on every screen, on the site with camera photos', () => {
  const site = photoSite();
  const at = addressIn(site);

  it.each(screens)('draws every picture at $label after one visit to the home page', async ({ width, pixelRatio }) => {
    // One context per screen, for its visit online and its guide offline: its own worker, caches and pixel ratio.
    const context = await browser.newContext({
      viewport: { width, height: 800 },
      deviceScaleFactor: pixelRatio,
      serviceWorkers: 'allow',
    });
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        problems.push(`console.${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await visit(page, at(''));
    await waitForServiceWorker(page, at('lighthouse'));
    await context.setOffline(true);

    await visit(page, at('lighthouse'));
    const pictures = await loadEveryPicture(page);
    // The photos' copies are among them (at least the photo copy's hero, the carousel's two and the one in the copy), not only drawings.
    expect(pictures.filter((picture) => picture.src.includes('/_pictures/')).length).toBeGreaterThanOrEqual(
      [PHOTO_HERO, PHOTO_SLIDE, SHAPED_SLIDE, PROSE_PHOTO].length,
    );
    expect(pictures.filter((picture) => !picture.drawn)).toEqual([]);
    // No failed load (the browser logs one as a console error) and no page error.
    expect(siteProblems(problems)).toEqual([]);
    await context.close();
  });
});

describe('the precache, on the site with camera photos', () => {
  const site = photoSite();
  const at = addressIn(site);

  it('holds of each photo the copy the most demanding phone shows on the guide, and no other width or format', async () => {
    // 430 px at 3×: the most pixels across of PHONE_SCREENS. Every other phone's copy is as wide or narrower.
    const widest = PHONE_SCREENS.reduce((most, screen) =>
      screen.width * screen.pixelRatio > most.width * most.pixelRatio ? screen : most,
    );
    const context = await browser.newContext({
      viewport: { width: widest.width, height: 800 },
      deviceScaleFactor: widest.pixelRatio,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.goto(at('lighthouse'), { waitUntil: 'load' });
    await waitForHydration(page);
    await loadEveryPicture(page);
    const shown = await page.evaluate(() => [...document.images].map((image) => new URL(image.currentSrc).pathname));
    await context.close();
    const files = await precached(site);
    // Every picture the phone showed (the photos' copies, the drawings, the GIF) is kept …
    expect(shown.length).toBeGreaterThanOrEqual(6);
    expect(files).toEqual(expect.arrayContaining(shown));
    // … and of the photos, only the copies it showed: one width, one format each.
    const copiesShown = shown.filter((src) => src.startsWith('/_pictures/'));
    expect(copiesShown.length).toBeGreaterThanOrEqual(2);
    expect(new Set(files.filter((file) => file.startsWith('/_pictures/')))).toEqual(new Set(copiesShown));
  });

  it('holds the guide and the offline page, their stylesheets and the whole one, the font each preloads, and the scripts of the guide’s islands', async () => {
    const files = await precached(site);
    const guide = await readFile(path.join(site.dir, 'lighthouse/index.html'), 'utf8');
    // The guide's own cut of the stylesheet, and the whole one its islands load as they wake.
    const [, stylesheet, wholeStylesheet] =
      /<link rel="stylesheet" crossorigin href="([^"]+)" data-whole-href="([^"]+)">/.exec(guide)!;
    const fonts = [...guide.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((match) => match[1]!);
    expect(fonts.length).toBeGreaterThan(0);
    expect(files).toEqual(expect.arrayContaining(['/lighthouse', '/offline', stylesheet!, wholeStylesheet!, ...fonts]));
    expect(files.some((file) => /^\/assets\/Carousel-[\w-]+\.js$/.test(file))).toBe(true);
    // Not another page's island: the research page's calculator.
    expect(files.some((file) => file.includes('CostCalculator'))).toBe(false);
  });
});

describe('the precache’s weight, downloaded by every visitor after the first visit', () => {
  // Its pictures are the copywriter's: the content check holds them to their budget. The rest is the code's.
  it.each([
    { name: 'the site', site: rootSite() },
    { name: 'the site with camera photos', site: photoSite() },
  ])('keeps its budget for pages, stylesheets, scripts and fonts on $name', async ({ site }) => {
    // Pages are kept under their address; their file is the folder's index.html.
    const files = (await precached(site))
      .map((address) => address.slice(site.base.length))
      .map((file) => (path.extname(file) ? file : htmlFileForPath(file)));
    const weight = await precacheWeight(
      site.dir,
      files.filter((file) => !isPicture(file)),
    );
    expect(weight.files).toBeGreaterThan(0);
    expect(overPrecacheBudget(weight, PRECACHE_CODE_BUDGET), JSON.stringify(weight)).toEqual([]);
  });
});
