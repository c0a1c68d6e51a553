import type { EncodedCopy, EncodedPicture } from './encode-picture.ts';

/** The most one picture may weigh as a visitor receives it (gzip does not shrink pictures). */
export const PICTURE_BUDGET = 150 * 1024;

/**
 * The phone every figure here is for: Lighthouse's mobile device, 412 CSS px wide at 1.75 device pixels per
 * CSS pixel. Every slot is the screen's width less the page's 20 px margins there.
 */
const PHONE = { width: 412, pixelRatio: 1.75, margins: 40 };

/** The copy a phone downloads: in the best format, the narrowest at least as wide as the slot's device pixels. */
export function phoneCopy({ copies }: EncodedPicture): EncodedCopy {
  const best = copies.filter(({ format }) => format === copies[0]!.format);
  const needed = (PHONE.width - PHONE.margins) * PHONE.pixelRatio;
  return best.find(({ width }) => width >= needed) ?? best.at(-1)!;
}

/**
 * The most the pictures kept for offline may weigh (the guide's and the offline page's): every visitor's phone
 * downloads them once, after its first visit, whichever page that was. About ten photos.
 */
export const OFFLINE_PICTURES_BUDGET = 1024 * 1024;

/**
 * The copy the service worker keeps of a photo: the one the most demanding phone shows (430 CSS px at 3×, as
 * src/node/offline/guide-precache.ts picks), in the best format.
 */
export function offlineCopy({ copies }: EncodedPicture): EncodedCopy {
  const best = copies.filter(({ format }) => format === copies[0]!.format);
  const needed = (430 - PHONE.margins) * 3;
  return best.find(({ width }) => width >= needed) ?? best.at(-1)!;
}

export const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
