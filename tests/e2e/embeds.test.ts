import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formEmbedUrls, originsOf } from '../../src/node/security/form-embeds.ts';
import { BOTH_WIDTHS, DESKTOP, openPage, PHONE, revisit, sharedPage, useBrowser } from './support/browser.ts';
import { placedFrames } from './support/embedded-forms.ts';
import { addressIn, labelledRoutes, rootSite } from './support/sites.ts';

// Embeds and links do not depend on the base path: the root build is checked.
const site = rootSite();
const routes = labelledRoutes(site);
const formOrigins = originsOf(formEmbedUrls);

/** What an external form may do in its frame: fill and send a form, run its own script, open a popup. */
const allowedSandbox = new Set([
  'allow-forms',
  'allow-scripts',
  'allow-same-origin',
  'allow-popups',
  'allow-popups-to-escape-sandbox',
]);
/** Policies that never send the page's path to the form host. */
const allowedReferrerPolicies = new Set(['no-referrer', 'origin', 'strict-origin', 'strict-origin-when-cross-origin']);

let browser: Browser;
useBrowser((launched) => (browser = launched));

/**
 * One page per viewport, which visits every route in turn: each test loads its route afresh (a new document, at the
 * top, with only this visit's requests) and reads its embeds and links the same way.
 */
const pages = new Map(
  [PHONE, DESKTOP].map((viewport) => [
    viewport.width,
    sharedPage(() => openPage(browser, 'about:blank', { viewport })),
  ]),
);

async function open(
  route: string,
  viewport = DESKTOP,
): Promise<{ page: Page; requests: { url: string; iframeDocument: boolean }[] }> {
  return revisit(await pages.get(viewport.width)!(), addressIn(site)(route));
}

const attribute = async (element: Locator, name: string) => (await element.getAttribute(name)) ?? '';
const relTokens = async (link: Locator) => (await attribute(link, 'rel')).split(/\s+/);

describe.each(routes)('$label', (route) => {
  it('every iframe has a title, loads lazily, is sandboxed to what forms need, limits the referrer and reserves its size', async () => {
    const { page } = await open(route.path);
    // The default iframe box is 150 px high: an embed reserves the height of its form before its frame is there.
    for (const holder of await page.locator('[data-frame-holder]').all())
      expect((await holder.boundingBox())!.height).toBeGreaterThan(150);
    const frames = await placedFrames(page);
    expect(await page.locator('iframe').count(), 'every frame is an embedded form').toBe(frames.length);
    for (const frame of frames) {
      const src = await attribute(frame, 'src');
      expect(formOrigins, `iframe ${src} is not one of the form hosts in content/site.ts`).toContain(
        new URL(src).origin,
      );
      expect((await attribute(frame, 'title')).trim(), src).not.toBe('');
      expect(await attribute(frame, 'loading'), src).toBe('lazy');
      const sandbox = (await frame.getAttribute('sandbox'))?.split(/\s+/).filter(Boolean);
      expect(sandbox, `${src} has no sandbox attribute`).toBeDefined();
      expect(
        sandbox!.filter((token) => !allowedSandbox.has(token)),
        src,
      ).toEqual([]);
      expect(sandbox, src).toEqual(expect.arrayContaining(['allow-forms', 'allow-scripts']));
      expect(allowedReferrerPolicies, `${src} referrerpolicy`).toContain(await attribute(frame, 'referrerpolicy'));
      expect((await frame.boundingBox())!.height, src).toBeGreaterThan(150);
    }
  });

  it.each(BOTH_WIDTHS)(
    'with the form host blocked, every embedded form still has a working link to it at $width px',
    async ({ viewport }) => {
      const { page, requests } = await open(route.path, viewport);
      for (const frame of await placedFrames(page)) {
        const src = await attribute(frame, 'src');
        // The lazy frame asked for the form, and the test browser blocked the host (openPage blocks outside hosts).
        await expect
          .poll(() => requests.some((request) => request.iframeDocument && request.url === new URL(src).href))
          .toBe(true);
        const links = page.locator(`a[href="${src}"]`);
        expect(await links.count(), `no link to ${src} beside its embed`).toBeGreaterThan(0);
        const link = links.first();
        await link.scrollIntoViewIfNeeded();
        expect(await link.isVisible(), `the link to ${src} is not visible`).toBe(true);
        expect(await attribute(link, 'target')).toBe('_blank');
        expect(await relTokens(link)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      }
    },
  );

  it('every outbound link opens in a new tab with rel="noopener noreferrer"', async () => {
    const { page } = await open(route.path);
    const host = new URL(site.url).host;
    for (const link of await page.locator('a[href^="http:"], a[href^="https:"]').all()) {
      const href = await attribute(link, 'href');
      if (new URL(href).host === host) continue;
      expect(await attribute(link, 'target'), href).toBe('_blank');
      expect(await relTokens(link), href).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    }
  });
});

it.each(formEmbedUrls.map((url) => ({ url })))(
  '$url (a form in content/site.ts) is embedded in a pre-rendered page',
  async ({ url }) => {
    const embeddedOn: string[] = [];
    for (const route of routes) {
      const html = await (await fetch(new URL(route.path, site.url))).text();
      if (new RegExp(`<iframe\\b[^>]*\\bsrc="${url.replace(/[.?*+^$()[\]{}|\\/]/g, '\\$&')}"`).test(html))
        embeddedOn.push(route.label);
    }
    expect(embeddedOn.length, `${url} is embedded on no page`).toBeGreaterThan(0);
  },
);
