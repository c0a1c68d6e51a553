import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createPictureStore } from '../../../../src/node/pictures/picture-store.ts';

const root = await mkdtemp(path.join(tmpdir(), 'picture-store-'));
const publicDir = path.join(root, 'public');
const cacheDir = path.join(root, 'cache');
afterAll(() => rm(root, { recursive: true, force: true }));
await mkdir(path.join(publicDir, 'images'), { recursive: true });
/** sharp's dominant colour is the centre of a histogram bin (16 steps a channel): near the real one, not equal. */
const channels = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
const near = (hex: string | undefined, expected: string) =>
  channels(hex ?? '#000000').every((value, index) => Math.abs(value - channels(expected)[index]!) <= 8);
const jpeg = (width: number, colour: string) =>
  sharp({ create: { width, height: Math.round((width * 2) / 3), channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
await writeFile(path.join(publicDir, 'images/evening.jpg'), await jpeg(2400, '#335577'));
await writeFile(path.join(publicDir, 'images/social.jpg'), await jpeg(2400, '#775533'));
await writeFile(
  path.join(publicDir, 'images/card.png'),
  await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#123456' } })
    .png()
    .toBuffer(),
);
await writeFile(
  path.join(publicDir, 'images/drawing.svg'),
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 900"></svg>',
);

describe('createPictureStore', () => {
  it('knows a photo only once it is encoded: a render notes it, the caller encodes, the render runs again', async () => {
    const store = createPictureStore({ publicDir, cacheDir });
    expect(store.lookup('/images/evening.jpg')).toBeUndefined();
    expect(await store.encodePending()).toBe(true);
    const picture = store.lookup('/images/evening.jpg')!;
    expect(picture).toMatchObject({ src: '/images/evening.jpg', width: 2400, height: 1600 });
    expect(near(picture.color, '#335577'), picture.color).toBe(true);
    expect(picture.formats!.map(({ type }) => type)).toEqual(['image/avif', 'image/webp', 'image/jpeg']);
    expect(picture.formats![0]!.candidates.map(({ width }) => width)).toEqual([480, 720, 960, 1200, 1600]);
    expect(picture.formats![0]!.candidates[0]!.url).toMatch(/^\/_pictures\/evening-[0-9a-f]{10}-480\.avif$/);
    expect(await store.encodePending()).toBe(false);
  });

  it('reads an SVG’s size at once, and leaves other sites’ pictures and missing files as written', () => {
    const store = createPictureStore({ publicDir, cacheDir });
    expect(store.lookup('/images/drawing.svg')).toEqual({ src: '/images/drawing.svg', width: 1200, height: 900 });
    expect(store.lookup('https://example.org/photo.jpg')).toBeUndefined();
    expect(store.lookup('/images/missing.jpg')).toBeUndefined();
    expect(store.lookup('/../package.json')).toBeUndefined();
    expect(store.copiesInUse()).toEqual([]);
  });

  it('writes only the copies a page used', async () => {
    const store = createPictureStore({ publicDir, cacheDir });
    store.lookup('/images/evening.jpg');
    store.sharedCopy('/images/social.jpg', 1200);
    await store.encodePending();
    store.lookup('/images/evening.jpg');
    const shared = store.sharedCopy('/images/social.jpg', 1200);
    expect(shared).toMatch(/^\/social\/social-[0-9a-f]{10}-1200\.jpg$/);
    const used = store.copiesInUse().map(([sitePath]) => sitePath);
    expect(used.filter((sitePath) => sitePath.includes('evening-'))).toHaveLength(15);
    expect(used.filter((sitePath) => sitePath.includes('social-'))).toEqual([shared]);
    for (const [, file] of store.copiesInUse()) expect(file.startsWith(cacheDir + path.sep)).toBe(true);
  });

  it('sends other sites a copy even of a JPEG or PNG small enough already: the file as it came is never sent', async () => {
    const store = createPictureStore({ publicDir, cacheDir });
    store.sharedCopy('/images/card.png', 1200);
    await store.encodePending();
    expect(store.sharedCopy('/images/card.png', 1200)).toMatch(/^\/social\/card-[0-9a-f]{10}-1200\.png$/);
    // What it does not encode is used as written.
    expect(store.sharedCopy('/images/drawing.svg', 1200)).toBeUndefined();
  });

  it('draws the social card from a copy in the cache, or from an SVG itself, deploying neither', async () => {
    const store = createPictureStore({ publicDir, cacheDir });
    store.lookup('/images/evening.jpg');
    await store.encodePending();
    const before = store.copiesInUse().length;
    expect(store.drawableFile('/images/evening.jpg', 960)).toBe(
      path.join(cacheDir, path.basename(store.drawableFile('/images/evening.jpg', 960)!)),
    );
    expect(store.drawableFile('/images/evening.jpg', 960)).toMatch(/evening-[0-9a-f]{10}-960\.jpg$/);
    expect(store.drawableFile('/images/drawing.svg', 960)).toBe(path.join(publicDir, 'images/drawing.svg'));
    expect(store.copiesInUse()).toHaveLength(before);
  });

  it('reads a replaced file again', async () => {
    const store = createPictureStore({ publicDir, cacheDir });
    store.lookup('/images/evening.jpg');
    await store.encodePending();
    const before = store.lookup('/images/evening.jpg')!;
    await writeFile(path.join(publicDir, 'images/evening.jpg'), await jpeg(1000, '#aa2211'));
    expect(store.lookup('/images/evening.jpg')).toBeUndefined();
    await store.encodePending();
    const after = store.lookup('/images/evening.jpg')!;
    expect(after.width).toBe(1000);
    expect(near(after.color, '#aa2211'), after.color).toBe(true);
    expect(after.formats![0]!.candidates[0]!.url).not.toBe(before.formats![0]!.candidates[0]!.url);
  });

  it('fails naming the file when a page shows one that is no picture', async () => {
    await writeFile(path.join(publicDir, 'images/scan.jpg'), '%PDF-1.4\n');
    const store = createPictureStore({ publicDir, cacheDir });
    store.lookup('/images/scan.jpg');
    await expect(store.encodePending()).rejects.toThrow(
      /public\/images\/scan\.jpg cannot be used as a picture.*npm run check/,
    );
  });
});
