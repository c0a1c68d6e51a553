import type { PictureCandidate, PictureData, PictureFormat } from './picture.ts';

/** The screen a photo opens on: its size in CSS pixels and how many device pixels each has. */
export interface Screen {
  width: number;
  height: number;
  pixelRatio: number;
}

/** The largest copy the build made in the fallback format (JPEG or PNG, which every browser opens), or the file itself. */
export function largestCopy(picture: PictureData): string {
  return picture.formats?.at(-1)?.candidates.at(-1)?.url ?? picture.src;
}

/**
 * How many device pixels wide the photo is when shown whole on the screen: as wide as the screen, or as high
 * as it when the photo is the taller of the two shapes; `zoom` times that when it is zoomed in.
 */
export function pixelsNeeded(picture: Pick<PictureData, 'width' | 'height'>, screen: Screen, zoom = 1): number {
  const shown =
    picture.width && picture.height
      ? Math.min(screen.width, (screen.height * picture.width) / picture.height)
      : screen.width;
  // To a thousandth before the ceiling: floating-point dust (1600.0000000000002) is not a pixel more.
  return Math.ceil(Math.round(shown * screen.pixelRatio * zoom * 1000) / 1000);
}

/** The smallest copy at least `pixels` wide, or the largest there is when none is (a large screen gets the largest). */
export function copyFor(candidates: readonly PictureCandidate[], pixels: number): PictureCandidate | undefined {
  return candidates.find(({ width }) => width >= pixels) ?? candidates.at(-1);
}

/**
 * For each format the build encoded, the one copy that fits the screen's pixels at this zoom (whole, by default):
 * best format first, as in PictureData.
 */
export function copiesForScreen(picture: PictureData, screen: Screen, zoom = 1): { type: string; url: string }[] {
  const pixels = pixelsNeeded(picture, screen, zoom);
  return (picture.formats ?? [])
    .map(({ type, candidates }: PictureFormat) => ({ type, url: copyFor(candidates, pixels)?.url }))
    .filter((copy): copy is { type: string; url: string } => copy.url !== undefined);
}

/**
 * The zoom the viewer's copies should be chosen for, given the zoom they were chosen for (`served`) and the zoom now:
 * the zoom now once it asks for a larger copy than the one shown (a photo zoomed past the pixels it has), else
 * `served` still. Never a smaller zoom: zoomed back out, the sharper copy already there stays.
 */
export function zoomToServe(picture: PictureData, screen: Screen, served: number, zoom: number): number {
  if (zoom <= served) return served;
  const shown = copiesForScreen(picture, screen, served);
  const wanted = copiesForScreen(picture, screen, zoom);
  return wanted.some((copy, index) => copy.url !== shown[index]?.url) ? zoom : served;
}
