import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, PHONE, useBrowser } from './support/browser.ts';
import { addressIn, rootSite } from './support/sites.ts';

// That every page, at both widths, fetches only the cut-down heading font and that it holds every character drawn in
// it is checked on requests.test.ts's first visit to each (support/heading-font.ts). Here, what happens past the cut.
// The same under any base path (foundation.test.ts loads every asset of the prefixed build): the root build.
const at = addressIn(rootSite());

let browser: Browser;
useBrowser((connected) => (browser = connected));

describe('a heading with a character no page had yet', () => {
  it('is still drawn in the heading font: the browser fetches the rest of it', async () => {
    const { page, requests } = await openPage(browser, at('/'), { viewport: PHONE });
    const fontsBefore = requests.filter((request) => request.resourceType === 'font').length;
    const loaded = await page.evaluate(async () => {
      const heading = Object.assign(document.createElement('h2'), {
        className: 'font-display',
        textContent: 'Ωmega & Straße',
      });
      document.querySelector('main')!.prepend(heading);
      await document.fonts.ready;
      const faces = await document.fonts.load('600 24px Fraunces', 'Ωß');
      return faces.map((face) => face.status);
    });
    expect(loaded).toContain('loaded');
    const fonts = requests
      .filter((request) => request.resourceType === 'font')
      .map((request) => new URL(request.url).pathname);
    expect(fonts.length).toBe(fontsBefore + 1);
    expect(fonts.at(-1)).not.toMatch(/-subset-/);
    await page.context().close();
  });
});
