import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeWhole } from '../write-whole.ts';
import { FONT_FILES, type SocialCardInput } from './social-card.ts';

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
    for (const file of ['social-card.ts', 'render-png.ts']) hash.update(await readFile(path.join(here, file)));
    // The renderers' own code (their package.json files are not exported to read a version from).
    for (const name of ['satori', '@resvg/resvg-wasm/index_bg.wasm']) hash.update(await readFile(require.resolve(name)));
    for (const { file } of FONT_FILES) hash.update(await readFile(require.resolve(file)));
    return hash.digest('hex');
  })();
  return toolsKey;
}

/** The card's PNG, from the cache when the same input was rendered before (same input, same bytes). */
export async function cachedSocialPng(input: SocialCardInput, cacheDir = SOCIAL_IMAGE_CACHE): Promise<Uint8Array> {
  const key = createHash('sha256').update(await rendererKey()).update(JSON.stringify(input)).digest('hex');
  const file = path.join(cacheDir, `${key}.png`);
  try {
    return await readFile(file);
  } catch {
    // The renderers load only for a card not drawn before: most builds draw none.
    const { renderSocialPng } = await import('./render-png.ts');
    const png = await renderSocialPng(input);
    await mkdir(cacheDir, { recursive: true });
    await writeWhole(file, png);
    return png;
  }
}
