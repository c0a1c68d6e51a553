import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type sharpModule from 'sharp';
import { writeWhole } from '../cache/write-whole.ts';
import { pictureWidths } from './picture-widths.ts';
import { sniffFormat, type FileFormat } from './sniff-format.ts';

/** The formats the build encodes to and from. */
export type EncodedFormat = 'avif' | 'webp' | 'jpeg' | 'png';

/** One encoded copy, as a file name in the cache (and under /_pictures/ on the site). */
export interface EncodedCopy {
  format: EncodedFormat;
  width: number;
  file: string;
  bytes: number;
}

/** What the build knows of a photo once it is encoded: written to the cache beside its copies. */
export interface EncodedPicture {
  width: number;
  height: number;
  /** The dominant colour, '#rrggbb'; none for a picture with transparent parts, where it would show through. */
  color?: string;
  /** Every copy, best format first (AVIF, WebP, then the fallback), each format smallest first. */
  copies: EncodedCopy[];
}

/** A file that is not a photo the build can encode, with what it is. */
export class UnusablePicture extends Error {
  readonly reason: 'heic' | 'pdf' | 'truncated' | 'unknown';

  constructor(reason: UnusablePicture['reason'], message: string) {
    super(message);
    this.reason = reason;
  }
}

export const ENCODED_FORMATS: Record<FileFormat, boolean> = {
  jpeg: true,
  png: true,
  webp: true,
  avif: true,
  gif: false,
  svg: false,
  heic: false,
  pdf: false,
  unknown: false,
};

// Quality settings chosen by eye on photos and on flat illustrations: no visible loss at 1× or 2×. AVIF's
// effort 2 (of 9) encodes several times faster than the default for files a few percent larger.
const settings = {
  avif: { quality: 55, effort: 2 },
  webp: { quality: 75, effort: 4 },
  jpeg: { quality: 78, mozjpeg: true },
  png: { compressionLevel: 9, palette: false },
} as const;
/**
 * sharp, and the encoder key: changing how pictures are encoded changes it, and so every cache key, so nothing stale is
 * reused. Loaded with the first photo rather than with the server render: its native library cost `npm start` about
 * 0.25 s of CPU before the first page, which pages of drawings never use.
 */
let encoder: Promise<{ sharp: typeof sharpModule; key: string }> | undefined;
const loadEncoder = () =>
  (encoder ??= import('sharp').then(({ default: sharp }) => ({
    sharp,
    key: JSON.stringify({ settings, sharp: sharp.versions.sharp, widths: pictureWidths(1e6), v: 2 }),
  })));

/**
 * The copies of one photo at every width it allows, in AVIF, WebP and a fallback every browser reads (its
 * own format when that is JPEG or PNG; otherwise JPEG, or PNG where it has transparent parts). Copies are
 * named `<name>-<hash>-<width>.<ext>` and kept in `cacheDir`; the same bytes under the same name are never
 * encoded twice.
 */
export async function encodePicture(bytes: Uint8Array, name: string, cacheDir: string): Promise<EncodedPicture> {
  const stem =
    path
      .basename(name, path.extname(name))
      .replace(/[^a-zA-Z0-9_-]+/g, '-')
      .toLowerCase() || 'picture';
  const { key: encoderKey } = await loadEncoder();
  const key = createHash('sha256').update(encoderKey).update(stem).update(bytes).digest('hex');
  // One encoding at a time per picture, however many pages show it at once.
  const id = path.join(cacheDir, key);
  let encoding = inFlight.get(id);
  if (!encoding) {
    encoding = encodeOnce(bytes, stem, key, cacheDir).finally(() => inFlight.delete(id));
    inFlight.set(id, encoding);
  }
  return encoding;
}

const inFlight = new Map<string, Promise<EncodedPicture>>();

async function encodeOnce(bytes: Uint8Array, stem: string, key: string, cacheDir: string): Promise<EncodedPicture> {
  const manifest = path.join(cacheDir, `${key}.json`);
  const cached = await readFile(manifest, 'utf8').then(
    (text) => JSON.parse(text) as EncodedPicture,
    () => undefined,
  );
  if (cached) return cached;

  const source = sniffFormat(bytes);
  if (!ENCODED_FORMATS[source])
    throw new UnusablePicture(source === 'heic' || source === 'pdf' ? source : 'unknown', `a ${source} file`);
  const { sharp } = await loadEncoder();
  const { width, height, hasAlpha } = await sharp(bytes)
    .metadata()
    .then((metadata) => ({ ...metadata.autoOrient, hasAlpha: metadata.hasAlpha }))
    .catch((error: unknown) => {
      throw new UnusablePicture('unknown', errorText(error));
    });
  const widths = pictureWidths(width);
  // One full decode, at the largest copy's size: it reads every byte (a file cut short fails here rather than as
  // a grey band at the bottom of the page), turns the picture upright, and its pixels make every copy and the
  // colour. Decoding the camera file again for each copy cost more than encoding the small ones.
  const largest = await sharp(bytes, { failOn: 'truncated' })
    .autoOrient()
    .resize({ width: widths.at(-1)! })
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      throw new UnusablePicture('truncated', errorText(error));
    });
  const pixels = () =>
    sharp(largest.data, {
      raw: { width: largest.info.width, height: largest.info.height, channels: largest.info.channels },
    });
  const { dominant } = await pixels().stats();
  const fallback: EncodedFormat = source === 'jpeg' || source === 'png' ? source : hasAlpha ? 'png' : 'jpeg';
  const hash = key.slice(0, 10);
  const plan = (['avif', 'webp', fallback] as const).flatMap((format) =>
    widths.map((copyWidth) => ({
      format,
      width: copyWidth,
      file: `${stem}-${hash}-${copyWidth}.${extension[format]}`,
    })),
  );
  await mkdir(cacheDir, { recursive: true });
  const copies = await Promise.all(
    plan.map(async ({ format, width: copyWidth, file }): Promise<EncodedCopy> => {
      const encoded = await pixels().resize({ width: copyWidth }).toFormat(format, settings[format]).toBuffer();
      await writeWhole(path.join(cacheDir, file), encoded);
      return { format, width: copyWidth, file, bytes: encoded.length };
    }),
  );
  const picture: EncodedPicture = { width, height, color: hasAlpha ? undefined : hex(dominant), copies };
  // The manifest last: it says the copies are all there.
  await writeWhole(manifest, JSON.stringify(picture));
  return picture;
}

const extension: Record<EncodedFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };

const hex = ({ r, g, b }: { r: number; g: number; b: number }) =>
  `#${[r, g, b].map((value) => value.toString(16).padStart(2, '0')).join('')}`;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
