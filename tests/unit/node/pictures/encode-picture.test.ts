import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { encodePicture, type UnusablePicture } from '../../../../src/node/pictures/encode-picture.ts';

const cacheDir = await mkdtemp(path.join(tmpdir(), 'pictures-'));
afterAll(() => rm(cacheDir, { recursive: true, force: true }));

/** A 1000×750 photo-like JPEG: half sky, half field. */
const photo = await sharp({ create: { width: 1000, height: 750, channels: 3, background: '#4a6a2a' } })
  .composite([{ input: { create: { width: 1000, height: 300, channels: 3, background: '#7ab0e0' } }, top: 0, left: 0 }])
  .jpeg()
  .toBuffer();

describe('encodePicture', () => {
  it('makes AVIF, WebP and the JPEG fallback at every width, best format first, each smallest first', async () => {
    const picture = await encodePicture(photo, '/images/Dinner Table.jpg', cacheDir);
    expect({ width: picture.width, height: picture.height }).toEqual({ width: 1000, height: 750 });
    expect(picture.copies.map(({ format, width }) => `${format} ${width}`)).toEqual([
      'avif 480',
      'avif 720',
      'avif 1000',
      'webp 480',
      'webp 720',
      'webp 1000',
      'jpeg 480',
      'jpeg 720',
      'jpeg 1000',
    ]);
    for (const copy of picture.copies) {
      expect(copy.file).toMatch(new RegExp(`^dinner-table-[0-9a-f]{10}-${copy.width}\\.(avif|webp|jpg)$`));
      const metadata = await sharp(path.join(cacheDir, copy.file)).metadata();
      expect(metadata.width).toBe(copy.width);
      expect(metadata.height).toBe(Math.round((copy.width * 750) / 1000));
      expect((await stat(path.join(cacheDir, copy.file))).size).toBe(copy.bytes);
    }
    expect(picture.copies.find(({ format, width }) => format === 'avif' && width === 1000)!.bytes).toBeLessThan(
      photo.length,
    );
  });

  it('holds the picture’s place in its dominant colour', async () => {
    const { color } = await encodePicture(photo, 'field.jpg', cacheDir);
    expect(color).toMatch(/^#[0-9a-f]{6}$/);
    // The field (60% of the picture) is what dominates.
    const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(color!.slice(at, at + 2), 16));
    expect(g).toBeGreaterThan(r!);
    expect(g).toBeGreaterThan(b!);
  });

  it('turns a photo the way the camera held it: the size is the shown one', async () => {
    const sideways = await sharp(photo).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const picture = await encodePicture(sideways, 'portrait.jpg', cacheDir);
    expect({ width: picture.width, height: picture.height }).toEqual({ width: 750, height: 1000 });
    const copy = picture.copies.at(-1)!;
    expect(await sharp(path.join(cacheDir, copy.file)).metadata()).toMatchObject({ width: 750, height: 1000 });
  });

  it('keeps transparency: PNG as the fallback, and no colour that would show through', async () => {
    const logo = await sharp({
      create: { width: 600, height: 600, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .webp()
      .toBuffer();
    const picture = await encodePicture(logo, 'logo.webp', cacheDir);
    expect(picture.color).toBeUndefined();
    expect(new Set(picture.copies.map(({ format }) => format))).toEqual(new Set(['avif', 'webp', 'png']));
  });

  it('encodes the same bytes once: the second time is read from the cache, files untouched', async () => {
    const first = await encodePicture(photo, 'cached.jpg', cacheDir);
    const times = await Promise.all(
      first.copies.map(({ file }) => stat(path.join(cacheDir, file)).then(({ mtimeMs }) => mtimeMs)),
    );
    const second = await encodePicture(photo, 'cached.jpg', cacheDir);
    expect(second).toEqual(first);
    expect(
      await Promise.all(first.copies.map(({ file }) => stat(path.join(cacheDir, file)).then(({ mtimeMs }) => mtimeMs))),
    ).toEqual(times);
    // A changed photo is new bytes: new names, encoded again.
    const edited = await sharp(photo).modulate({ brightness: 1.2 }).jpeg().toBuffer();
    expect((await encodePicture(edited, 'cached.jpg', cacheDir)).copies[0]!.file).not.toBe(first.copies[0]!.file);
    expect((await readdir(cacheDir)).some((name) => name.endsWith('.tmp'))).toBe(false);
  });

  it('refuses what is not a photo it can encode, saying what it is', async () => {
    const reason = (bytes: Uint8Array) =>
      encodePicture(bytes, 'x.jpg', cacheDir).then(
        () => 'encoded',
        (error: UnusablePicture) => error.reason,
      );
    expect(await reason(photo.subarray(0, photo.length / 2))).toBe('truncated');
    expect(await reason(Buffer.from('%PDF-1.4\n'))).toBe('pdf');
    expect(await reason(Buffer.from('<html></html>'))).toBe('unknown');
  });
});
