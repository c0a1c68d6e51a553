// @vitest-environment node
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderSocialPng } from '../../../../src/node/social-image/render-png.ts';
import { clip } from '../../../../src/node/social-image/social-card.ts';
import { cachedSocialPng } from '../../../../src/node/social-image/social-image-cache.ts';

const card = { brand: 'Family Glue', title: 'The Business Case for Supporting Parents', description: 'Research on parent stress.' };
/** Width and height from a PNG's IHDR chunk. */
const size = (png: Uint8Array) => {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
};

describe('social images', () => {
  it('renders a 1200×630 PNG, the same bytes every time', async () => {
    const first = await renderSocialPng(card);
    expect([...first.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(size(first)).toEqual({ width: 1200, height: 630 });
    expect(Buffer.from(await renderSocialPng(card)).equals(Buffer.from(first))).toBe(true);
  }, 60_000);

  it('caches by input: the same card is read back, another is rendered anew', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'social-cache-'));
    const first = await cachedSocialPng(card, dir);
    expect(await readdir(dir)).toHaveLength(1);
    expect(Buffer.from(await cachedSocialPng(card, dir)).equals(Buffer.from(first))).toBe(true);
    expect(await readdir(dir)).toHaveLength(1);
    await cachedSocialPng({ ...card, title: 'Another page' }, dir);
    expect(await readdir(dir)).toHaveLength(2);
  }, 60_000);

  it('shortens long copy at a word', () => {
    expect(clip('short', 10)).toBe('short');
    expect(clip('one two three four', 12)).toBe('one two…');
  });
});
