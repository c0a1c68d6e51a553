import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { carouselIn, contentPage, settings as site } from './support/content.ts';
import {
  DESKTOP,
  useBrowser,
  openPage,
  pagePerContext,
  PHONE,
  sharedPage,
  waitForHydration,
} from './support/browser.ts';
import { addressIn, everySite, rootSite, type TestSite } from './support/sites.ts';

const lighthouse = await contentPage('/lighthouse');
const carousel = await carouselIn('/lighthouse');
const { total } = carousel;
const steps = lighthouse
  .elements('GuideStep')
  .map((step) => [String(step.props.id), String(step.props.title)] as const);
const agenda = lighthouse
  .elements('AgendaItem')
  .map((item) => [String(item.props.time), String(item.props.title)] as const);
const agendaBlock = lighthouse.element('AgendaAccordion');
const questions = lighthouse.elements('Card', lighthouse.element('Questions'));
const hero = lighthouse.element('Hero');

let browser: Browser;
useBrowser((launched) => (browser = launched));
/** The tests' pages, a new document each test. */
const visit = pagePerContext(() => browser);

/**
 * Each build's /lighthouse as it opens on a desktop, for the tests that only read it: one page per build, shared by
 * its carousel-pattern test and (the build at /) the reading tests of '/lighthouse', rather than one page per test.
 */
const lighthousePage = new Map(
  everySite().map((built) => [built.name, sharedPage(() => openPage(browser, addressIn(built)('lighthouse')))]),
);

/** The label of the dot marked current, e.g. "Show slide 1 of 5" (carousel.dotName). */
const currentDot = (page: Page) =>
  page.locator('[aria-roledescription="carousel"] button[aria-current="true"]').getAttribute('aria-label');

/** Waits until slide n is the one marked current and has come to rest in the carousel's window. */
async function expectSlide(page: Page, n: number) {
  await page.waitForFunction(
    ({ slideName, dotName }) => {
      const dot = document.querySelector('[aria-roledescription="carousel"] button[aria-current="true"]');
      const viewport = document.querySelector('.carousel-viewport')!.getBoundingClientRect();
      const slide = document
        .querySelector(`[aria-roledescription="slide"][aria-label="${slideName}"]`)!
        .getBoundingClientRect();
      return dot?.getAttribute('aria-label') === dotName && Math.abs(slide.left - viewport.left) < 2;
    },
    { slideName: carousel.slideName(n), dotName: carousel.dotName(n) },
  );
}

/** The built chunk that holds embla (found by an API name minifying keeps), e.g. embla-carousel.esm-XXXX.js. */
function emblaChunk(dir: string): string {
  const assets = join(dir, 'assets');
  const found = readdirSync(assets).filter(
    (file) => file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes('scrollSnapList'),
  );
  expect(found).toHaveLength(1);
  return found[0]!;
}

/** The page's address in a build, and whether a page's requests fetched that build's embla chunk. */
function lighthouseIn(built: TestSite) {
  const embla = emblaChunk(built.dir);
  return {
    at: addressIn(built),
    fetchedEmbla: (requests: { url: string }[]) =>
      requests.some((request) => new URL(request.url).pathname.endsWith(`/${embla}`)),
  };
}

