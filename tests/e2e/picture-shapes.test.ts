import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { site as settings } from '../../content/site.ts';
import { objectPosition, parseFocalPoint } from '../../src/lib/focal-point.ts';
import { DESKTOP, pagePerContext, PHONE, siteProblems, useBrowser } from './support/browser.ts';
import { CARDS_PAGE } from './support/cards-with-pictures.ts';
import { carouselSlides, type WrittenSlide } from './support/carousel-slides.ts';
import { addressIn, photoSite } from './support/sites.ts';
import { SHAPED_PAGE, SHAPED_SLIDE } from './support/slide-of-another-shape.ts';

// Pictures of any shape side by side: on the copy of the project whose third slide is a phone's 4:3 photo among 3:2
// drawings (support/slide-of-another-shape.ts), every slide keeps the carousel's one height as it turns, the photo
// cropped around the focus its slide gives, and the viewer shows it whole; in a row of cards whose pictures differ in
// shape (support/cards-with-pictures.ts), every picture has one height and the copy under them starts level.
const site = photoSite();
/** The copy's project folder: the site is built into its dist/. */
const project = path.dirname(site.dir);
let browser: Browser;
useBrowser((launched) => (browser = launched));
const visit = pagePerContext(() => browser);
let slides: WrittenSlide[];
beforeAll(async () => {
  slides = await carouselSlides(project, SHAPED_PAGE.file);
});

const slideBoxes = (page: Page) =>
  page.locator('[aria-roledescription="slide"]').evaluateAll((all) =>
    all.map((slide) => {
      const image = slide.querySelector('img')!;
      const box = slide.getBoundingClientRect();
      const drawn = image.getBoundingClientRect();
      return {
        height: box.height,
        fills: Math.abs(drawn.width - box.width) < 1 && Math.abs(drawn.height - box.height) < 1,
      };
    }),
  );
const viewportHeight = (page: Page) =>
  page.locator('.carousel-viewport').evaluate((element) => element.getBoundingClientRect().height);
const currentDot = (page: Page) =>
  page
    .locator('.carousel-dot')
    .evaluateAll((dots) => dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true'));

async function carouselReady(page: Page) {
  await page.locator('.carousel').evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.locator('fg-island[module="Carousel"][hydrated]').waitFor({ state: 'attached' });
}

describe.each([
  { label: '390 px', viewport: PHONE },
  { label: '1280 px', viewport: DESKTOP },
])('a carousel of pictures of different shapes at $label', ({ viewport }) => {
  it('keeps every slide at one height as it turns through all of them, each picture filling its slide', async () => {
    const { page, problems } = await visit(addressIn(site)(SHAPED_PAGE.route), { viewport, reducedMotion: 'reduce' });
    await carouselReady(page);
    expect(slides.map((slide) => slide.src)).toContain(SHAPED_SLIDE);
    expect(await page.locator('[aria-roledescription="slide"]').count()).toBe(slides.length);
    const height = await viewportHeight(page);
    expect(height).toBeGreaterThan(0);
    for (let turn = 0; turn < slides.length; turn++) {
      expect(await currentDot(page)).toBe(turn);
      // The slide being shown has its picture, drawn.
      const shown = page.locator('[aria-roledescription="slide"]').nth(turn).locator('img');
      await expect
        .poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true);
      for (const box of await slideBoxes(page)) {
        expect(box.height).toBeCloseTo(height, 0);
        expect(box.fills).toBe(true);
      }
      expect(await viewportHeight(page)).toBeCloseTo(height, 0);
      await page.getByRole('button', { name: settings.carousel.next }).click();
      await expect.poll(() => currentDot(page)).toBe((turn + 1) % slides.length);
    }
    expect(siteProblems(problems)).toEqual([]);
  });

  it('crops the picture of another shape around the focus its slide gives, and the viewer shows it whole', async () => {
    const { page } = await visit(addressIn(site)(SHAPED_PAGE.route), { viewport, reducedMotion: 'reduce' });
    await carouselReady(page);
    const index = slides.findIndex((slide) => slide.src === SHAPED_SLIDE);
    const focus = slides[index]!.focus;
    expect(focus).toBeDefined();
    await page.locator('.carousel-dot').nth(index).click();
    await expect.poll(() => currentDot(page)).toBe(index);
    const image = page.locator('[aria-roledescription="slide"]').nth(index).locator('img');
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
      .toBe(true);
    const slide = await image.evaluate((element: HTMLImageElement) => {
      const box = element.getBoundingClientRect();
      return {
        frame: box.width / box.height,
        picture: element.naturalWidth / element.naturalHeight,
        position: getComputedStyle(element).objectPosition,
        fit: getComputedStyle(element).objectFit,
      };
    });
    // Another shape than the carousel's, or nothing here was cropped.
    expect(Math.abs(slide.picture - slide.frame)).toBeGreaterThan(0.05);
    expect(slide.fit).toBe('cover');
    expect(slide.position).toBe(objectPosition(parseFocalPoint(focus!)!));

    await page.locator('[aria-roledescription="slide"]').nth(index).locator('a[data-opens-viewer]').click();
    const large = page.getByRole('dialog').locator('img');
    await expect
      .poll(() => large.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
      .toBe(true);
    const viewer = await large.evaluate((element: HTMLImageElement) => {
      const box = element.getBoundingClientRect();
      return {
        box: box.width / box.height,
        picture: element.naturalWidth / element.naturalHeight,
        inside: box.left >= 0 && box.top >= 0 && box.right <= innerWidth && box.bottom <= innerHeight,
      };
    });
    expect(viewer.box).toBeCloseTo(viewer.picture, 2);
    expect(viewer.picture).toBeCloseTo(slide.picture, 2);
    expect(viewer.inside).toBe(true);
  });
});

describe.each([
  { label: '390 px', viewport: PHONE, sideBySide: false },
  { label: '1280 px', viewport: DESKTOP, sideBySide: true },
])('cards with pictures of different shapes at $label', ({ viewport, sideBySide }) => {
  it('give every picture the card’s width and one height, so the copy under them starts level', async () => {
    const { page, problems } = await visit(addressIn(site)(CARDS_PAGE.route), { viewport, reducedMotion: 'reduce' });
    const cards = await page.locator('.card').evaluateAll((all) =>
      all.map((card) => {
        const image = card.querySelector('img')!;
        const body = card.querySelector('.card-body')!.getBoundingClientRect();
        const picture = image.getBoundingClientRect();
        const copy = [...card.querySelectorAll('.card-body p')]
          .find((paragraph) => !paragraph.querySelector('img'))!
          .getBoundingClientRect();
        return {
          width: picture.width,
          height: picture.height,
          bodyWidth: body.width,
          top: picture.top,
          copyTop: copy.top,
          ratio: image.naturalWidth / image.naturalHeight,
        };
      }),
    );
    expect(cards.length).toBeGreaterThan(1);
    // The pictures differ in shape, or nothing here was trimmed.
    expect(new Set(cards.map((card) => card.ratio.toFixed(2))).size).toBeGreaterThan(1);
    for (const card of cards) {
      expect(card.width).toBeCloseTo(card.bodyWidth, 0);
      expect(card.height).toBeCloseTo(cards[0]!.height, 0);
      // Side by side, the pictures and the copy under them line up across the row.
      if (sideBySide) {
        expect(card.top).toBeCloseTo(cards[0]!.top, 0);
        expect(card.copyTop).toBeCloseTo(cards[0]!.copyTop, 0);
      }
    }
    expect(siteProblems(problems)).toEqual([]);
  });
});
