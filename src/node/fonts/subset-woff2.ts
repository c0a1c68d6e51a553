import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import { writeWhole } from '../cache/write-whole.ts';

/** Changing how fonts are cut changes this, and so every cache key. */
const SUBSETTER_KEY = 'subset-font 2 (harfbuzz), woff2, v1';

/**
 * The font with only the glyphs these characters need (HarfBuzz's subsetter, through subset-font: kerning
 * and ligatures among them are kept), as woff2. Kept in `cacheDir` by font and characters, so a build whose
 * headings did not change cuts nothing.
 */
export async function subsetWoff2(font: Uint8Array, characters: string, cacheDir: string): Promise<Uint8Array> {
  const key = createHash('sha256').update(SUBSETTER_KEY).update(font).update(characters).digest('hex');
  const cached = path.join(cacheDir, `${key}.woff2`);
  const hit = await readFile(cached).catch(() => undefined);
  if (hit) return hit;
  const subset = await subsetFont(font, characters, { targetFormat: 'woff2' });
  await mkdir(cacheDir, { recursive: true });
  await writeWhole(cached, subset);
  return subset;
}