describe.each(everySite())('/lighthouse built for $base', (built) => {
  const { at, fetchedEmbla } = lighthouseIn(built);
  const readPage = lighthousePage.get(built.name)!;

  describe('carousel', () => {
    it('follows the WAI-ARIA carousel pattern with every slide the page lists, sized and described', async () => {
      const { page } = await readPage();
      await waitForHydration(page);
      const region = page.getByRole('region', { name: carousel.label });
      expect(await region.getAttribute('aria-roledescription')).toBe('carousel');
      const slides = region.locator('[role="group"][aria-roledescription="slide"]');
      const numbers = carousel.slides.map((_, index) => index + 1);
      expect(await slides.evaluateAll((all) => all.map((slide) => slide.getAttribute('aria-label')))).toEqual(
        numbers.map(carousel.slideName),
      );
      const images = await region.locator('img').evaluateAll((all) =>
        all.map((img) => ({
          alt: img.getAttribute('alt'),
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          src: img.getAttribute('src'),
        })),
      );
      expect(images.map((image) => image.alt)).toEqual(carousel.slides.map((slide) => slide.alt));
      for (const image of images) {
        expect(Number(image.width), image.src!).toBeGreaterThan(0);
        expect(Number(image.height), image.src!).toBeGreaterThan(0);
        expect(image.src!.startsWith(built.base)).toBe(true);
        expect((await fetch(new URL(image.src!, built.url))).status).toBe(200);
      }
      for (const n of numbers)
        expect(await region.getByRole('button', { name: carousel.dotName(n), exact: true }).count()).toBe(1);
      expect(await currentDot(page)).toBe(carousel.dotName(1));
    });

    it.each([PHONE, DESKTOP])(
      'loads embla only when the carousel comes near the screen, then turns (%o)',
      async (viewport) => {
        const { page, requests } = await visit(at('lighthouse'), { viewport });
        await waitForHydration(page);
        // A first visit at the top of the page does not fetch the carousel's code.
        expect(fetchedEmbla(requests)).toBe(false);
        const region = page.getByRole('region', { name: carousel.label });
        // Scrolled to, without touching it: embla loads on approach and the carousel works.
        await page.evaluate(() =>
          document.querySelector('[aria-roledescription="carousel"]')!.scrollIntoView({ block: 'center' }),
        );
        await expect.poll(() => fetchedEmbla(requests)).toBe(true);
        await region.getByRole('button', { name: site.carousel.next }).click();
        await expectSlide(page, 2);
      },
    );
  });
});

