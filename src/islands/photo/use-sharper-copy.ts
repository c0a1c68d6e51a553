import { useEffect, useState, type RefObject } from 'react';
import { withBase } from '../../lib/base-url.ts';
import { copiesForScreen, zoomToServe, type Screen } from '../../lib/picture-copy.ts';
import type { PictureData } from '../../lib/picture.ts';

/**
 * The zoom the viewer's copies of a photo are chosen for (copiesForScreen): 1 as the photo opens, so it comes in the
 * copy that fits the screen; once it is zoomed past that copy's pixels, the zoom now (zoomToServe), up to the largest
 * copy the build made. The larger copy is fetched and decoded beside the one shown and only then swapped in, so the
 * photo neither blanks nor moves: the browser draws a decoded picture at once, in the same box (the copies share
 * one shape, and each is at least as many pixels as the screen shows).
 */
export function useServedZoom(
  picture: PictureData | undefined,
  scale: number,
  image: RefObject<HTMLImageElement | null>,
  screen: () => Screen,
): number {
  const [served, setServed] = useState({ src: '', zoom: 1 });
  // Per photo: the next one (or the same one opened again) starts from the copy for the screen.
  const current = picture && served.src === picture.src ? served.zoom : 1;

  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs when the zoom or the photo changes; the screen is read then, not watched
  useEffect(() => {
    const shownImage = image.current;
    if (!picture || !shownImage) return;
    const now = screen();
    const wanted = zoomToServe(picture, now, current, scale);
    if (wanted === current) return;
    // The larger copy in the format the browser chose among the <source>s.
    const shown = copiesForScreen(picture, now, current);
    const format =
      shown.find(({ url }) => new URL(withBase(url), location.href).href === shownImage.currentSrc) ?? shown.at(-1);
    const larger = copiesForScreen(picture, now, wanted).find(({ type }) => type === format?.type);
    if (!larger) return;
    let stale = false;
    const loader = new Image();
    loader.src = withBase(larger.url);
    // A copy that fails to load leaves the one shown.
    loader.decode().then(
      () => !stale && setServed({ src: picture.src, zoom: wanted }),
      () => {},
    );
    // Still pinching: the zoom the fingers end on decides (the copies asked for on the way are cached).
    return () => {
      stale = true;
    };
  }, [picture, scale, current]);

  return current;
}
