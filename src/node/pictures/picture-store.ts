import { readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PictureData, PictureFormat } from '../../lib/picture.ts';
import { encodePicture, type EncodedPicture } from './encode-picture.ts';
import { svgSize } from './svg-size.ts';

/** Where the site serves encoded copies: /_pictures/hero-1a2b3c4d5e-720.avif. */
export const PICTURES_PATH = '/_pictures/';
/**
 * Where it serves what other sites show of a page (og:image): the generated cards, and the copy of a frontmatter
 * `image`. Other sites may embed these (Cross-Origin-Resource-Policy: cross-origin), unlike the rest.
 */
export const SOCIAL_PATH = '/social/';
export const PICTURE_CACHE = path.resolve('node_modules/.cache/site-images');

const mimeTypes = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' } as const;
const ENCODED = /\.(jpe?g|png|webp|avif)$/i;

interface Known {
  /** The source file's size and time, so an edited or replaced file is read again. */
  stamp: string;
  picture: PictureData;
  encoded?: EncodedPicture;
}

/**
 * What the server render knows of the pictures under public/. A render asks synchronously (`lookup`); a
 * photo not encoded yet is noted, and the render's caller encodes the noted ones (`encodePending`) and
 * renders again, so every page is rendered with every picture's copies and real size. SVGs are read for their
 * size; anything else (another site's picture, a GIF) is shown as written. The files under public/ are never
 * deployed by this store: only copies (src/node/build/public-files.ts decides what else of public/ is).
 */
export function createPictureStore({ publicDir = path.resolve('public'), cacheDir = PICTURE_CACHE } = {}) {
  const known = new Map<string, Known>();
  const pending = new Set<string>();
  /** The copies a render has used, by their address on the site: the build writes these and no others. */
  const inUse = new Map<string, string>();

  const fileOf = (src: string) => {
    if (!src.startsWith('/') || src.startsWith('//')) return undefined;
    let decoded: string;
    try {
      decoded = decodeURI(src.split(/[?#]/)[0]!);
    } catch {
      return undefined;
    }
    const file = path.join(publicDir, decoded);
    return file.startsWith(publicDir + path.sep) ? file : undefined;
  };
  const stampOf = (file: string) => {
    try {
      const stat = statSync(file);
      return stat.isFile() ? `${stat.size}:${stat.mtimeMs}` : undefined;
    } catch {
      return undefined;
    }
  };

  /** What is known of the file at `src`, read again when it changed; a photo not encoded yet is noted for `encodePending`. */
  function entryFor(src: string): Known | undefined {
    const file = fileOf(src);
    const stamp = file && stampOf(file);
    if (!file || !stamp) return undefined;
    const cached = known.get(src);
    if (cached?.stamp === stamp) return cached;
    if (/\.svg$/i.test(file)) {
      const entry = { stamp, picture: { src, ...svgSize(readFileSync(file, 'utf8')) } };
      known.set(src, entry);
      return entry;
    }
    if (ENCODED.test(file)) pending.add(src);
    return undefined;
  }

  /** The picture as a page shows it, with every copy; undefined until it is encoded, or when it is not a local file. */
  function lookup(src: string): PictureData | undefined {
    const entry = entryFor(src);
    for (const { file } of entry?.encoded?.copies ?? [])
      inUse.set(`${PICTURES_PATH}${file}`, path.join(cacheDir, file));
    return entry?.picture;
  }

  /** The JPEG or PNG copy of an encoded photo at most `maxWidth` wide (the narrowest when all are wider). */
  function fallbackCopy(src: string, maxWidth: number) {
    const fallback = entryFor(src)?.encoded?.copies.filter(({ format }) => format === 'jpeg' || format === 'png');
    if (!fallback?.length) return undefined;
    return fallback.filter(({ width }) => width <= maxWidth).at(-1) ?? fallback[0]!;
  }

  /**
   * For other sites (og:image): the address under /social/ of a JPEG or PNG copy at most `maxWidth` wide,
   * written without the file's metadata, upright and in sRGB like every copy. A picture the build encodes
   * never leaves it as the original file, however small. Undefined for what it does not encode (an SVG, a GIF,
   * another site's picture), which is used as written.
   */
  function sharedCopy(src: string, maxWidth: number): string | undefined {
    const copy = fallbackCopy(src, maxWidth);
    if (!copy) return undefined;
    inUse.set(`${SOCIAL_PATH}${copy.file}`, path.join(cacheDir, copy.file));
    return `${SOCIAL_PATH}${copy.file}`;
  }

  /**
   * A file to draw the picture from at most `maxWidth` wide (the social card's hero): an encoded copy in the
   * cache, or the file under public/ itself when the build does not encode it (an SVG). Nothing is deployed.
   */
  function drawableFile(src: string, maxWidth: number): string | undefined {
    const copy = fallbackCopy(src, maxWidth);
    return copy ? path.join(cacheDir, copy.file) : fileOf(src);
  }

  /** Encodes the photos renders asked for since the last call; true when there were any (render again). */
  async function encodePending(): Promise<boolean> {
    const sources = [...pending];
    pending.clear();
    await Promise.all(
      sources.map(async (src) => {
        const file = fileOf(src)!;
        const stamp = stampOf(file)!;
        const encoded = await encodePicture(await readFile(file), file, cacheDir).catch((error: unknown) => {
          throw new Error(
            `public${src} cannot be used as a picture (${error instanceof Error ? error.message : String(error)}). Run npm run check for what to do.`,
            { cause: error },
          );
        });
        known.set(src, { stamp, picture: pictureData(src, encoded), encoded });
      }),
    );
    return sources.length > 0;
  }

  /** Every encoded copy a render has used, as [path under the site, file in the cache]: what the build writes. */
  function copiesInUse(): [string, string][] {
    return [...inUse];
  }

  return { lookup, sharedCopy, drawableFile, encodePending, copiesInUse };
}

export type PictureStore = ReturnType<typeof createPictureStore>;

/** The encoded copies as a page shows them: one format per <source>, the fallback last. */
export function pictureData(src: string, { width, height, color, copies }: EncodedPicture): PictureData {
  const formats: PictureFormat[] = [];
  for (const { format, width: copyWidth, file } of copies) {
    const type = mimeTypes[format];
    let entry = formats.find((candidate) => candidate.type === type);
    if (!entry) formats.push((entry = { type, candidates: [] }));
    entry.candidates.push({ url: `${PICTURES_PATH}${file}`, width: copyWidth });
  }
  return { src, width, height, color, formats };
}
