import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** How two screenshots of one page differ. */
export interface ScreenshotDifference {
  /** Pixels that differ, counting every pixel one picture has and the other lacks (a page grew or shrank). */
  changedPixels: number;
  /** changedPixels as a share of the larger picture's area, 0 … 1. */
  share: number;
  /** The after picture, faded, with every changed pixel in red: where to look. */
  highlight: Buffer;
  /** The first and last row with a changed pixel, in px from the top; absent when nothing changed. */
  rows?: { top: number; bottom: number };
}

/** The rows holding a changed pixel: pixelmatch paints those pure red on a grey, faded picture. */
function changedRows(highlight: PNG): { top: number; bottom: number } | undefined {
  const rows: number[] = [];
  for (let y = 0; y < highlight.height; y++) {
    for (let offset = y * highlight.width * 4; offset < (y + 1) * highlight.width * 4; offset += 4) {
      const [red, green, blue] = highlight.data.subarray(offset, offset + 3);
      if (red === 255 && green === 0 && blue === 0) {
        rows.push(y);
        break;
      }
    }
  }
  return rows.length > 0 ? { top: rows[0]!, bottom: rows.at(-1)! } : undefined;
}

/** Paint for the area one picture lacks, so it never matches real page pixels. */
const MISSING = [255, 0, 255, 255] as const;

/** The picture on a canvas of the given size, the uncovered part painted MISSING. */
function onCanvas(picture: PNG, width: number, height: number): PNG {
  if (picture.width === width && picture.height === height) return picture;
  const canvas = new PNG({ width, height });
  for (let offset = 0; offset < canvas.data.length; offset += 4) canvas.data.set(MISSING, offset);
  PNG.bitblt(picture, canvas, 0, 0, picture.width, picture.height, 0, 0);
  return canvas;
}

/**
 * Compares two PNG screenshots pixel by pixel. Pixelmatch's default tolerance (0.1) and its anti-aliasing
 * detection keep font smoothing from counting, while any real change of copy, colour or layout does.
 */
export function compareScreenshots(before: Buffer, after: Buffer): ScreenshotDifference {
  const [a, b] = [PNG.sync.read(before), PNG.sync.read(after)];
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const highlight = new PNG({ width, height });
  const changedPixels = pixelmatch(onCanvas(b, width, height).data, onCanvas(a, width, height).data, highlight.data, width, height, {
    alpha: 0.2,
  });
  return { changedPixels, share: changedPixels / (width * height), highlight: PNG.sync.write(highlight), rows: changedRows(highlight) };
}
