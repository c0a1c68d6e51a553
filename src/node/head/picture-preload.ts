import { withBase } from '../../lib/base-url.ts';
import { srcset, type PictureData } from '../../lib/picture.ts';
import { pictureSlots, type PictureSlot } from '../../lib/picture-slots.ts';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The <link rel="preload"> that starts the page's largest picture with the HTML, before the CSS and layout
 * reveal it: for an encoded photo the best format's copies with the slot's sizes (the copy <Picture> will
 * pick; a browser that cannot read the type skips it), for an SVG its address.
 */
export function picturePreloadTag(picture: PictureData, slot: PictureSlot): string {
  const best = picture.formats?.[0];
  const target = best
    ? `imagesrcset="${escapeAttribute(srcset(best.candidates))}" imagesizes="${pictureSlots[slot].sizes}" type="${best.type}"`
    : `href="${escapeAttribute(withBase(picture.src))}"`;
  return `<link rel="preload" as="image" ${target} fetchpriority="high">`;
}
