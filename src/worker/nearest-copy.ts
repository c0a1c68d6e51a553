/**
 * Which kept copy of a photo answers a request for a copy the worker does not hold (src/worker/service-worker.ts).
 * Offline, each screen asks for the width its `srcset` and `sizes` pick, and the precache holds one width per photo,
 * the widest any phone of PHONE_SCREENS picks (src/node/offline/phone-picture.ts): a 1× phone's 480 px copy is
 * answered with it. Pure functions of addresses and the request's Accept header, so a unit test reads them as rules.
 */

/** A copy the build encoded, read from its address: `_pictures/<name>-<10 hex digits>-<width>.<extension>`. */
export interface PictureCopy {
  /** The address without the width and extension: every copy of one photo, in any format, shares it. */
  picture: string;
  width: number;
  /** Its MIME type. */
  type: string;
}

const COPY_NAME = /^(.+-[0-9a-f]{10})-(\d+)\.(avif|webp|jpg|png)$/;
const TYPE_OF = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' } as const;

/**
 * The formats a browser that leaves them out of its Accept header still opens. `image/*` in a browser's Accept
 * header says "any other picture I open", not that it opens AVIF: a browser without AVIF (Safari before 16) sends
 * it too, so AVIF and WebP are given only where they are named.
 */
const OPENED_EVERYWHERE = new Set(['image/jpeg', 'image/png']);

/** Smaller files first, for two copies of the same width: the order the build encodes them in. */
const LIGHTEST_FIRST = ['image/avif', 'image/webp', 'image/jpeg', 'image/png'];

/** The copy an address names, when it is one of the build's under the worker's scope (its query ignored, as a precache key's revision). */
export function pictureCopy(address: string, scope: string): PictureCopy | undefined {
  const url = new URL(address);
  const folder = new URL('_pictures/', scope);
  if (url.origin !== folder.origin || !url.pathname.startsWith(folder.pathname)) return undefined;
  const name = COPY_NAME.exec(url.pathname.slice(folder.pathname.length));
  if (!name) return undefined;
  const [, picture, width, extension] = name;
  return {
    picture: `${folder.href}${picture}`,
    width: Number(width),
    type: TYPE_OF[extension as keyof typeof TYPE_OF],
  };
}

/**
 * Whether a request takes a picture of `type`: the format it asked for, one its Accept header names with a
 * quality above 0, or JPEG and PNG where it takes any picture (a wildcard: `image/*`, or any type at all).
 */
export function accepts(type: string, requestedType: string, accept: string | null): boolean {
  if (type === requestedType) return true;
  const entries = (accept ?? '').split(',').map((entry) => {
    const [media = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    const quality = parameters.map((parameter) => /^q=([\d.]+)$/.exec(parameter)).find(Boolean);
    return { media, quality: quality ? Number(quality[1]) : 1 };
  });
  const named = entries.find(({ media }) => media === type);
  if (named) return named.quality > 0;
  return (
    OPENED_EVERYWHERE.has(type) &&
    entries.some(({ media, quality }) => (media === 'image/*' || media === '*/*') && quality > 0)
  );
}

/**
 * The held copy that answers `requested`: of the same photo, in a format the request accepts, the narrowest at
 * least as wide as the copy asked for, so a screen never gets fewer pixels than it chose while a wider copy is
 * held; when none is that wide, the widest held. Between two of one width, the format asked for, then the lighter.
 * Returns the address as held (a cache key), or undefined when the request is not for a copy or none is held.
 */
export function nearestCopy({
  requested,
  held,
  accept,
  scope,
}: {
  requested: string;
  held: readonly string[];
  accept: string | null;
  scope: string;
}): string | undefined {
  const wanted = pictureCopy(requested, scope);
  if (!wanted) return undefined;
  const rank = (type: string) => (type === wanted.type ? -1 : LIGHTEST_FIRST.indexOf(type));
  const copies = held
    .map((address) => ({ address, copy: pictureCopy(address, scope) }))
    .filter(
      (entry): entry is { address: string; copy: PictureCopy } =>
        entry.copy?.picture === wanted.picture && accepts(entry.copy.type, wanted.type, accept),
    )
    // Narrowest first, and within a width the format asked for, then the lighter.
    .sort((a, b) => a.copy.width - b.copy.width || rank(a.copy.type) - rank(b.copy.type));
  const wideEnough = copies.find(({ copy }) => copy.width >= wanted.width);
  if (wideEnough) return wideEnough.address;
  const widest = copies.at(-1)?.copy.width;
  return copies.find(({ copy }) => copy.width === widest)?.address;
}
