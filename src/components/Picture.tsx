import { withBase } from '../lib/base-url.ts';
import { srcset, type PictureCandidate, type PictureData } from '../lib/picture.ts';
import { pictureSlots, type PictureSlot } from '../lib/picture-slots.ts';

interface PictureProps {
  picture: PictureData;
  alt: string;
  slot: PictureSlot;
  /** The page's largest paint: fetched at once, first. Every other picture waits until it nears the screen. */
  priority?: boolean;
  className?: string;
  /** Which part of the picture stays in sight where its frame crops it (`object-fit: cover`): CSS object-position. */
  objectPosition?: string;
}

/** The copy the <img> names for browsers that read no srcset: the largest up to 1200 px wide. */
const fallbackSrc = (candidates: PictureCandidate[]) =>
  withBase((candidates.filter(({ width }) => width <= 1200).at(-1) ?? candidates[0]!).url);

/**
 * A picture at the size the screen needs: a <picture> with a source per encoded format (AVIF, WebP) and the
 * fallback in the <img>, `sizes` from the slot it fills, its real width and height (no shift while it loads)
 * and its dominant colour in their place until it arrives. An SVG, or a picture from another site, is one <img>.
 */
export function Picture({ picture, alt, slot, priority = false, className, objectPosition }: PictureProps) {
  const { sizes } = pictureSlots[slot];
  const formats = picture.formats ?? [];
  const fallback = formats.at(-1);
  const img = (
    <img
      src={fallback ? fallbackSrc(fallback.candidates) : withBase(picture.src)}
      srcSet={fallback ? srcset(fallback.candidates) : undefined}
      sizes={fallback ? sizes : undefined}
      alt={alt}
      width={picture.width}
      height={picture.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      style={picture.color || objectPosition ? { backgroundColor: picture.color, objectPosition } : undefined}
      className={className}
    />
  );
  // Inside <picture> even with one file when it is the priority: React's server render then leaves out its
  // own preload of the <img> (in the body), which would repeat the one the page's head already has.
  if (!fallback && !priority) return img;
  return (
    <picture>
      {formats.slice(0, -1).map(({ type, candidates }) => (
        <source key={type} type={type} srcSet={srcset(candidates)} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
