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
 * as it when the photo is the taller of the two shapes.
 */
export function pixelsNeeded(picture: Pick<PictureData, 'width' | 'height'>, screen: Screen): number {
  const shown = picture.width && picture.height ? Math.min(screen.width, (screen.height * picture.width) / picture.height) : screen.width;
  return Math.ceil(shown * screen.pixelRatio);
}

/** The smallest copy at least `pixels` wide, or the largest there is when none is (a large screen gets the largest). */
export function copyFor(candidates: readonly PictureCandidate[], pixels: number): PictureCandidate | undefined {
  return candidates.find(({ width }) => width >= pixels) ?? candidates.at(-1);
}

/** For each format the build encoded, the one copy that fits the screen's pixels: best format first, as in PictureData. */
export function copiesForScreen(picture: PictureData, screen: Screen): { type: string; url: string }[] {
  const pixels = pixelsNeeded(picture, screen);
  return (picture.formats ?? [])
    .map(({ type, candidates }: PictureFormat) => ({ type, url: copyFor(candidates, pixels)?.url }))
    .filter((copy): copy is { type: string; url: string } => copy.url !== undefined);
}
