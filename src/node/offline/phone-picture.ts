/** A screen: its width in CSS pixels and how many device pixels each CSS pixel has. */
export interface Screen {
  width: number;
  pixelRatio: number;
}

/**
 * The phones the guide must draw offline on: the widths most phones are (360 for many Androids, 390 and 430 for
 * iPhones, 412 for Pixels) at 1×, 2× (iPhone SE, XR, 11), 2.625× (Pixels) and 3×. The precache holds, of each
 * picture, the widest copy any of them takes from its `srcset` and `sizes`; a narrower copy asked for offline is
 * answered with it (src/worker/nearest-copy.ts). A desktop is left out of that choice: a 2× laptop would add a
 * 1600 px copy of each full-width photo (about 150 KB each) for every visitor, and offline it draws the phones' copy.
 */
export const PHONE_SCREENS: readonly Screen[] = [360, 390, 412, 430].flatMap((width) =>
  [1, 2, 2.625, 3].map((pixelRatio) => ({ width, pixelRatio })),
);

/**
 * Which copy of a picture a set of screens needs, the way a browser reads `srcset` and `sizes`: for each screen, the
 * slot's width from the first `sizes` entry whose media condition holds, times the device pixel ratio; then the
 * smallest candidate with at least as many pixels as the most any of them needs (the largest when none has). The
 * build precaches that copy, and the worker answers every screen's narrower choice with it (src/worker/nearest-copy.ts).
 *
 * Only what src/lib/picture-slots.ts writes is understood (min-width and max-width conditions in px; lengths in px,
 * vw or `calc(Nvw ± Mpx)`): anything else throws, so a change to the slots cannot quietly precache the wrong copy.
 */
export function copyForScreens(srcset: string, sizes: string | undefined, screens: readonly Screen[]): string {
  const candidates = srcset
    .split(',')
    .map((entry) => entry.trim().split(/\s+/))
    .map(([url, descriptor]) => {
      const width = /^(\d+)w$/.exec(descriptor ?? '');
      if (!url || !width)
        throw new Error(`Cannot read the srcset entry "${url} ${descriptor ?? ''}": expected "address 800w".`);
      return { url, width: Number(width[1]) };
    })
    .sort((a, b) => a.width - b.width);
  const needed = Math.max(...screens.map((screen) => slotWidth(sizes ?? '100vw', screen.width) * screen.pixelRatio));
  return (candidates.find(({ width }) => width >= needed) ?? candidates.at(-1)!).url;
}

/** The slot's width in CSS pixels at a viewport `viewport` px wide. */
export function slotWidth(sizes: string, viewport: number): number {
  for (const entry of sizes.split(/,(?![^(]*\))/).map((part) => part.trim())) {
    const condition = /^\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)\s+(.+)$/.exec(entry);
    if (!condition) return length(entry, viewport);
    const [, kind, bound, value] = condition;
    const holds = kind === 'min' ? viewport >= Number(bound) : viewport <= Number(bound);
    if (holds) return length(value!, viewport);
  }
  throw new Error(`sizes "${sizes}" has no entry for a ${viewport} px screen.`);
}

function length(value: string, viewport: number): number {
  const px = /^(\d+(?:\.\d+)?)px$/.exec(value);
  if (px) return Number(px[1]);
  const vw = /^(\d+(?:\.\d+)?)vw$/.exec(value);
  if (vw) return (Number(vw[1]) * viewport) / 100;
  const calc = /^calc\((\d+(?:\.\d+)?)vw\s*([+-])\s*(\d+(?:\.\d+)?)px\)$/.exec(value);
  if (calc) return (Number(calc[1]) * viewport) / 100 + (calc[2] === '+' ? 1 : -1) * Number(calc[3]);
  throw new Error(`Cannot read the length "${value}" in sizes: expected px, vw or calc(Nvw - Mpx).`);
}
