import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer, type RunningServer } from '../../src/node/server/static-server.ts';
import { ADDED_PAGE } from './support/added-page.ts';
import { cspViolations, openPage, useBrowser } from './support/browser.ts';
import { MOVED } from './support/moved-page.ts';
import { photoSite } from './support/sites.ts';

// A retired address in `redirects` (content/site.ts) still brings a reader to the page: on a host that reads
// _redirects (the photo copy's server follows it, as Cloudflare Pages does), and on one that does not (GitHub Pages),
// through the page the build leaves at the old address.
let browser: Browser;
useBrowser((launched) => (browser = launched));

/** The same build, served by a host that reads no _redirects. */
let plainHost: RunningServer;
beforeAll(async () => {
  plainHost = await startStaticServer({ root: photoSite().dir, redirectsFile: false });
});
afterAll(() => plainHost.close());

describe('a redirect in the settings', () => {
  it.each([
    ['a host that reads _redirects', () => photoSite().url],
    ['a host that does not, through the page at the old address', () => plainHost.url],
  ])('moves the browser from the old address to the new page on %s', async (_, siteUrl) => {
    const { page, problems } = await openPage(browser, 'about:blank');
    try {
      const oldAddress = new URL(MOVED.from.slice(1), siteUrl()).href;
      const newAddress = new URL(MOVED.to.slice(1), siteUrl()).href;
      await page.goto(oldAddress);
      await page.waitForURL(newAddress);
      expect(await page.title()).toBe(ADDED_PAGE.title);
      expect(cspViolations(problems)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
