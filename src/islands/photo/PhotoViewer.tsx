import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import ChevronRight from 'lucide-react/icons/chevron-right';
import X from 'lucide-react/icons/x';
import ZoomIn from 'lucide-react/icons/zoom-in';
import ZoomOut from 'lucide-react/icons/zoom-out';
import { withBase } from '../../lib/base-url.ts';
import { copiesForScreen, type Screen } from '../../lib/picture-copy.ts';
import type { PictureData } from '../../lib/picture.ts';
import { usePinchZoom } from './use-pinch-zoom.ts';
import { useServedZoom } from './use-sharper-copy.ts';
import { MAX_ZOOM, MIN_ZOOM, type Offset } from './zoom.ts';

/** A photo the viewer shows: what the build knows of it, and its alt text (the dialog's name). */
export interface ViewerPhoto {
  picture: PictureData;
  alt: string;
}

/** The viewer's words, from content/site.ts (photoViewer). */
export interface ViewerWords {
  close: string;
  zoomIn: string;
  zoomOut: string;
  previous: string;
  next: string;
}

export interface PhotoViewerProps {
  photos: readonly ViewerPhoto[];
  /** The photo shown; the viewer is open while it is defined. */
  index: number | undefined;
  onIndexChange: (index: number | undefined) => void;
  words: ViewerWords;
  /** Puts focus back on the picture that was opened (the one shown last, in a carousel) once the viewer closes. */
  onClosed: (index: number) => void;
}

const screenNow = (): Screen => ({
  width: window.innerWidth,
  height: window.innerHeight,
  pixelRatio: window.devicePixelRatio || 1,
});

/** Which way each arrow key points. */
const ARROWS: Record<string, Offset> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/**
 * A photo opened large over the page (Radix Dialog: focus kept inside, Escape and the close button, the page
 * behind locked, named by the photo's alt text), in the copy that fits the screen's pixels (a larger one once it is
 * zoomed past them): pinch, a double tap or
 * the zoom buttons to zoom, drag or the arrow keys to move a zoomed photo, and between several photos a swipe, the
 * arrow keys (at no zoom) or the side buttons.
 */
export default function PhotoViewer({ photos, index, onIndexChange, words, onClosed }: PhotoViewerProps) {
  const [last, setLast] = useState(index ?? 0);
  const shown = index ?? last;
  const count = photos.length;
  const go = (step: 1 | -1) => onIndexChange((shown + step + count) % count);
  const image = useRef<HTMLImageElement>(null);
  const { zoom, zoomBy, pan, reset, handlers } = usePinchZoom((step) => count > 1 && go(step), image);
  // Each photo opens whole; the one shown is remembered for when the viewer closes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: per photo: the zoom resets when another opens, not when reset() is made anew
  useEffect(() => {
    reset();
    if (index !== undefined) setLast(index);
  }, [index]);
  const photo = photos[shown];
  // Zoomed past the pixels of the copy shown, a larger one comes in.
  const served = useServedZoom(photo?.picture, zoom.scale, image, screenNow);
  if (!photo) return null;
  // No screen on the server, where the closed dialog renders nothing; in the browser the copy stays the same
  // while the dialog closes (the original file is never deployed).
  const copies = typeof window === 'undefined' ? [] : copiesForScreen(photo.picture, screenNow(), served);
  const fallback = copies.at(-1);

  // Zoomed, the arrows look around the photo (a key that turned to the next one would lose the place looked
  // at); at no zoom, left and right turn between photos.
  const onKeyDown = (event: KeyboardEvent) => {
    const direction = ARROWS[event.key];
    if (!direction) return;
    if (zoom.scale > MIN_ZOOM) {
      event.preventDefault();
      pan(direction);
    } else if (count > 1 && direction.x !== 0) {
      event.preventDefault();
      go(direction.x > 0 ? 1 : -1);
    }
  };

  return (
    <Dialog.Root open={index !== undefined} onOpenChange={(open) => !open && onIndexChange(undefined)}>
      <Dialog.Portal>
        <Dialog.Overlay className="photo-viewer-overlay" />
        <Dialog.Content
          className="photo-viewer"
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed(shown);
          }}
        >
          <Dialog.Title className="sr-only">{photo.alt}</Dialog.Title>
          <div className="photo-viewer-stage" data-zoom={zoom.scale.toFixed(2)} {...handlers}>
            <picture key={photo.picture.src}>
              {copies.slice(0, -1).map(({ type, url }) => (
                <source key={type} type={type} srcSet={withBase(url)} />
              ))}
              <img
                ref={image}
                src={withBase(fallback?.url ?? photo.picture.src)}
                alt={photo.alt}
                width={photo.picture.width}
                height={photo.picture.height}
                draggable={false}
                style={{
                  transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})`,
                  backgroundColor: photo.picture.color,
                }}
              />
            </picture>
          </div>
          {/* aria-disabled, not disabled, at the zoom's limits: a disabled button drops the focus on it to the
              page's body, where the arrow keys no longer reach the viewer. Past a limit, zoomBy changes nothing. */}
          <div className="photo-viewer-tools">
            <button
              type="button"
              className="photo-viewer-button"
              aria-label={words.zoomOut}
              aria-disabled={zoom.scale <= MIN_ZOOM}
              onClick={() => zoomBy(1 / 1.5)}
            >
              <ZoomOut aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              className="photo-viewer-button"
              aria-label={words.zoomIn}
              aria-disabled={zoom.scale >= MAX_ZOOM}
              onClick={() => zoomBy(1.5)}
            >
              <ZoomIn aria-hidden="true" className="size-5" />
            </button>
            <Dialog.Close className="photo-viewer-button" aria-label={words.close}>
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {count > 1 && (
            <div className="photo-viewer-turn">
              <button type="button" className="photo-viewer-button" aria-label={words.previous} onClick={() => go(-1)}>
                <ChevronRight aria-hidden="true" className="size-5 -scale-x-100" />
              </button>
              <p className="photo-viewer-count" aria-live="polite">
                {shown + 1} / {count}
              </p>
              <button type="button" className="photo-viewer-button" aria-label={words.next} onClick={() => go(1)}>
                <ChevronRight aria-hidden="true" className="size-5" />
              </button>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
