import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { byteBudgets, formatKb } from '../../src/node/build/byte-budgets.ts';
import { recordFirstVisit, sumByKind } from '../../tools/bench/first-visit.ts';
import { privateBytePatterns, PRIVATE_MARKERS } from '../../tools/fixtures/phone-metadata.ts';
import { PHONE_GIF, PHOTO_HERO, PHOTO_SLIDE, SHARED_PHOTO, UNUSED_PHOTO } from '../../tools/fixtures/photo-project.ts';
import { PICTURE_BUDGET } from '../../src/node/pictures/picture-budget.ts';
import { IMMUTABLE_CACHE } from '../../src/node/security/headers-file.ts';
import { pagePerContext, PHONE, useBrowser } from './support/browser.ts';
import { photoSite } from './support/sites.ts';

// A copywriter drops two 4000×3000 camera JPEGs (about 4 MB each, straight from a parent's phone: the owner's
// name and the GPS position inside) into public/images/ and uses them as the /lighthouse hero and the carousel's
// first slide, writing nothing else; and a shared photo, a GIF and an unused original besides. In a copy of the
// project, built by the global setup (support/global-setup.ts).
const site = photoSite();
const outDir = site.dir;
let browser: Browser;
useBrowser((connected) => (browser = connected));
/** The page the tests that read the built markup and layout load /lighthouse in, a new document each. */
const visit = pagePerContext(() => browser);

const lighthouse = () => new URL('lighthouse', site.url).href;
const openAt = async (viewport: { width: number; height: number }, deviceScaleFactor = 1) => {
  const context = await browser.newContext({ viewport, deviceScaleFactor });
  return context.newPage();
};
const hero = (page: Page) => page.locator('.hero picture img');
const slide = (page: Page) => page.locator('.carousel picture img').first();