describe('/lighthouse', () => {
  const built = rootSite();
  const { at, fetchedEmbla } = lighthouseIn(built);
  const readPage = lighthousePage.get(built.name)!;

  it('hero button scrolls to the step-by-step section', async () => {
    const { page } = await visit(at('lighthouse'));
    await waitForHydration(page);
    await page.getByRole('link', { name: lighthouse.buttonTo('#steps', hero) }).click();
    await page.waitForFunction(() => Math.abs(document.getElementById('steps')!.getBoundingClientRect().top) < 100);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    expect(page.url()).toBe(at('lighthouse#steps'));
  });

  it('explains why Lighthouse Homes', async () => {
    const { page } = await readPage();
    const [why] = lighthouse.headings(2, lighthouse.section('why'));
    expect(await page.locator('#why').getByRole('heading', { level: 2, name: why, exact: true }).isVisible()).toBe(
      true,
    );
  });

  describe('carousel', () => {
    it('a dot pressed before embla has loaded shows its slide once it has', async () => {
      const { page, requests } = await visit(at('lighthouse'));
      await waitForHydration(page);
      expect(fetchedEmbla(requests)).toBe(false);
      // A click event with no scrolling or pointer first (as assistive technology may send): embla is not there yet.
      const n = total - 1;
      await page.evaluate(
        (name) => document.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!.click(),
        carousel.dotName(n),
      );
      await page.locator('[aria-roledescription="carousel"]').scrollIntoViewIfNeeded();
      await expectSlide(page, n);
      expect(fetchedEmbla(requests)).toBe(true);
      expect(await page.locator('[aria-live="polite"]').textContent()).toBe(carousel.announcement(n));
    });

    it('under reduced motion turns to the next slide at once, without gliding', async () => {
      const { page } = await visit(at('lighthouse'), { reducedMotion: 'reduce' });
      await waitForHydration(page);
      await page.getByRole('region', { name: carousel.label }).scrollIntoViewIfNeeded();
      await page.locator('fg-island[module="Carousel"][hydrated]').waitFor({ state: 'attached' });
      // Two frames after the press: a glide (embla's default) is still under way, a jump has landed.
      const offset = await page.evaluate(
        ({ next, second }) =>
          new Promise<number>((done) => {
            document.querySelector<HTMLButtonElement>(`button[aria-label="${next}"]`)!.click();
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                const viewport = document.querySelector('.carousel-viewport')!.getBoundingClientRect();
                done(
                  Math.abs(
                    document
                      .querySelector(`[aria-roledescription="slide"][aria-label="${second}"]`)!
                      .getBoundingClientRect().left - viewport.left,
                  ),
                );
              }),
            );
          }),
        { next: site.carousel.next, second: carousel.slideName(2) },
      );
      expect(offset).toBeLessThan(2);
    });

    it('next and previous wrap around in both directions', async () => {
      const { page } = await visit(at('lighthouse'));
      await waitForHydration(page);
      const region = page.getByRole('region', { name: carousel.label });
      await region.scrollIntoViewIfNeeded();
      await region.getByRole('button', { name: site.carousel.previous }).click();
      await expectSlide(page, total);
      await region.getByRole('button', { name: site.carousel.next }).click();
      await expectSlide(page, 1);
      await region.getByRole('button', { name: site.carousel.next }).click();
      await expectSlide(page, 2);
    });

    it('a dot shows its slide and becomes the current one', async () => {
      const { page } = await visit(at('lighthouse'));
      await waitForHydration(page);
      const region = page.getByRole('region', { name: carousel.label });
      await region.getByRole('button', { name: carousel.dotName(total - 1) }).click();
      await expectSlide(page, total - 1);
      expect(await region.locator('button[aria-current="true"]').count()).toBe(1);
    });

    it('arrow keys turn it from the keyboard', async () => {
      const { page } = await visit(at('lighthouse'));
      await waitForHydration(page);
      const region = page.getByRole('region', { name: carousel.label });
      await region.getByRole('button', { name: carousel.dotName(1) }).focus();
      await page.keyboard.press('ArrowLeft');
      await expectSlide(page, total);
      expect(await region.locator('[aria-live="polite"]').textContent()).toBe(carousel.announcement(total));
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
      // Every address each slide's picture may be drawn from: its <img>, and a photo's copies in its <picture>.
      const slides = await page.$$eval('[aria-roledescription="slide"] img', (images) =>
        images.map((image) => {
          const sets = [image, ...(image.parentElement?.querySelectorAll('source') ?? [])].map(
            (element) => element.getAttribute('srcset') ?? '',
          );
          const listed = sets
            .flatMap((set) => set.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!))
            .filter(Boolean);
          return [image.getAttribute('src')!, ...listed].map((address) => new URL(address, location.href).href);
        }),
      );
      const slideBox = () => page.locator('[aria-roledescription="slide"]').first().boundingBox();
      const fetched = () => slides.filter((addresses) => requests.some((request) => addresses.includes(request.url)));
      expect(slides).toHaveLength(total);
      expect(fetched(), 'no slide’s picture with the first load').toEqual([]);
      const heldPlace = await slideBox();

      await page.locator('[aria-roledescription="carousel"]').scrollIntoViewIfNeeded();
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('[aria-roledescription="slide"] img')].every(
          (image) => image.complete && image.naturalWidth > 0,
        ),
      );
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
    // Its words, then what a screen reader hears of a new tab.
    expect(await link.textContent()).toContain(lighthouse.buttonTo(site.links.reflectionArticle));
  });

  describe('step-by-step guide', () => {
    it('has the steps in order, each at its own stable anchor', async () => {
      const { page } = await readPage();
      const found = await page
        .locator('#steps article[id]')
        .evaluateAll((all) => all.map((step) => [step.id, step.querySelector('h3')!.textContent!]));
      expect(found.map(([id]) => id)).toEqual(steps.map(([id]) => id));
      for (const [index, [, title]] of steps.entries()) expect(found[index]![1]).toContain(title);
    });

    it.each(steps)('a shared link to #%s opens with that step just below the header', async (id) => {
      const { page } = await visit(at(`lighthouse#${id}`));
      await waitForHydration(page);
      // 80 px: the header's 64 px and a little air (scroll-padding-top: 5rem). Nothing on the page moves
      // after the browser has scrolled to the step (sections fade with opacity only), so it stays there.
      await page.waitForFunction(
        (id) => Math.abs(document.getElementById(id)!.getBoundingClientRect().top - 80) < 2,
        id,
      );
      // Once its section has faded in and no transition is running, the step is still there.
      await page.waitForFunction(
        (id) =>
          document.getElementById(id)!.closest<HTMLElement>('.fade-in')!.dataset.fade === 'shown' &&
          document.getAnimations().every((animation) => animation.playState !== 'running'),
        id,
      );
      expect(
        Math.abs((await page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, id)) - 80),
      ).toBeLessThan(2);
    });

    it('each step links to itself', async () => {
      const { page } = await visit(at('lighthouse'));
      await waitForHydration(page);
      for (const [id] of steps) {
        expect(await page.locator(`#${id} a[href="#${id}"]`).count()).toBe(1);
      }
      const [third] = steps[2]!;
      await page.locator(`#${third} a[href="#${third}"]`).click();
      await page.waitForFunction(
        (id) => Math.abs(document.getElementById(id)!.getBoundingClientRect().top - 80) < 2,
        third,
      );
      expect(page.url()).toBe(at(`lighthouse#${third}`));
    });

    it('prints cleanly: no header, hero picture, carousel or footer links; dark text; the guide and agenda in full', async () => {
      const { page } = await visit(at('lighthouse'));
      await waitForHydration(page);
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('header').first().isVisible()).toBe(false);
      expect(await page.locator('.carousel-controls').isVisible()).toBe(false);
      expect(await page.getByRole('region', { name: carousel.label }).isVisible()).toBe(false);
      expect(await page.locator('.hero img').isVisible()).toBe(false);
      // The footer's words print dark on the white page.
      const footerText = await page
        .locator('main footer p')
        .first()
        .evaluate((element) => getComputedStyle(element).color);
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
    it('lists the times of an evening, open, and folds and opens again by mouse and keyboard', async () => {
      const { page } = await visit(at('lighthouse'));
      await waitForHydration(page);
      const agendaBox = page.locator('details.agenda');
      const summary = agendaBox.locator('> summary');
      const isOpen = () => agendaBox.evaluate((details: HTMLDetailsElement) => details.open);
      expect(await summary.textContent()).toBe(agendaBlock.props.title);
      expect(await page.getByRole('heading', { level: 3, name: String(agendaBlock.props.title) }).count()).toBe(1);
      expect(await isOpen()).toBe(true);
      const rows = await page
        .locator('#steps li:has(time)')
        .evaluateAll((all) =>
          all.map((row) => [row.querySelector('time')!.textContent, row.querySelector('p')!.textContent]),
        );
      expect(rows).toEqual(agenda.map(([time, title]) => [time, title]));

      const chevronTurn = () => summary.evaluate((element) => getComputedStyle(element, '::after').rotate);
      // The chevron turns over when open (a short transition, so polled).
      await expect.poll(chevronTurn).toBe('180deg');
      await summary.click();
      expect(await isOpen()).toBe(false);
      expect(await page.getByText(agenda[0]![1], { exact: true }).isVisible()).toBe(false);
      await expect.poll(chevronTurn).toBe('none');
      await summary.click();
      expect(await isOpen()).toBe(true);
      expect(await page.getByText(agenda[0]![1], { exact: true }).isVisible()).toBe(true);

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
      expect(await page.getByText(agenda[0]![1], { exact: true }).isVisible()).toBe(false);
      await page.emulateMedia({ media: 'print' });
      for (const [, title] of agenda) expect(await page.getByText(title, { exact: true }).isVisible()).toBe(true);
    });
  });

  it('answers the questions parents ask', async () => {
    const { page } = await readPage();
    expect(await page.locator('#questions h3').allTextContents()).toEqual(
      questions.map((question) => question.props.title),
    );
  });

  it('ends with a footer of profile links that open in a new tab', async () => {
    const { page } = await readPage();
    const links = page.locator('main footer').last().getByRole('navigation').getByRole('link');
    const found = await links.evaluateAll((all) =>
      all.map((a) => ({ href: a.getAttribute('href'), target: a.getAttribute('target'), rel: a.getAttribute('rel') })),
    );
    expect(found).toEqual(
      site.links.profiles.map((profile) => ({ href: profile.url, target: '_blank', rel: 'noopener noreferrer' })),
    );
    expect(
      await page
        .locator('main > *')
        .last()
        .evaluate((element) => element.tagName),
    ).toBe('FOOTER');
  });

  it('reads fully without JavaScript: first picture, guide and agenda', async () => {
    const { page } = await visit(at('lighthouse'), { javaScript: false });
    expect(await page.getByRole('img', { name: carousel.slides[0]!.alt, exact: true }).isVisible()).toBe(true);
    expect(await page.locator(`#${steps.at(-1)![0]}`).isVisible()).toBe(true);
    expect(await page.getByText(agenda.at(-1)![1], { exact: true }).isVisible()).toBe(true);
  });
});
