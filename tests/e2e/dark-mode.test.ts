import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCHEME_STORAGE_KEY } from '../../src/lib/color-scheme.ts';
import { colorSchemeTag } from '../../src/node/head/color-scheme-script.ts';
import { axeViolations } from './support/axe.ts';
import {
  BOTH_WIDTHS,
  cspViolations,
  NOT_FOUND_RESPONSE,
  openPage,
  pagePerContext,
  PHONE,
  revisit,
  sharedPage,
  siteProblems,
  useBrowser,
  waitForHydration,
  waitForScrolledIn,
} from './support/browser.ts';
import { addressIn, labelledRoutes, photoSite, rootSite } from './support/sites.ts';
import { settings } from './support/content.ts';

// Dark mode (src/styles/dark.css): the device's setting with no script, the header's control that keeps a choice on
// the device and applies it before the first paint, and paper that stays light.
const site = rootSite();
const at = addressIn(site);
const routes = labelledRoutes(site);
const viewports = BOTH_WIDTHS;

let browser: Browser;
useBrowser((launched) => (browser = launched));
const visit = pagePerContext(() => browser);

/** The page's own colour (`--color-paper`) in each scheme, as dark.css pairs it, in the browser's rgb() form. */
const paper = await (async () => {
  const css = await readFile(path.resolve('src/styles/dark.css'), 'utf8');
  const pair = /--color-paper:\s*light-dark\((#[0-9a-f]+),\s*(#[0-9a-f]+)\)/i.exec(css);
  if (!pair) throw new Error('src/styles/dark.css has lost its --color-paper pair');
  const rgb = (hex: string) => {
    const full = hex.length === 4 ? hex.replace(/[0-9a-f]/gi, (digit) => digit + digit) : hex;
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(full.slice(at, at + 2), 16));
    return `rgb(${r}, ${g}, ${b})`;
  };
  return { light: rgb(pair[1]!), dark: rgb(pair[2]!) };
})();

const pageColour = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const control = (page: Page) => page.getByRole('combobox', { name: settings.colorScheme.label });

describe.each(routes)('$label in the dark scheme', (route) => {
  const url = new URL(route.path, site.url).href;
  const expectedProblems = route.notFound
    ? [NOT_FOUND_RESPONSE, `console.error: Page not found: ${new URL(url).pathname}`]
    : [];
  // Reduced motion: sections scrolled past fade in (0.7 s) as late as the observer reports them, and axe would read
  // their type half-faded. Their colours are what is checked here; the fades are the same in both schemes.
  const pageAt = new Map(
    viewports.map(({ viewport }) => [
      viewport,
      sharedPage(() => openPage(browser, 'about:blank', { viewport, colorScheme: 'dark', reducedMotion: 'reduce' })),
    ]),
  );

  it.each(viewports)(
    'at $width px, every island awake: axe finds no violation, nothing scrolls sideways, the console stays clean',
    async ({ viewport }) => {
      const { page, problems } = await revisit(await pageAt.get(viewport)!(), url);
      expect(await pageColour(page)).toBe(paper.dark);
      // The carousel, the calculator, the guide's ticks and the forms' frames wake as they come near the screen.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 30));
        }
      });
      await waitForScrolledIn(page);
      // Read before axe runs: axe messages every frame, and the forms' frames are another origin's.
      expect(siteProblems(problems)).toEqual(expectedProblems);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
      expect(await axeViolations(page)).toEqual([]);
    },
  );
});

