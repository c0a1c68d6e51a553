import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { site } from '../../content/site.ts';
import { DESKTOP, useBrowser, openPage, pagePerContext, PHONE, sharedPage, waitForHydration } from './support/browser.ts';
import { addressIn, everySite, rootSite, type TestSite } from './support/sites.ts';

const steps = [
  ['gather-your-people', 'Gather your people'],
  ['set-the-table', 'Set the table'],
  ['spark-the-evening', 'Spark the evening'],
  ['share-the-glow', 'Share the glow'],
] as const;
const agenda = [
  ['00:00', 'Arrival and food'],
  ['00:15', 'Icebreaker'],
  ['00:35', 'Topic kick-off'],
  ['00:45', 'Nostalgia AI image'],
  ['01:15', 'Open share and demos'],
  ['01:40', 'Pass the torch and upload'],
] as const;

let browser: Browser;
useBrowser((launched) => (browser = launched));
/** The tests' pages, a new document each test. */
const visit = pagePerContext(() => browser);

/**
 * Each build's /lighthouse as it opens on a desktop, for the tests that only read it: one page per build, shared by
 * its carousel-pattern test and (the build at /) the reading tests of '/lighthouse', rather than one page per test.
 */
const lighthousePage = new Map(everySite().map((built) => [built.name, sharedPage(() => openPage(browser, addressIn(built)('lighthouse')))]));

/** The label of the dot marked current, e.g. "Show slide 1 of 5". */
const currentDot = (page: Page) =>
  page.locator('[aria-roledescription="carousel"] button[aria-current="true"]').getAttribute('aria-label');

/** Waits until slide n is the one marked current and has come to rest in the carousel's window. */
async function expectSlide(page: Page, n: number) {
  await page.waitForFunction((n) => {
    const dot = document.querySelector('[aria-roledescription="carousel"] button[aria-current="true"]');
    const viewport = document.querySelector('.carousel-viewport')!.getBoundingClientRect();
    const slide = document.querySelector(`[aria-roledescription="slide"][aria-label="${n} of 5"]`)!.getBoundingClientRect();
    return dot?.getAttribute('aria-label') === `Show slide ${n} of 5` && Math.abs(slide.left - viewport.left) < 2;
  }, n);
}

/** The built chunk that holds embla (found by an API name minifying keeps), e.g. embla-carousel.esm-XXXX.js. */
function emblaChunk(dir: string): string {
  const assets = join(dir, 'assets');
  const found = readdirSync(assets).filter((file) => file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes('scrollSnapList'));
  expect(found).toHaveLength(1);
  return found[0]!;
}

/** The page's address in a build, and whether a page's requests fetched that build's embla chunk. */
function lighthouseIn(built: TestSite) {
  const embla = emblaChunk(built.dir);
  return {
    at: addressIn(built),
    fetchedEmbla: (requests: { url: string }[]) => requests.some((request) => new URL(request.url).pathname.endsWith(`/${embla}`)),
  };
}

describe.each(everySite())('/lighthouse built for $base', (built) => {
  const { at, fetchedEmbla } = lighthouseIn(built);
  const readPage = lighthousePage.get(built.name)!;

  describe('carousel', () => {
    it('follows the WAI-ARIA carousel pattern with five sized, described images', async () => {
      const { page } = await readPage();
      await waitForHydration(page);
      const region = page.getByRole('region', { name: 'Moments from a Lighthouse Homes evening' });
      expect(await region.getAttribute('aria-roledescription')).toBe('carousel');
      const slides = region.locator('[role="group"][aria-roledescription="slide"]');
      expect(await slides.evaluateAll((all) => all.map((slide) => slide.getAttribute('aria-label')))).toEqual([
        '1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5',
      ]);
      const images = await region.locator('img').evaluateAll((all) =>
        all.map((img) => ({ alt: img.getAttribute('alt'), width: img.getAttribute('width'), height: img.getAttribute('height'), src: img.getAttribute('src') })),
      );
      expect(images).toHaveLength(5);
      for (const image of images) {
        expect(image.alt!.length).toBeGreaterThan(20);
        expect(image).toMatchObject({ width: '1200', height: '800' });
        expect(image.src!.startsWith(built.base)).toBe(true);
        expect((await fetch(new URL(image.src!, built.url))).status).toBe(200);
      }
      expect(await region.getByRole('button', { name: /^Show slide \d of 5$/ }).count()).toBe(5);
      expect(await currentDot(page)).toBe('Show slide 1 of 5');
    });

    it.each([PHONE, DESKTOP])('loads embla only when the carousel comes near the screen, then turns (%o)', async (viewport) => {
      const { page, requests } = await visit(at('lighthouse'), { viewport });
      await waitForHydration(page);
      // A first visit at the top of the page does not fetch the carousel's code.
      expect(fetchedEmbla(requests)).toBe(false);
      const region = page.getByRole('region', { name: 'Moments from a Lighthouse Homes evening' });
      // Scrolled to, without touching it: embla loads on approach and the carousel works.
      await page.evaluate(() => document.querySelector('[aria-roledescription="carousel"]')!.scrollIntoView({ block: 'center' }));
      await expect.poll(() => fetchedEmbla(requests)).toBe(true);
      await region.getByRole('button', { name: 'Next slide' }).click();
      await expectSlide(page, 2);
    });
  });
});

