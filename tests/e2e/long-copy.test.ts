import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { site as settings } from '../../content/site.ts';
import {
  DESKTOP,
  openPage,
  pagePerContext,
  PHONE,
  revisit,
  siteProblems,
  useBrowser,
  waitForScrolledIn,
} from './support/browser.ts';
import { EXTRA_MENU_LINK } from './support/extra-menu-link.ts';
import { doubleTextSize, sideways, textOutOfItsBox } from './support/larger-text.ts';
import { LONG_WORD, LONG_WORDS_PAGE } from './support/long-words.ts';
import { addressIn, labelledRoutes, photoSite } from './support/sites.ts';

// Copy longer than today's still fits, on the copy of the project with a page of 40-letter words
// (support/long-words.ts), a sixth menu link (support/extra-menu-link.ts) and a 4:3 slide. A 40-letter word in a
// headline, a card's title, a button or a badge breaks where it must: no page scrolls sideways on a phone, and on the
// page of long words no text runs out of its box, at the browser's text size or at 200 %. The extra menu link fits
// the header's row on a laptop, each link on one line and clear of the others, and the phone's drawer, all on the screen.
const site = photoSite();
const at = addressIn(site);
let browser: Browser;
useBrowser((launched) => (browser = launched));
const visit = pagePerContext(() => browser);

describe('long words at 390 px', () => {
  it.each(labelledRoutes(site))('$label does not scroll sideways', async ({ path }) => {
    const { page } = await visit(at(path), { viewport: PHONE, reducedMotion: 'reduce' });
    await waitForScrolledIn(page);
    expect(await sideways(page)).toBe(0);
  });

  it.each([
    { label: 'at the browser’s text size', doubled: false },
    { label: 'at 200 % text', doubled: true },
  ])('break inside their boxes on the page of long words $label', async ({ doubled }) => {
    const blank = await openPage(browser, 'about:blank', { viewport: PHONE, reducedMotion: 'reduce' });
    if (doubled) await doubleTextSize(blank.page);
    const { page } = await revisit(blank, at(LONG_WORDS_PAGE.route));
    await waitForScrolledIn(page);
    // The words are there to break: in the headline and in titles all down the page.
    expect(await page.locator('h1, h2, h3, .btn').filter({ hasText: LONG_WORD }).count()).toBeGreaterThan(5);
    expect(await sideways(page)).toBe(0);
    expect(await textOutOfItsBox(page)).toEqual([]);
    await page.context().close();
  });
});
/** The copy's menu: the site's own links and the one it adds. */
const labels = [...settings.navigation.map((link) => link.label), EXTRA_MENU_LINK.label];

/** Each of `elements`' boxes, the lines its text takes, and what it overlaps among the others. */
const placed = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements
      .filter((element) => element.checkVisibility())
      .map((element) => {
        // The lines its text takes (an icon beside it is no line of text).
        const tops = new Set<number>();
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
        }
        const lines = tops.size;
        const { left, right, top, bottom } = element.getBoundingClientRect();
        return { text: element.textContent!.trim(), left, right, top, bottom, lines };
      }),
  );

describe('a sixth menu link', () => {
  it('fits the header at 1280 px: every link on one line, inside the header, none over another', async () => {
    const { page, problems } = await visit(at(''), { viewport: DESKTOP });
    const header = await page
      .locator('[data-site-header] > div')
      .evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
    const menu = await placed(page, '[data-site-header] nav a');
    const items = [
      ...(await placed(page, '[data-site-header] > div > a')),
      ...menu,
      ...(await placed(page, '[data-site-header] > div button')),
    ];
    expect(menu.map((link) => link.text)).toEqual([...labels, settings.bookNow.label]);
    for (const item of items) {
      expect(item.lines, `${item.text} on one line`).toBe(1);
      expect(item.left, item.text).toBeGreaterThanOrEqual(header.left);
      expect(item.right, item.text).toBeLessThanOrEqual(header.right);
      const over = items.filter(
        (other) =>
          other !== item &&
          other.left < item.right - 1 &&
          other.right > item.left + 1 &&
          other.top < item.bottom &&
          other.bottom > item.top,
      );
      expect(
        over.map((other) => other.text),
        `over ${item.text}`,
      ).toEqual([]);
    }
    expect(await sideways(page)).toBe(0);
    expect(siteProblems(problems)).toEqual([]);
  });

  it('fits the phone’s drawer at 390 px: every link and the close button on the screen, no text out of its box', async () => {
    const { page, problems } = await visit(at(''), { viewport: PHONE, reducedMotion: 'reduce' });
    await page.getByRole('button', { name: settings.menu.open }).click();
    const drawer = page.getByRole('dialog', { name: settings.menu.title });
    await drawer.waitFor();
    const links = drawer.getByRole('link');
    expect(await links.allTextContents()).toEqual([...labels, settings.bookNow.label]);
    // Once the drawer has slid in, every link and the close button lie on the screen.
    const offScreen = () =>
      drawer.locator('a, button').evaluateAll((elements) =>
        elements
          .filter((element) => {
            const box = element.getBoundingClientRect();
            return box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth;
          })
          .map((element) => element.textContent || element.getAttribute('aria-label')),
      );
    await expect.poll(offScreen).toEqual([]);
    expect(await textOutOfItsBox(page)).toEqual([]);
    expect(siteProblems(problems)).toEqual([]);
  });
});
