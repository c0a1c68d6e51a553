/**
 * The widths a photo is encoded at: enough steps that a phone, a tablet and a wide 2× screen each get a copy
 * close to what they show (a hero is 350–983 CSS px wide, a carousel up to 1112), and no copy wider than
 * 1600 px, which already looks sharp on a 2× laptop and keeps a cold build's encoding short.
 */
export const PICTURE_WIDTHS = [480, 720, 960, 1200, 1600] as const;

/**
 * The widths for a source this wide: the steps under it, and the largest it allows (its own width, at most
 * 1600). A step within 10% of that largest is left out: it would cost an encoding and save no bytes.
 */
export function pictureWidths(sourceWidth: number): number[] {
  const largest = Math.min(sourceWidth, PICTURE_WIDTHS.at(-1)!);
  return [...PICTURE_WIDTHS.filter((width) => width < largest * 0.9), largest];
}
