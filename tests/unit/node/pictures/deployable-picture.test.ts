// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import {
  asFromAPhone,
  gifFromAPhone,
  privateBytePatterns,
  PRIVATE_MARKERS,
} from '../../../../tools/fixtures/phone-metadata.ts';
import { deployablePicture } from '../../../../src/node/pictures/deployable-picture.ts';

const cacheDir = await mkdtemp(path.join(tmpdir(), 'deployable-'));
afterAll(() => rm(cacheDir, { recursive: true, force: true }));

const photo = (width = 120, height = 80) =>
  sharp({ create: { width, height, channels: 3, background: '#4477aa' } })
    .composite([
      { input: { create: { width: width / 2, height, channels: 3, background: '#dd8833' } }, left: 0, top: 0 },
    ])
    .jpeg()
    .toBuffer();
const leaks = (bytes: Buffer) =>
  privateBytePatterns()
    .filter((pattern) => bytes.includes(pattern))
    .map(String);

describe('deployablePicture', () => {
  it('the generated phone photo does carry the owner, the serial number and the GPS position (the test’s own check)', async () => {
    const original = await asFromAPhone(await photo());
    expect(leaks(original)).toHaveLength(privateBytePatterns().length - 2); // GPS in one byte order of two
    expect(original.includes(PRIVATE_MARKERS.xmpLocation)).toBe(true);
    const metadata = await sharp(original).metadata();
    expect(metadata.exif).toBeDefined();
    expect(metadata.xmp).toBeDefined();
  });

  it('writes a JPEG again without EXIF, XMP or ICC: not one byte of what the phone put in', async () => {
    const written = await deployablePicture(await asFromAPhone(await photo()), '/images/party.jpg', cacheDir);
    expect(leaks(written)).toEqual([]);
    expect(written.includes('Exif\0\0')).toBe(false);
    const metadata = await sharp(written).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 120, height: 80 });
    expect([metadata.exif, metadata.xmp, metadata.iptc, metadata.icc]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('turns a picture upright by its EXIF orientation, and converts a wide-gamut one to sRGB', async () => {
    const sideways = await sharp(await photo(120, 80))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect(await sharp(await deployablePicture(sideways, '/images/sideways.jpg', cacheDir)).metadata()).toMatchObject({
      width: 80,
      height: 120,
    });
    const p3 = await sharp(await photo())
      .withIccProfile('p3')
      .png()
      .toBuffer();
    expect((await sharp(p3).metadata()).icc).toBeDefined();
    const written = await sharp(await deployablePicture(p3, '/images/p3.png', cacheDir)).metadata();
    expect(written).toMatchObject({ format: 'png', space: 'srgb' });
    expect(written.icc).toBeUndefined();
  });

  it('keeps a GIF’s frames and drops its comment and XMP', async () => {
    const gif = await gifFromAPhone();
    expect(leaks(gif).length).toBeGreaterThan(0);
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const written = await deployablePicture(gif, '/images/wave.gif', cacheDir);
    expect(leaks(written)).toEqual([]);
    expect(await sharp(written).metadata()).toMatchObject({ format: 'gif', pages: 2, width: 48, height: 36 });
  });

  it('refuses a format it cannot write clean, naming the file', async () => {
    const tiff = await sharp(await photo())
      .tiff()
      .toBuffer();
    await expect(deployablePicture(tiff, '/images/scan.tiff', cacheDir)).rejects.toThrow(
      /public\/images\/scan\.tiff is linked from a page.*Export it as JPEG/,
    );
  });
});
