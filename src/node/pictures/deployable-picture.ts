import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { writeWhole } from '../cache/write-whole.ts';
import { sniffFormat, type FileFormat } from './sniff-format.ts';

/** Pictures by their file name, for files whose bytes do not say (or say nothing sharp can read). */
export const PICTURE_FILE = /\.(jpe?g|png|gif|webp|avif|tiff?|heic|heif)$/i;

/** Settings for the picture written in place of the original: as close to it as a re-encoding gets. */
const settings = {
  jpeg: { quality: 90, mozjpeg: true },
  png: { compressionLevel: 9 },
  webp: { quality: 90 },
  avif: { quality: 70 },
  gif: {},
} as const;
type Deployable = keyof typeof settings;
const DEPLOYABLE: Partial<Record<FileFormat, Deployable>> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  gif: 'gif',
};
/** Changing how pictures are written changes this, and so every cache key. */
const WRITER_KEY = JSON.stringify({ settings, sharp: sharp.versions.sharp, v: 1 });

/**
 * A picture from public/ as the site may send it as a file (a frontmatter `image` the build does not encode, a
 * GIF a page shows, a picture a page links to): decoded and written again by sharp in its own format, which
 * keeps none of the original's metadata (EXIF, XMP, IPTC: the GPS position, the owner's name, the camera's
 * serial number), turns it upright by its EXIF orientation and converts its colours to sRGB, where an embedded
 * profile said otherwise. A GIF keeps every frame and its timing. Cached by the original's bytes in `cacheDir`.
 *
 * A format sharp cannot write (an iPhone's HEIC, a TIFF) fails naming the file: sent as it is, it would carry
 * everything the camera wrote into it.
 */
export async function deployablePicture(bytes: Uint8Array, name: string, cacheDir: string): Promise<Buffer> {
  const format = DEPLOYABLE[sniffFormat(bytes)];
  if (!format) {
    throw new Error(
      `public${name} is linked from a page, but a ${path.extname(name).slice(1).toUpperCase() || 'file of this kind'} cannot be written without the ` +
        'metadata the camera put in it (GPS position, owner, serial number). Export it as JPEG, PNG or WebP and link that instead.',
    );
  }
  const key = createHash('sha256').update(WRITER_KEY).update(bytes).digest('hex');
  const cached = path.join(cacheDir, `deployed-${key}`);
  const known = await readFile(cached).catch(() => undefined);
  if (known) return known;
  const animated = format === 'gif' || format === 'webp';
  // Turning a picture upright applies to one frame; an animated one (a GIF) has no EXIF orientation to apply.
  const pages = animated ? ((await sharp(bytes).metadata()).pages ?? 1) : 1;
  let image = sharp(bytes, { animated: pages > 1, failOn: 'truncated' });
  if (pages === 1) image = image.autoOrient();
  const written = await image.toColourspace('srgb').toFormat(format, settings[format]).toBuffer();
  await mkdir(cacheDir, { recursive: true });
  await writeWhole(cached, written);
  return written;
}