describe('the drawer and the dialogs in the dark scheme', () => {
  it('axe finds no violation with the phone menu drawer open', async () => {
    const { page } = await visit(site.url, { viewport: PHONE, colorScheme: 'dark' });
    await page.getByRole('button', { name: settings.menu.open }).click();
    await page.getByRole('dialog', { name: settings.menu.title }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('axe finds no violation in the photo viewer', async () => {
    const { page } = await visit(at('lighthouse'), { viewport: PHONE, colorScheme: 'dark' });
    await page.locator('.carousel').evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.locator('fg-island[module="Carousel"][hydrated]').waitFor({ state: 'attached' });
    await page.locator('.carousel a[data-opens-viewer]').first().click();
    await page.getByRole('dialog').waitFor();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  });

  it('axe finds no violation in the registration dialog (registration open in the photo copy)', async () => {
    const { page } = await openPage(browser, addressIn(photoSite())('uaeworkshop'), { colorScheme: 'dark' });
    await page.getByRole('button', { name: settings.packageCard.register }).click();
    await page.getByRole('dialog').waitFor();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await page.context().close();
  });
});

describe("the header's colour scheme control", () => {
  it.each(viewports)(
    'at $width px: named, in the header bar, chosen by keyboard, kept across a reload',
    async ({ viewport }) => {
      const { page, problems } = await visit(site.url, { viewport });
      const select = control(page);
      // In the header bar at both widths (beside the menu button on a phone), inside the screen.
      const box = (await page.locator('[data-scheme-control]').boundingBox())!;
      const header = (await page.locator('[data-site-header]').boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.y).toBeGreaterThanOrEqual(header.y);
      expect(box.y + box.height).toBeLessThanOrEqual(header.y + header.height);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(await select.inputValue()).toBe('system');
      expect(await pageColour(page)).toBe(paper.light);

      await select.focus();
      await page.keyboard.press('ArrowDown'); // Light
      await page.keyboard.press('ArrowDown'); // Dark
      await expect.poll(() => pageColour(page)).toBe(paper.dark);
      expect(await page.evaluate((key) => localStorage.getItem(key), SCHEME_STORAGE_KEY)).toBe('dark');
      expect(await page.locator('meta[name="theme-color"][data-for-scheme="dark"]').getAttribute('media')).toBe('all');

      await page.reload({ waitUntil: 'load' });
      await waitForHydration(page);
      expect(await pageColour(page)).toBe(paper.dark);
      expect(await select.inputValue()).toBe('dark');

      await select.selectOption('system');
      expect(await pageColour(page)).toBe(paper.light);
      expect(await page.evaluate((key) => localStorage.getItem(key), SCHEME_STORAGE_KEY)).toBeNull();
      expect(siteProblems(problems)).toEqual([]);
    },
  );

  it('chooses light on a dark device too', async () => {
    const { page } = await visit(at('research'), { colorScheme: 'dark' });
    expect(await pageColour(page)).toBe(paper.dark);
    await control(page).selectOption('light');
    expect(await pageColour(page)).toBe(paper.light);
  });

  it('applies a kept choice before the first paint, by the inline script alone, within the Content-Security-Policy', async () => {
    const { page, problems } = await openPage(browser, site.url);
    await control(page).selectOption('dark');
    // What the page looked like at its first paint, recorded from the first moment of the next document; the site's
    // scripts are kept from loading, so only the inline script in <head> can have applied the choice.
    await page.context().addInitScript(() => {
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName('first-paint').length) return;
        observer.disconnect();
        const seen = {
          colour: getComputedStyle(document.body).backgroundColor,
          scheme: document.documentElement.dataset.scheme,
        };
        (window as unknown as { firstPaint: typeof seen }).firstPaint = seen;
      }).observe({ type: 'paint', buffered: true });
    });
    await page.route(/\/assets\/.*\.js$/, (request) => request.abort());
    await page.reload({ waitUntil: 'load' });
    const firstPaint = await page
      .waitForFunction(() => (window as unknown as { firstPaint?: unknown }).firstPaint)
      .then((handle) => handle.jsonValue());
    expect(firstPaint).toEqual({ colour: paper.dark, scheme: 'dark' });
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    expect(cspViolations(problems)).toEqual([]);
    await page.context().close();
  });

  it("is allowed by its hash in the page's policy and in _headers' policy", async () => {
    const body = /^<script>(.*)<\/script>$/.exec(colorSchemeTag())![1]!;
    const hash = `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
    for (const route of ['', 'research', 'no-such-page']) {
      const response = await fetch(at(route));
      const html = await response.text();
      expect(html, route).toContain(colorSchemeTag());
      // Before the stylesheet, which a script after it would wait for.
      expect(html.indexOf(colorSchemeTag())).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)![1]!;
      expect(meta).toMatch(new RegExp(`script-src [^;]*${hash.replace(/[+/]/g, '\\$&')}`));
      expect(response.headers.get('content-security-policy')).toContain(hash);
    }
  });
});

describe('without JavaScript, and on paper', () => {
  it.each(['light', 'dark'] as const)(
    "follows a %s device's setting with no script, and hides the control",
    async (scheme) => {
      const { page } = await visit(at('lighthouse'), { colorScheme: scheme, javaScript: false });
      expect(await pageColour(page)).toBe(paper[scheme]);
      expect(await page.locator('[data-scheme-control]').isVisible()).toBe(false);
    },
  );

  it('prints light, on a dark device with dark chosen', async () => {
    const { page } = await visit(at('lighthouse'), { colorScheme: 'dark' });
    await control(page).selectOption('dark');
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    expect(await pageColour(page)).toBe(paper.light);
    expect(await page.locator('h1').evaluate((heading) => getComputedStyle(heading).color)).toBe('rgb(24, 34, 59)');
    await page.emulateMedia({ media: 'screen' });
  });
});
