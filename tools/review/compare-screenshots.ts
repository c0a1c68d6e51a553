import pixelmatch from 'pixelmatch';
import sharp from 'sharp';

/** How two screenshots of one page differ. */
export interface ScreenshotDifference {
  /** Pixels that differ, counting every pixel one picture has and the other lacks (a page grew or shrank). */
  changedPixels: number;
  /** changedPixels as a share of the larger picture's area, 0 … 1. */
  share: number;
  /** Only when something changed: the after picture, faded, with every changed pixel in red (where to look). */
  highlight?: Buffer;
  /** Only when something changed: the first and last row with a changed pixel, in px from the top. */
  rows?: { top: number; bottom: number };
}

/** A picture's pixels, four bytes (RGBA) each, row by row. */
interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

const UNCHANGED: ScreenshotDifference = { changedPixels: 0, share: 0 };

/** The PNG's pixels as RGBA, decoded by libvips (sharp): a tenth of the time of decoding in JavaScript. */
async function decode(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Whether any pixel of row y is pure red: pixelmatch paints changed pixels so on a grey, faded picture. */
function rowChanged({ data, width }: Pixels, y: number): boolean {
  for (let offset = y * width * 4; offset < (y + 1) * width * 4; offset += 4) {
    if (data[offset] === 255 && data[offset + 1] === 0 && data[offset + 2] === 0) return true;
  }
  return false;
}

/** The first and last row holding a changed pixel (called only when some pixel changed). */
function changedRows(highlight: Pixels): { top: number; bottom: number } {
  let top = 0;
  while (top < highlight.height - 1 && !rowChanged(highlight, top)) top++;
  let bottom = highlight.height - 1;
  while (bottom > top && !rowChanged(highlight, bottom)) bottom--;
  return { top, bottom };
}

/** Paint for the area one picture lacks, so it never matches real page pixels. */
const MISSING = Buffer.from([255, 0, 255, 255]);

/** The picture's pixels on a canvas of the given size, the uncovered part painted MISSING. */
function onCanvas(picture: Pixels, width: number, height: number): Buffer {
  if (picture.width === width && picture.height === height) return picture.data;
  const canvas = Buffer.alloc(width * height * 4, MISSING);
  const row = picture.width * 4;
  for (let y = 0; y < picture.height; y++) picture.data.copy(canvas, y * width * 4, y * row, (y + 1) * row);
  return canvas;
}

/**
 * Compares two PNG screenshots pixel by pixel. Pixelmatch's default tolerance (0.1) and its anti-aliasing
 * detection keep font smoothing from counting, while any real change of copy, colour or layout does.
 * Most pages of a review are unchanged, and Chromium encodes the same pixels to the same bytes: equal files
 * (or equal pixels) are answered without the pixel-by-pixel pass, which is most of a review's own work.
 */
export async function compareScreenshots(before: Buffer, after: Buffer): Promise<ScreenshotDifference> {
  if (before.equals(after)) return UNCHANGED;
  const [a, b] = await Promise.all([decode(before), decode(after)]);
  if (a.width === b.width && a.height === b.height && a.data.equals(b.data)) return UNCHANGED;
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const highlight: Pixels = { data: Buffer.alloc(width * height * 4), width, height };
  const changedPixels = pixelmatch(
    onCanvas(b, width, height),
    onCanvas(a, width, height),
    highlight.data,
    width,
    height,
    { alpha: 0.2 },
  );
  if (changedPixels === 0) return UNCHANGED;
  const png = await sharp(highlight.data, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
  return { changedPixels, share: changedPixels / (width * height), highlight: png, rows: changedRows(highlight) };
}
