import { createContext, useContext } from 'react';
import { withBase } from './base-url.ts';

/** One encoded copy of a picture: its address (root-relative, as under public/) and its width in pixels. */
export interface PictureCandidate {
  url: string;
  width: number;
}

/** The copies of a picture in one format, smallest first. */
export interface PictureFormat {
  /** The MIME type: image/avif, image/webp, image/jpeg … */
  type: string;
  candidates: PictureCandidate[];
}

/**
 * A picture as a page shows it. A photo under public/ comes with the copies the build encoded (best format
 * first, the last one the fallback every browser reads), its real size and its dominant colour; an SVG with
 * its size; a picture from another site with its address only.
 */
export interface PictureData {
  /** Root-relative, as written in the content: /images/lighthouse/hero.jpg. */
  src: string;
  width?: number;
  height?: number;
  /** The colour that holds the picture's place while it loads: '#58683f'. */
  color?: string;
  formats?: PictureFormat[];
}

/** Finds what the build knows about a picture; undefined when it knows nothing (yet). */
export type PictureLookup = (src: string) => PictureData | undefined;

/** Set by the server render; null in the browser and in unit tests, where a picture is shown as written. */
export const PicturesContext = createContext<PictureLookup | null>(null);

/** The picture at `src` as the build knows it, or as written. */
export function usePicture(src: string): PictureData {
  const lookup = useContext(PicturesContext);
  return lookup?.(src) ?? { src };
}

/** A `srcset` value: each copy's address under the base path and its width. */
export const srcset = (candidates: PictureCandidate[]) =>
  candidates.map(({ url, width }) => `${withBase(url)} ${width}w`).join(', ');