describe('/lighthouse', () => {
  const built = rootSite();
  const { at, fetchedEmbla } = lighthouseIn(built);
  const readPage = lighthousePage.get(built.name)!;

  it('hero button scrolls to the step-by-step section', async () => {
    const { page } = await visit(at('lighthouse'));
    await waitForHydration(page);
    await page.locator('main a[href="#steps"]').first().click();
    await page.waitForFunction(() => Math.abs(document.getElementById('steps')!.getBoundingClientRect().top) < 100);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    expect(page.url()).toBe(at('lighthouse#steps'));
  });

  it('explains why Lighthouse Homes', async () => {
    const { page } = await readPage();
    expect(await page.getByRole('heading', { level: 2, name: 'Why Lighthouse Homes' }).isVisible()).toBe(true);
  });

  describe('carousel', () => {
    it('a dot pressed before embla has loaded shows its slide once it has', async () => {
      const { page, requests } = await visit(at('lighthouse'));
      await waitForHydration(page);
      expect(fetchedEmbla(requests)).toBe(false);
      // A click event with no scrolling or pointer first (as assistive technology may send): embla is not there yet.
      await page.evaluate(() => document.querySelector<HTMLButtonElement>('button[aria-label="Show slide 4 of 5"]')!.click());
      await page.locator('[aria-roledescription="carousel"]').scrollIntoViewIfNeeded();
      await expectSlide(page, 4);
      expect(fetchedEmbla(requests)).toBe(true);
      expect(await page.locator('[aria-live="polite"]').textContent()).toMatch(/^Slide 4 of 5: /);
    });

    it('under reduced motion turns to the next slide at once, without gliding', async () => {
      const { page } = await visit(at('lighthouse'), { reducedMotion: 'reduce' });
      await waitForHydration(page);
      await page.getByRole('region', { name: 'Moments from a Lighthouse Homes evening' }).scrollIntoViewIfNeeded();
      await page.locator('fg-island[name="Carousel"][hydrated]').waitFor({ state: 'attached' });
      // Two frames after the press: a glide (embla's default) is still under way, a jump has landed.
      const offset = await page.evaluate(
        () =>
          new Promise<number>((done) => {
            document.querySelector<HTMLButtonElement>('button[aria-label="Next slide"]')!.click();
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                const viewport = document.querySelector('.carousel-viewport')!.getBoundingClientRect();
                done(Math.abs(document.querySelector('[aria-roledescription="slide"][aria-label="2 of 5"]')!.getBoundingClientRect().left - viewport.left));
              }),
            );
          }),
      );
      expect(offset).toBeLessThan(2);
    });

    it('next and previous wrap around in both directions', async () => {
      const { page } = await visit(at('lighthouse'));
      await waitForHydration(page);
      const region = page.getByRole('region', { name: 'Moments from a Lighthouse Homes evening' });
      await region.scrollIntoViewIfNeeded();
      await region.getByRole('button', { name: 'Previous slide' }).click();
      await expectSlide(page, 5);
      await region.getByRole('button', { name: 'Next slide' }).click();
      await expectSlide(page, 1);
      await region.getByRole('button', { name: 'Next slide' }).click();
      await expectSlide(page, 2);
    });

    it('a dot shows its slide and becomes the current one', async () => {
      const { page } = await visit(at('lighthouse'));
      await waitForHydration(page);
      const region = page.getByRole('region', { name: 'Moments from a Lighthouse Homes evening' });
      await region.getByRole('button', { name: 'Show slide 4 of 5' }).click();
      await expectSlide(page, 4);
      expect(await region.locator('button[aria-current="true"]').count()).toBe(1);
    });

    it('arrow keys turn it from the keyboard', async () => {
      const { page } = await visit(at('lighthouse'));
      await waitForHydration(page);
      const region = page.getByRole('region', { name: 'Moments from a Lighthouse Homes evening' });
      await region.getByRole('button', { name: 'Show slide 1 of 5' }).focus();
      await page.keyboard.press('ArrowLeft');
      await expectSlide(page, 5);
      expect(await region.locator('[aria-live="polite"]').textContent()).toMatch(/^Slide 5 of 5: Families gathered around a lantern/);
      await page.keyboard.press('ArrowRight');
      await expectSlide(page, 1);
      await page.keyboard.press('ArrowRight');
      await expectSlide(page, 2);
    });

    it('swipes on a phone without the page scrolling sideways', async () => {
      const { page } = await visit(at('lighthouse'), { viewport: PHONE });
      await waitForHydration(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    });

    it('leaves its pictures out of a phone’s first load, and brings them all as it nears the screen', async () => {
      const { page, requests } = await visit(at('lighthouse'), { viewport: PHONE });
      await waitForHydration(page);
      const slides = await page.$$eval('[aria-roledescription="slide"] img', (images) => images.map((image) => new URL(image.getAttribute('src')!, location.href).href));
      const slideBox = () => page.locator('[aria-roledescription="slide"]').first().boundingBox();
      const fetched = () => slides.filter((src) => requests.some((request) => request.url === src));
      expect(slides).toHaveLength(5);
      expect(fetched(), 'no slide’s picture with the first load').toEqual([]);
      const heldPlace = await slideBox();

      await page.locator('[aria-roledescription="carousel"]').scrollIntoViewIfNeeded();
      await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('[aria-roledescription="slide"] img')].every((image) => image.complete && image.naturalWidth > 0));
      expect(fetched()).toEqual(slides);
      // The slide held its picture's place while undrawn: nothing below it moved when it was drawn.
      expect((await slideBox())!.height).toBeCloseTo(heldPlace!.height, 0);
    });
  });

  it('links to the reflection article in a new tab', async () => {
    const { page } = await readPage();
    const link = page.locator(`main a[href="${site.links.reflectionArticle}"]`);
    expect(await link.count()).toBe(1);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await link.textContent()).toMatch(/reflection/i);
  });

  describe('four-step guide', () => {
    it('has the four steps in order, each at its own stable anchor', async () => {
      const { page } = await readPage();
      const found = await page.locator('#steps article[id]').evaluateAll((all) =>
        all.map((step) => [step.id, step.querySelector('h3')!.textContent!.replace(/^Step \d: /, '').replace('Link to this step', '').trim()]),
      );
      expect(found).toEqual(steps.map(([id, title]) => [id, title]));
    });

    it.each(steps)('a shared link to #%s opens with that step just below the header', async (id) => {
      const { page } = await visit(at(`lighthouse#${id}`));
      await waitForHydration(page);
      // 80 px: the header's 64 px and a little air (scroll-padding-top: 5rem). Nothing on the page moves
      // after the browser has scrolled to the step (sections fade with opacity only), so it stays there.
      await page.waitForFunction((id) => Math.abs(document.getElementById(id)!.getBoundingClientRect().top - 80) < 2, id);
      // Once its section has faded in and no transition is running, the step is still there.
      await page.waitForFunction(
        (id) =>
          document.getElementById(id)!.closest<HTMLElement>('.fade-in')!.dataset.fade === 'shown' &&
          document.getAnimations().every((animation) => animation.playState !== 'running'),
        id,
      );
      expect(Math.abs((await page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, id)) - 80)).toBeLessThan(2);
    });

    it('each step links to itself', async () => {
      const { page } = await visit(at('lighthouse'));
      await waitForHydration(page);
      for (const [id] of steps) {
        expect(await page.locator(`#${id} a[href="#${id}"]`).count()).toBe(1);
      }
      await page.locator('#spark-the-evening a[href="#spark-the-evening"]').click();
      await page.waitForFunction(() => Math.abs(document.getElementById('spark-the-evening')!.getBoundingClientRect().top - 80) < 2);
      expect(page.url()).toBe(at('lighthouse#spark-the-evening'));
    });

    it('prints cleanly: no header, hero picture, carousel or footer links; dark text; the guide and agenda in full', async () => {
      const { page } = await visit(at('lighthouse'));
      await waitForHydration(page);
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('header').first().isVisible()).toBe(false);
      expect(await page.locator('.carousel-controls').isVisible()).toBe(false);
      expect(await page.getByRole('region', { name: 'Moments from a Lighthouse Homes evening' }).isVisible()).toBe(false);
      expect(await page.locator('.hero img').isVisible()).toBe(false);
      // The footer's words print dark on the white page.
      const footerText = await page.locator('main footer p').first().evaluate((element) => getComputedStyle(element).color);
      expect(footerText).toBe('rgb(24, 34, 59)');
      expect(await page.locator('main footer nav').isVisible()).toBe(false);
      for (const [id] of steps) expect(await page.locator(`#${id}`).isVisible()).toBe(true);
      for (const [, title] of agenda) expect(await page.getByText(title, { exact: true }).isVisible()).toBe(true);
      const pdf = await page.pdf({ format: 'A4' });
      expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
      await page.emulateMedia({ media: 'screen' });
      expect(await page.locator('header').first().isVisible()).toBe(true);
    });
  });

  describe('sample agenda', () => {
    it('lists the six times of an evening of about 2 hours, open, and folds and opens again by mouse and keyboard', async () => {
      const { page } = await visit(at('lighthouse'));
      await waitForHydration(page);
      const agendaBox = page.locator('details.agenda');
      const summary = agendaBox.locator('> summary');
      const isOpen = () => agendaBox.evaluate((details: HTMLDetailsElement) => details.open);
      expect(await summary.textContent()).toBe('Sample agenda (about 2 hours)');
      expect(await page.getByRole('heading', { level: 3, name: 'Sample agenda (about 2 hours)' }).count()).toBe(1);
      expect(await isOpen()).toBe(true);
      const rows = await page.locator('#steps li:has(time)').evaluateAll((all) =>
        all.map((row) => [row.querySelector('time')!.textContent, row.querySelector('p')!.textContent]),
      );
      expect(rows).toEqual(agenda.map(([time, title]) => [time, title]));

      const chevronTurn = () => summary.evaluate((element) => getComputedStyle(element, '::after').rotate);
      // The chevron turns over when open (a short transition, so polled).
      await expect.poll(chevronTurn).toBe('180deg');
      await summary.click();
      expect(await isOpen()).toBe(false);
      expect(await page.getByText('Arrival and food', { exact: true }).isVisible()).toBe(false);
      await expect.poll(chevronTurn).toBe('none');
      await summary.click();
      expect(await isOpen()).toBe(true);
      expect(await page.getByText('Arrival and food', { exact: true }).isVisible()).toBe(true);

      await summary.focus();
      await page.keyboard.press('Enter');
      expect(await isOpen()).toBe(false);
      await page.keyboard.press('Space');
      expect(await isOpen()).toBe(true);
    });

    it('folds and opens without JavaScript too, and prints in full even when folded', async () => {
      const { page } = await visit(at('lighthouse'), { javaScript: false });
      const summary = page.locator('details.agenda > summary');
      await summary.click();
      expect(await page.getByText('Arrival and food', { exact: true }).isVisible()).toBe(false);
      await page.emulateMedia({ media: 'print' });
      for (const [, title] of agenda) expect(await page.getByText(title, { exact: true }).isVisible()).toBe(true);
    });
  });

  it('answers the three questions parents ask', async () => {
    const { page } = await readPage();
    const questions = page.locator('#questions h3');
    const texts = await questions.allTextContents();
    expect(texts).toHaveLength(3);
    expect(texts[0]).toMatch(/techie/i);
    expect(texts[1]).toMatch(/screen time/i);
    expect(texts[2]).toMatch(/language/i);
  });

  it('ends with a footer of profile links that open in a new tab', async () => {
    const { page } = await readPage();
    const links = page.locator('main footer').last().getByRole('navigation').getByRole('link');
    const found = await links.evaluateAll((all) =>
      all.map((a) => ({ href: a.getAttribute('href'), target: a.getAttribute('target'), rel: a.getAttribute('rel') })),
    );
    expect(found).toEqual(site.links.profiles.map((profile) => ({ href: profile.url, target: '_blank', rel: 'noopener noreferrer' })));
    expect(await page.locator('main > *').last().evaluate((element) => element.tagName)).toBe('FOOTER');
  });

  it('reads fully without JavaScript: first picture, guide and agenda', async () => {
    const { page } = await visit(at('lighthouse'), { javaScript: false });
    expect(await page.getByRole('img', { name: /arriving at a front door/ }).isVisible()).toBe(true);
    expect(await page.locator('#share-the-glow').isVisible()).toBe(true);
    expect(await page.getByText('Pass the torch and upload', { exact: true }).isVisible()).toBe(true);
  });
});
