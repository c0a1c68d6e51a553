// @vitest-environment node
import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cameraPhoto } from '../../../../tools/fixtures/camera-photo.ts';
import { renderSocialCard } from '../../../../src/node/social-card/render-card.ts';
import { clip } from '../../../../src/node/social-card/social-card.ts';
import { cachedSocialImage } from '../../../../src/node/social-card/social-image-cache.ts';
import { temporaryFolder } from '../../temporary-folder.ts';

const card = {
  brand: 'Family Glue',
  title: 'The Business Case for Supporting Parents',
  description: 'Research on parent stress.',
};
/** Width and height from a PNG's IHDR chunk. */
const size = (png: Uint8Array) => {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
};

describe('social images', () => {
  it('renders a 1200×630 PNG, the same bytes every time', async () => {
    const first = await renderSocialCard(card, 'png');
    expect([...first.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(size(first)).toEqual({ width: 1200, height: 630 });
    expect(Buffer.from(await renderSocialCard(card, 'png')).equals(Buffer.from(first))).toBe(true);
  }, 60_000);

  it('caches by input: the same card is read back, another is rendered anew', async () => {
    const dir = await temporaryFolder('social-cache-');
    const first = await cachedSocialImage(card, 'png', dir);
    expect(await readdir(dir)).toHaveLength(1);
    expect(Buffer.from(await cachedSocialImage(card, 'png', dir)).equals(Buffer.from(first))).toBe(true);
    expect(await readdir(dir)).toHaveLength(1);
    await cachedSocialImage({ ...card, title: 'Another page' }, 'png', dir);
    expect(await readdir(dir)).toHaveLength(2);
  }, 60_000);

  it('writes a card that shows a photo as a JPEG, a fraction of its PNG', async () => {
    const dir = await temporaryFolder('social-cache-');
    const photo = await cameraPhoto({ width: 640, height: 480, seed: 3 });
    const withPhoto = { ...card, heroDataUri: `data:image/jpeg;base64,${photo.toString('base64')}` };
    const [png, jpeg] = [
      await cachedSocialImage(withPhoto, 'png', dir),
      await cachedSocialImage(withPhoto, 'jpg', dir),
    ];
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(jpeg.length).toBeLessThan(png.length / 3);
    expect(jpeg.length).toBeLessThan(150 * 1024);
  }, 60_000);

  it('shortens long copy at a word', () => {
    expect(clip('short', 10)).toBe('short');
    expect(clip('one two three four', 12)).toBe('one two…');
  });
});
