// A branch preview's every page ends with "Edit this page", a link to its own content file in GitHub's editor on the
// preview's branch; a production build's pages have none. The prefixed build is a preview, the root build production's
// (support/global-setup.ts). The pages are the files in content/, as the build finds them: a page added there is
// checked with no change here.
import { readdirSync } from 'node:fs';
import { findAll, findOne, getAttributeValue, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { site as settings } from '../../content/site.ts';
import { NOT_FOUND_ROUTE } from '../../tools/bench/site-routes.ts';
import { NOT_FOUND_PATH, routePathForFile } from '../../src/lib/route-path.ts';
import { axeViolations } from './support/axe.ts';
import { cspViolations, DESKTOP, openPage, PHONE, revisit, sharedPage, useBrowser } from './support/browser.ts';
import { everySite, type TestSite } from './support/sites.ts';

/** Each page of content/: its file, and its address relative to a site's base (a path no page has for the not-found page). */
const contentPages = readdirSync('content', { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.mdx'))
  .map((name) => {
    const file = `content/${name.split('\\').join('/')}`;
    const route = routePathForFile(file);
    return {
      file,
      notFound: route === NOT_FOUND_PATH,
      address: route === NOT_FOUND_PATH ? NOT_FOUND_ROUTE.path : route.slice(1),
    };
  });

/** The links of a page that open a file in GitHub's editor, or that say the edit link's words. */
async function editLinks(site: TestSite, address: string, notFound: boolean) {
  const response = await fetch(new URL(address, site.url));
  expect(response.status).toBe(notFound ? 404 : 200);
  const { children } = parseDocument(await response.text());
  const links = (within: typeof children) => findAll((element) => element.name === 'a', within);
  const inMain = new Set(links(findOne((element) => element.name === 'main', children)?.children ?? []));
  return links(children)
    .filter(
      (link) =>
        getAttributeValue(link, 'href')?.startsWith(`${settings.editLink.repository}/`) ||
        textContent(link).includes(settings.editLink.label),
    )
    .map((link) => ({
      href: getAttributeValue(link, 'href'),
      target: getAttributeValue(link, 'target'),
      rel: getAttributeValue(link, 'rel'),
      // The words a reader sees, without what only a screen reader hears.
      words: textContent(link).replace(
        textContent(findOne((element) => element.attribs.class === 'sr-only', link.children) ?? []),
        '',
      ),
      inMain: inMain.has(link),
    }));
}

it('content/ has pages to check', () => {
  expect(contentPages.length).toBeGreaterThan(1);
  expect(contentPages.filter((page) => page.notFound)).toHaveLength(1);
});

describe.each(everySite())('site built for $base', (site) => {
  const branch = site.branch;
  if (branch) {
    it.each(contentPages)(
      '$file: the page links its own file in GitHub’s editor on the preview’s branch, after its main content',
      async ({ file, address, notFound }) => {
        expect(await editLinks(site, address, notFound)).toEqual([
          {
            href: `${settings.editLink.repository}/edit/${branch}/${file}`,
            target: '_blank',
            rel: 'noopener noreferrer',
            words: settings.editLink.label,
            inMain: false,
          },
        ]);
      },
    );
  } else {
    it.each(contentPages)('$file: the page has no edit link', async ({ address, notFound }) => {
      expect(await editLinks(site, address, notFound)).toEqual([]);
    });
  }
});

const preview = everySite().find((site) => site.branch);

describe.runIf(preview)('a preview’s pages with the link', () => {
  let browser: Browser;
  useBrowser((launched) => (browser = launched));
  // The link is at the bottom: the page is scrolled to it, with reduced motion, so that the sections it passes are
  // shown at once rather than fading in while axe measures their contrast.
  const looks = [
    { width: PHONE.width, viewport: PHONE, colorScheme: 'light' as const, reducedMotion: 'reduce' as const },
    { width: DESKTOP.width, viewport: DESKTOP, colorScheme: 'dark' as const, reducedMotion: 'reduce' as const },
  ];
  const pageFor = new Map(looks.map((look) => [look, sharedPage(() => openPage(browser, 'about:blank', look))]));

  describe.each(contentPages)('$file', ({ address }) => {
    it.each(looks)(
      'at $width px, $colorScheme: axe finds no violation, nothing scrolls sideways, no policy violation or page error',
      async (look) => {
        const { page, problems } = await revisit(await pageFor.get(look)!(), new URL(address, preview!.url).href);
        const link = page.getByRole('link', { name: settings.editLink.label });
        await link.scrollIntoViewIfNeeded();
        expect(await link.isVisible()).toBe(true);
        expect(await axeViolations(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(look.viewport.width);
        // Not every console line: scrolled to the bottom, a page puts its embedded forms' frames in place, and their
        // hosts cannot be reached from the tests (a11y.test.ts holds the console of every page at its top).
        expect(cspViolations(problems)).toEqual([]);
        expect(problems.filter((problem) => problem.startsWith('pageerror'))).toEqual([]);
      },
    );
  });
});
