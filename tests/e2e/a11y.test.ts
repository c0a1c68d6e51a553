import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  BOTH_WIDTHS,
  NOT_FOUND_RESPONSE,
  openPage,
  PHONE,
  revisit,
  sharedPage,
  siteProblems,
  useBrowser,
  waitForHydration,
} from './support/browser.ts';
import { axeViolations } from './support/axe.ts';
import { labelledRoutes, rootSite } from './support/sites.ts';
import { settings } from './support/content.ts';

// The checks every page gets at both widths. They do not depend on the base path: the root build is checked.
const site = rootSite();
const routes = labelledRoutes(site);
const viewports = BOTH_WIDTHS;

let browser: Browser;
useBrowser((launched) => (browser = launched));

// One page per width, opened blank, in which each check loads its route: these checks only read the page (axe, its
// width, what it logged), and loading a page in one already open costs about half of opening one.
const pageAt = new Map(
  viewports.map(({ viewport }) => [viewport, sharedPage(() => openPage(browser, 'about:blank', { viewport }))]),
);

describe.each(routes)('$label', (route) => {
  const url = new URL(route.path, site.url).href;
  // The not-found page reports itself, by design: the browser logs the 404 response, the page logs the path.
  const expectedProblems = route.notFound
    ? [NOT_FOUND_RESPONSE, `console.error: Page not found: ${new URL(url).pathname}`]
    : [];

  it.each(viewports)(
    'at $width px: axe finds no violation, nothing scrolls sideways, the console stays clean',
    async ({ viewport }) => {
      const { page, problems } = await revisit(await pageAt.get(viewport)!(), url);
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
      expect(siteProblems(problems)).toEqual(expectedProblems);
    },
  );
});

it('axe finds no violation with the mobile navigation drawer open', async () => {
  const { page } = await openPage(browser, site.url, { viewport: PHONE });
  await waitForHydration(page);
  await page.getByRole('button', { name: settings.menu.open }).click();
  const drawer = page.getByRole('dialog', { name: settings.menu.title });
  await drawer.waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await page.context().close();
});
