import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PROSE_PHOTO_ALT } from '../../tools/fixtures/photo-project.ts';
import { axeViolations } from './support/axe.ts';
import { DESKTOP, pagePerContext, PHONE, useBrowser } from './support/browser.ts';
import { addressIn, photoSite, rootSite } from './support/sites.ts';
import { carouselIn, settings } from './support/content.ts';

// A photo opens large: the carousel's slides (drawings on the site as it is, a camera photo first in the photo
// copy) and a Markdown photo in the copy (the photo copy of the project).
const root = addressIn(rootSite());
const photos = addressIn(photoSite());
let browser: Browser;
useBrowser((launched) => (browser = launched));
/** The tests' pages, a new document each test. */
const visit = pagePerContext(() => browser);

const carousel = await carouselIn('/lighthouse');
/** A pattern for a dialog named by slide n's alt text (its name starts with it). */
const namedForSlide = (n: number) =>
  new RegExp(`^${carousel.slides[n - 1]!.alt.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const dialog = (page: Page) => page.getByRole('dialog');
const dialogName = (page: Page) =>
  dialog(page).evaluate((element) => document.getElementById(element.getAttribute('aria-labelledby')!)!.textContent);
const slideLink = (page: Page, n: number) =>
  page.locator('.carousel [aria-roledescription="slide"] a[data-opens-viewer]').nth(n - 1);
const proseLink = (page: Page) => page.locator('fg-island[module="ZoomablePhoto"] a[data-opens-viewer]');

/** Scrolls the carousel in and waits for its island (woken on sight). */
async function carouselReady(page: Page) {
  await page.locator('.carousel').evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.locator('fg-island[module="Carousel"][hydrated]').waitFor({ state: 'attached' });
}

/** Two animation frames: long enough for a wheel's scroll to have moved the page, if anything let it. */
const frames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** A finger (or two) on the touch screen, as Chromium's input sends it: real touch, pointer and gesture events. */
async function touch(page: Page, steps: { x: number; y: number }[][]) {
  const cdp = await page.context().newCDPSession(page);
  const [first, ...rest] = steps;
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: first!.map((point, id) => ({ ...point, id })),
  });
  for (const points of rest)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: points.map((point, id) => ({ ...point, id })),
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/**
 * The moments of a double tap or click, in seconds since 1970 as input events carry them: down, up, down, up,
 * 50 ms apart, as a phone's screen or a mouse stamps them. Chromium gives each event the time it is sent with,
 * so a busy test machine, slow to deliver the four, does not turn one double tap into two single ones (the
 * viewer reads the events' timeStamp, as it does on a slow phone).
 */
const doubleTimes = () => {
  const start = Date.now() / 1000;
  return [0, 0.05, 0.1, 0.15].map((offset) => start + offset);
};

/** One finger tapping twice at a point, as Chromium's input sends it. */
async function doubleTap(page: Page, point: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  const [down1, up1, down2, up2] = doubleTimes();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point], timestamp: down1 });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: up1 });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point], timestamp: down2 });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: up2 });
  await cdp.detach();
}

/** A double click of the mouse's main button at a point, as Chromium's input sends it (clicks counted 1, 2). */
async function doubleClick(page: Page, point: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  const [down1, up1, down2, up2] = doubleTimes();
  const mouse = { ...point, button: 'left' } as const;
  await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', ...point, timestamp: down1 });
  await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...mouse, clickCount: 1, timestamp: down1 });
  await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...mouse, clickCount: 1, timestamp: up1 });
  await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...mouse, clickCount: 2, timestamp: down2 });
  await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...mouse, clickCount: 2, timestamp: up2 });
  await cdp.detach();
}

/** How far the open photo is moved sideways from the middle, in CSS pixels. */
const shiftOf = (page: Page) =>
  dialog(page)
    .locator('img')
    .evaluate((img) => new DOMMatrix(getComputedStyle(img).transform).m41);

describe('a zoomed photo', () => {
  it('is swapped for a larger copy once zoomed past the pixels of the one shown, in the same box', async () => {
    const { page, problems, requests } = await visit(photos('lighthouse'), { viewport: DESKTOP });
    await proseLink(page).evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await proseLink(page).click();
    await dialog(page).waitFor();
    const img = dialog(page).locator('img');
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('[role="dialog"] img')?.complete);
    const shown = () =>
      img.evaluate((element: HTMLImageElement) => ({
        copy: element.currentSrc,
        width: element.offsetWidth,
        height: element.offsetHeight,
      }));
    // A 4:3 photo on a 1280 × 800 screen at one device pixel per CSS pixel: shown 1067 px wide, in the 1200 copy.
    const whole = await shown();
    expect(whole.copy).toMatch(/-1200\.(avif|webp|jpg)$/);
    const format = whole.copy.split('.').at(-1);
    // Zoomed 1.5 times, it needs 1600 px: the largest copy the build makes.
    await page.getByRole('button', { name: settings.photoViewer.zoomIn }).click();
    await expect.poll(() => requests.some((request) => request.url.endsWith(`-1600.${format}`))).toBe(true);
    await page.waitForFunction(() =>
      document.querySelector<HTMLImageElement>('[role="dialog"] img')?.currentSrc.includes('-1600.'),
    );
    const zoomed = await shown();
    expect(zoomed.copy).toBe(whole.copy.replace('-1200.', '-1600.'));
    // No jump: the picture keeps its box (the zoom is a transform on it).
    expect({ width: zoomed.width, height: zoomed.height }).toEqual({ width: whole.width, height: whole.height });
    // Zoomed further, there is no larger copy to ask for; zoomed back out, the sharper copy stays.
    await page.getByRole('button', { name: settings.photoViewer.zoomIn }).click();
    await page.getByRole('button', { name: settings.photoViewer.zoomOut }).click();
    await page.getByRole('button', { name: settings.photoViewer.zoomOut }).click();
    await expect.poll(() => dialog(page).locator('[data-zoom]').getAttribute('data-zoom')).toBe('1.00');
    expect((await shown()).copy).toBe(zoomed.copy);
    expect(
      requests.filter(
        (request) =>
          /-\d+\.(avif|webp|jpg)$/.test(request.url) &&
          !/-(1200|1600)\./.test(request.url) &&
          request.url.includes('camera-table'),
      ),
    ).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe.each([PHONE, DESKTOP])('photos that open large at %o', (viewport) => {
  it('by mouse: a slide opens in a dialog named by its alt text; arrows turn, Escape closes, focus comes back', async () => {
    const { page, problems } = await visit(root('lighthouse'), { viewport });
    await carouselReady(page);
    await slideLink(page, 1).click();
    await dialog(page).waitFor();
    expect(await dialogName(page)).toMatch(namedForSlide(1));
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

    // The page behind stays where it is.
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(await page.evaluate(() => document.body.hasAttribute('data-scroll-locked'))).toBe(true);
    await page.mouse.move(viewport.width / 2, viewport.height / 2);
    await page.mouse.wheel(0, 600);
    await frames(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    await page.keyboard.press('ArrowRight');
    await expect.poll(() => dialogName(page)).toMatch(namedForSlide(2));
    await page.getByRole('button', { name: settings.photoViewer.previous }).click();
    await page.getByRole('button', { name: settings.photoViewer.previous }).click();
    await expect.poll(() => dialogName(page)).toMatch(namedForSlide(carousel.total));
    await page.getByRole('button', { name: settings.photoViewer.close }).click();
    await dialog(page).waitFor({ state: 'detached' });
    // Back on the picture last shown, which the carousel now shows. Radix gives focus back in a task after the dialog
    // has gone (its FocusScope's setTimeout), so wait for it: a busy machine read it before (CI of the last stop's commit).
    const lastSlide = await slideLink(page, carousel.total).getAttribute('href');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(lastSlide);
    expect(problems).toEqual([]);
  });

  it('by keyboard: Enter on a slide opens it, the arrow keys move, Escape closes and focus returns', async () => {
    const { page, problems } = await visit(root('lighthouse'), { viewport });
    await carouselReady(page);
    await slideLink(page, 1).focus();
    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    // Focus is inside the dialog, so the keys are its (Radix moves it there in an effect once the dialog is in place).
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => dialogName(page)).toMatch(namedForSlide(3));
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    const thirdSlide = await slideLink(page, 3).getAttribute('href');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(thirdSlide);
    expect(problems).toEqual([]);
  });

  it('a Markdown photo, woken by the first interaction, opens in the copy that fits the screen', async () => {
    const { page, problems, requests } = await visit(photos('lighthouse'), { viewport });
    await proseLink(page).evaluate((element) => element.scrollIntoView({ block: 'center' }));
    expect(requests.some((request) => /\/ZoomablePhoto-[^/]*\.js$/.test(request.url))).toBe(false);
    await proseLink(page).click();
    await dialog(page).waitFor();
    expect(await dialogName(page)).toBe(PROSE_PHOTO_ALT);
    // The screen is as many device pixels wide as CSS pixels here: the smallest copy at least as wide as the photo shows.
    const { shown, copies } = await page.evaluate(() => {
      const img = document.querySelector<HTMLImageElement>('[role="dialog"] img')!;
      const srcset = document.querySelector('fg-island[module="ZoomablePhoto"] img')!.getAttribute('srcset')!;
      return {
        shown: Math.min(innerWidth, (innerHeight * img.naturalWidth) / img.naturalHeight || innerWidth),
        copies: srcset
          .split(', ')
          .map((entry) => ({ url: entry.split(' ')[0]!, width: parseInt(entry.split(' ')[1]!, 10) })),
      };
    });
    const expected = copies.find((copy) => copy.width >= Math.ceil(shown)) ?? copies.at(-1)!;
    expect(await dialog(page).locator('img').getAttribute('src')).toBe(expected.url);
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.matches('fg-island[module="ZoomablePhoto"] a')))
      .toBe(true);
    expect(problems).toEqual([]);
  });

  it('without JavaScript, each photo is a link to its largest copy', async () => {
    const { page, problems } = await visit(photos('lighthouse'), { viewport, javaScript: false });
    for (const link of [proseLink(page), slideLink(page, 1)]) {
      const { href, largest } = await link.evaluate((element) => ({
        href: element.getAttribute('href')!,
        largest: element.querySelector('img')!.getAttribute('srcset')!.split(', ').at(-1)!.split(' ')[0]!,
      }));
      expect(href).toBe(largest);
      const response = await fetch(new URL(href, photoSite().url));
      expect([response.status, response.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    }
    expect(problems).toEqual([]);
  });
});

describe('photos that open large on a phone’s touch screen', () => {
  it('open on a tap, zoom with a pinch or the zoom buttons, and swipe between the carousel’s pictures', async () => {
    const { page, problems } = await visit(root('lighthouse'), { viewport: PHONE, touch: true });
    await carouselReady(page);
    await slideLink(page, 1).tap();
    await dialog(page).waitFor();
    const stage = page.locator('.photo-viewer-stage');
    expect(await stage.getAttribute('data-zoom')).toBe('1.00');

    // A swipe to the left: the next picture.
    await touch(page, [[{ x: 320, y: 400 }], [{ x: 220, y: 400 }], [{ x: 100, y: 400 }]]);
    await expect.poll(() => dialogName(page)).toMatch(namedForSlide(2));

    await page.getByRole('button', { name: settings.photoViewer.zoomIn }).tap();
    await expect.poll(() => stage.getAttribute('data-zoom')).toBe('1.50');
    await page.getByRole('button', { name: settings.photoViewer.zoomOut }).tap();
    await expect.poll(() => stage.getAttribute('data-zoom')).toBe('1.00');

    // Two fingers spread apart: the picture grows (90 px apart to 210 px).
    await touch(page, [
      [
        { x: 150, y: 400 },
        { x: 240, y: 400 },
      ],
      [
        { x: 120, y: 400 },
        { x: 270, y: 400 },
      ],
      [
        { x: 90, y: 400 },
        { x: 300, y: 400 },
      ],
    ]);
    await expect.poll(async () => Number(await stage.getAttribute('data-zoom'))).toBeGreaterThan(2);
    expect(await dialogName(page)).toMatch(namedForSlide(2));
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await page.getByRole('button', { name: settings.photoViewer.close }).tap();
    await dialog(page).waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });

  it('zoom in where a double tap lands, and back out with another', async () => {
    const { page, problems } = await visit(root('lighthouse'), { viewport: PHONE, touch: true });
    await carouselReady(page);
    await slideLink(page, 1).tap();
    await dialog(page).waitFor();
    const stage = page.locator('.photo-viewer-stage');
    const photo = (await dialog(page).locator('img').boundingBox())!;
    // A quarter of the photo's width right of its middle: at twice the size, the photo moves that far left to keep
    // the spot under the finger.
    await doubleTap(page, { x: photo.x + photo.width * 0.75, y: photo.y + photo.height / 2 });
    await expect.poll(() => stage.getAttribute('data-zoom')).toBe('2.00');
    expect(await shiftOf(page)).toBeCloseTo(-photo.width / 4, 0);
    await doubleTap(page, { x: photo.x + photo.width / 2, y: photo.y + photo.height / 2 });
    await expect.poll(() => stage.getAttribute('data-zoom')).toBe('1.00');
    expect(await shiftOf(page)).toBe(0);
    expect(await dialogName(page)).toMatch(namedForSlide(1));
    expect(problems).toEqual([]);
  });

  it('a tap on a Markdown photo, its island still asleep, opens it rather than following the link', async () => {
    const { page, problems } = await visit(photos('lighthouse'), { viewport: PHONE, touch: true });
    await proseLink(page).evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const url = page.url();
    await proseLink(page).tap();
    await dialog(page).waitFor();
    expect(page.url()).toBe(url);
    expect(await dialogName(page)).toBe(PROSE_PHOTO_ALT);
    expect(problems).toEqual([]);
  });
});

describe('a zoomed photo on a computer', () => {
  it('zooms in where a double click lands; the arrow keys then look around it rather than turn; a double click zooms out', async () => {
    const { page, problems } = await visit(root('lighthouse'), { viewport: DESKTOP });
    await carouselReady(page);
    await slideLink(page, 1).click();
    await dialog(page).waitFor();
    const stage = page.locator('.photo-viewer-stage');
    const photo = (await dialog(page).locator('img').boundingBox())!;
    await doubleClick(page, { x: photo.x + photo.width * 0.75, y: photo.y + photo.height / 2 });
    await expect.poll(() => stage.getAttribute('data-zoom')).toBe('2.00');
    expect(await shiftOf(page)).toBeCloseTo(-photo.width / 4, 0);

    // → looks further right: the photo moves left (a tenth of it as shown), and stays the same photo.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shiftOf(page)).toBeCloseTo(-photo.width * 0.45, 0);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => shiftOf(page)).toBeCloseTo(-photo.width * 0.05, 0);
    expect(await dialogName(page)).toMatch(namedForSlide(1));

    // Whole again, the arrow keys turn to the next picture.
    await doubleClick(page, { x: photo.x + photo.width / 2, y: photo.y + photo.height / 2 });
    await expect.poll(() => stage.getAttribute('data-zoom')).toBe('1.00');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => dialogName(page)).toMatch(namedForSlide(2));

    // By keyboard alone, with the zoom buttons: zoomed out to the whole photo, the button keeps the focus, so
    // the arrow keys still reach the viewer and turn.
    await page.getByRole('button', { name: settings.photoViewer.zoomIn }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shiftOf(page)).toBeLessThan(0);
    await page.getByRole('button', { name: settings.photoViewer.zoomOut }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => stage.getAttribute('data-zoom')).toBe('1.00');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => dialogName(page)).toMatch(namedForSlide(3));
    expect(problems).toEqual([]);
  });
});