describe('camera photos on a page', () => {
  it('become <picture>s with AVIF and WebP copies, the file’s own size, the hero eager and preloaded, the rest lazy', async () => {
    const { page } = await visit(lighthouse());
    for (const picture of [page.locator('.hero picture'), page.locator('.carousel picture').first()]) {
      const types = await picture
        .locator('source')
        .evaluateAll((sources) => sources.map((source) => source.getAttribute('type')));
      expect(types).toEqual(['image/avif', 'image/webp']);
      const img = picture.locator('img');
      expect([await img.getAttribute('width'), await img.getAttribute('height')]).toEqual(['4000', '3000']);
      expect(await img.getAttribute('srcset')).toMatch(/\.jpg 480w, .*\.jpg 1600w$/);
    }
    expect(await hero(page).getAttribute('loading')).toBe('eager');
    expect(await hero(page).getAttribute('fetchpriority')).toBe('high');
    const preload = page.locator('head link[rel="preload"][as="image"]');
    expect(await preload.count()).toBe(1);
    expect(await preload.getAttribute('imagesrcset')).toBe(
      await page.locator('.hero picture source[type="image/avif"]').getAttribute('srcset'),
    );
    expect(await preload.getAttribute('imagesizes')).toBe(await hero(page).getAttribute('sizes'));
    const others = await page
      .locator('main img')
      .evaluateAll((images) =>
        images
          .filter((image) => !image.closest('.hero'))
          .map((image) => [image.getAttribute('loading'), image.getAttribute('decoding')]),
      );
    expect(others.length).toBeGreaterThan(1);
    for (const attributes of others) expect(attributes).toEqual(['lazy', 'async']);
  });

  it.each([390, 768, 1024, 1280])('at %i px, `sizes` says the width the layout gives each picture', async (width) => {
    const { page } = await visit(lighthouse(), { viewport: { width, height: 900 } });
    for (const img of [hero(page), slide(page)]) {
      const { rendered, declared } = await img.evaluate((image) => {
        // The length the first entry of `sizes` whose media condition holds gives, as the browser reads it.
        const entry = image
          .getAttribute('sizes')!
          .split(/,(?![^(]*\))/)
          .map((part) => /^\s*(\(.*\))?\s*(.+?)\s*$/.exec(part)!)
          .find(([, media]) => !media || matchMedia(media).matches)!;
        const probe = document.createElement('div');
        probe.style.cssText = `position:absolute;width:${entry[2]}`;
        document.body.append(probe);
        const declaredWidth = probe.getBoundingClientRect().width;
        probe.remove();
        return { rendered: image.getBoundingClientRect().width, declared: declaredWidth };
      });
      expect(Math.abs(rendered - declared), `rendered ${rendered} px, sizes says ${declared} px`).toBeLessThanOrEqual(
        1,
      );
    }
  });

  it('reaches a 412-px phone as a small AVIF, never the camera file, and the page keeps its budgets', async () => {
    // Lighthouse's phone: 412 px at 1.75 device pixels per CSS pixel.
    const page = await openAt({ width: 412, height: 823 }, 1.75);
    const loaded = await recordFirstVisit(page, lighthouse());
    const heroCopy = loaded.find((resource) => /camera-hero-.*\.avif$/.test(resource.url));
    expect(heroCopy, 'the hero arrives as AVIF').toBeDefined();
    expect(heroCopy!.bytes).toBeLessThanOrEqual(120 * 1024);
    expect(
      loaded.filter((resource) => resource.url.endsWith(PHOTO_HERO) || resource.url.endsWith(PHOTO_SLIDE)),
    ).toEqual([]);
    for (const resource of loaded.filter(({ kind }) => kind === 'image'))
      expect(resource.bytes, resource.url).toBeLessThanOrEqual(PICTURE_BUDGET);
    const bytes = sumByKind(loaded);
    expect(bytes.images, `pictures ${formatKb(bytes.images)}`).toBeLessThanOrEqual(byteBudgets.images);
    expect(bytes.total, `page ${formatKb(bytes.total)}`).toBeLessThanOrEqual(byteBudgets.total);
    await page.context().close();
  });

  it('holds the hero’s place at its real shape, in its colour, while a slow network brings it', async () => {
    const page = await openAt(PHONE);
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_pictures/**', async (route) => {
      await arrived;
      await route.continue();
    });
    await page.goto(lighthouse(), { waitUntil: 'domcontentloaded' });
    // The page is measured as it is first painted: after its stylesheet, which may arrive after DOMContentLoaded on a
    // busy machine (measured before it, the hero was an unstyled 4000 × 3000 box). The held pictures keep the load
    // event from firing, so the stylesheet itself is waited for.
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null),
    );
    const waiting = await hero(page).evaluate((image: HTMLImageElement) => ({
      complete: image.complete && image.naturalWidth > 0,
      box: image.getBoundingClientRect().toJSON() as DOMRect,
      colour: getComputedStyle(image).backgroundColor,
    }));
    expect(waiting.complete).toBe(false);
    expect(waiting.box.height).toBeCloseTo((waiting.box.width * 3000) / 4000, 0);
    expect(waiting.colour).not.toBe('rgba(0, 0, 0, 0)');
    release();
    await hero(page).evaluate((image: HTMLImageElement) => image.decode());
    const box = await hero(page).evaluate((image) => image.getBoundingClientRect().toJSON() as DOMRect);
    expect(box).toEqual(waiting.box);
    await page.context().close();
  });

  it('writes the copies under _pictures/, content-hashed and cached for a year, and the social image draws the photo', async () => {
    const files = await readdir(path.join(outDir, '_pictures'));
    expect(files.filter((file) => file.startsWith('camera-hero-'))).toHaveLength(15);
    for (const file of files) {
      expect(file).toMatch(/-[0-9a-f]{10}-\d+\.(avif|webp|jpg|png)$/);
      const response = await fetch(new URL(`_pictures/${file}`, site.url));
      expect(response.headers.get('cache-control'), file).toBe(IMMUTABLE_CACHE);
    }
    // The card draws the photo, which makes it a JPEG (as a PNG it was 500 KB).
    const card = await readFile(path.join(outDir, 'social/lighthouse.jpg'));
    expect(await sharp(card).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(card.length).toBeLessThan(150 * 1024);
    const html = await (await fetch(lighthouse())).text();
    expect(html).toContain('<meta property="og:image" content="https://www.example.com/social/lighthouse.jpg">');
  });
});

/** Every file the build wrote, with its size. */
async function deployedFiles(): Promise<{ file: string; bytes: number }[]> {
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return { file: path.relative(outDir, file), bytes: (await stat(file)).size };
      }),
  );
}

describe('nothing private leaves the build', () => {
  it('no byte of the owner’s name, the copyright, the serial number or the GPS position is in any deployed file', async () => {
    const patterns = privateBytePatterns();
    // The phone's originals do carry them (the test's own check).
    const original = await readFile(path.join(outDir, '..', 'public', PHOTO_HERO));
    expect(patterns.filter((pattern) => original.includes(pattern)).length).toBeGreaterThanOrEqual(
      Object.keys(PRIVATE_MARKERS).length,
    );
    const found: string[] = [];
    for (const { file } of await deployedFiles()) {
      const bytes = await readFile(path.join(outDir, file));
      for (const pattern of patterns)
        if (bytes.includes(pattern)) found.push(`${file}: ${pattern.toString('hex').slice(0, 24)}…`);
      // No metadata block at all: EXIF (JPEG, WebP, AVIF), XMP, a JPEG's IPTC.
      if (bytes.includes('Exif\0\0') || bytes.includes('http://ns.adobe.com/xap/') || bytes.includes('Photoshop 3.0\0'))
        found.push(`${file}: a metadata block`);
    }
    expect(found).toEqual([]);
  });

  it('deploys no original a page shows as copies, nor one no page uses, and no file over 1 MB', async () => {
    const files = await deployedFiles();
    for (const original of [PHOTO_HERO, PHOTO_SLIDE, SHARED_PHOTO, UNUSED_PHOTO]) {
      expect(
        files.map(({ file }) => `/${file}`),
        original,
      ).not.toContain(original);
      expect((await fetch(new URL(original.slice(1), site.url))).status, original).toBe(404);
    }
    expect(files.filter(({ bytes }) => bytes > 1024 * 1024)).toEqual([]);
  });

  it('sends other sites the frontmatter image as a copy under /social/, and the GIF without its metadata, every frame kept', async () => {
    const research = await (await fetch(new URL('research', site.url))).text();
    const shared =
      /<meta property="og:image" content="https:\/\/www\.example\.com(\/social\/research-share-[0-9a-f]{10}-1200\.jpg)">/.exec(
        research,
      );
    expect(shared, 'og:image is the shared photo’s copy').not.toBeNull();
    const copy = await fetch(new URL(shared![1]!.slice(1), site.url));
    expect(copy.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const metadata = await sharp(Buffer.from(await copy.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1200 });
    expect([metadata.exif, metadata.xmp, metadata.icc]).toEqual([undefined, undefined, undefined]);

    const gif = await readFile(path.join(outDir, PHONE_GIF));
    expect(await sharp(gif).metadata()).toMatchObject({ format: 'gif', pages: 2, width: 48, height: 36 });
    expect(await (await fetch(lighthouse())).text()).toContain(`src="${PHONE_GIF}"`);
  });
});
