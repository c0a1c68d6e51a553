import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeWhole } from '../cache/write-whole.ts';
import { FONT_FILES, PHOTO_CARD, type SocialCardInput } from './social-card.ts';

const require = createRequire(import.meta.url);
export const SOCIAL_IMAGE_CACHE = path.resolve('node_modules/.cache/social-images');

let toolsKey: Promise<string> | undefined;

/**
 * What, besides the card's copy and picture, decides its pixels: the layout code, the renderer versions and
 * the font files. Any change to them makes every cached image stale.
 */
function rendererKey(): Promise<string> {
  toolsKey ??= (async () => {
    const hash = createHash('sha256');
    const here = path.dirname(fileURLToPath(import.meta.url));
    for (const file of ['social-card.ts', 'render-card.ts']) hash.update(await readFile(path.join(here, file)));
    // The renderers' own code (satori's package.json is not exported to read a version from).
    hash.update(await readFile(require.resolve('satori')));
    hash.update(await readFile(require.resolve('@resvg/resvg-js/package.json')));
    for (const { file } of FONT_FILES) hash.update(await readFile(require.resolve(file)));
    return hash.digest('hex');
  })();
  return toolsKey;
}

/**
 * The card as a PNG, or as a JPEG for a card that shows a photo (a photo's pixels make a PNG of 500 KB; the
 * JPEG is a tenth of it), from the cache when the same input was rendered before (same input, same bytes).
 */
export async function cachedSocialImage(
  input: SocialCardInput,
  format: 'png' | 'jpg' = 'png',
  cacheDir = SOCIAL_IMAGE_CACHE,
): Promise<Uint8Array> {
  const key = createHash('sha256')
    .update(await rendererKey())
    .update(JSON.stringify({ input, format, jpeg: PHOTO_CARD }))
    .digest('hex');
  const file = path.join(cacheDir, `${key}.${format}`);
  try {
    return await readFile(file);
  } catch {
    // The renderers load only for a card not drawn before: most builds draw none.
    const { renderSocialCard } = await import('./render-card.ts');
    const image = await renderSocialCard(input, format);
    await mkdir(cacheDir, { recursive: true });
    await writeWhole(file, image);
    return image;
  }
}
