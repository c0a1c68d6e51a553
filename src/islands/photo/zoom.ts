/**
 * Where a zoomed photo is: its scale and how far it has moved from the middle, in CSS pixels (the viewer draws
 * it as `translate(x, y) scale(scale)` around the photo's centre). Pure functions, so the gestures and the keys
 * that change it are tested without a screen.
 */

/** How far a photo zooms: from whole on the screen to four times that. */
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
/** How far a double tap zooms in. */
export const DOUBLE_TAP_ZOOM = 2;
/** How far an arrow key moves a zoomed photo: a tenth of it as shown. */
const KEY_STEPS = 10;

export interface Zoom {
  scale: number;
  x: number;
  y: number;
}

/** A point or a move on the screen, in CSS pixels. */
export interface Offset {
  x: number;
  y: number;
}

/** The photo's size at no zoom, in CSS pixels. */
export interface PhotoSize {
  width: number;
  height: number;
}

export const NONE: Zoom = { scale: MIN_ZOOM, x: 0, y: 0 };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A zoom at `scale`, kept where it was; at no zoom the photo is centred again. */
export function zoomTo(zoom: Zoom, scale: number): Zoom {
  const next = clamp(scale, MIN_ZOOM, MAX_ZOOM);
  return next === MIN_ZOOM ? NONE : { scale: next, x: zoom.x, y: zoom.y };
}

/**
 * Kept so the photo's edges go no further in than the whole photo's were: however far it moves, no more of the
 * dark stage shows around it than at no zoom.
 */
export function withinPhoto(zoom: Zoom, size: PhotoSize): Zoom {
  const reachX = ((zoom.scale - 1) * size.width) / 2;
  const reachY = ((zoom.scale - 1) * size.height) / 2;
  return { scale: zoom.scale, x: clamp(zoom.x, -reachX, reachX), y: clamp(zoom.y, -reachY, reachY) };
}

/**
 * A zoom at `scale` that keeps the point `at` (measured from the photo's centre as it is shown now) where it is
 * on the screen, as a double tap does under the finger; moved on by `move` when the point itself has moved (the
 * middle of two pinching fingers).
 */
export function zoomAt(zoom: Zoom, scale: number, at: Offset, size: PhotoSize, move: Offset = { x: 0, y: 0 }): Zoom {
  const next = zoomTo(zoom, scale);
  if (next.scale === MIN_ZOOM) return next;
  // The point is at.x / zoom.scale from the photo's middle in the photo's own pixels; at the new scale it must
  // still be at.x from where the middle was, so the photo moves by what the growth pushed it out.
  const growth = 1 - next.scale / zoom.scale;
  return withinPhoto(
    { scale: next.scale, x: zoom.x + at.x * growth + move.x, y: zoom.y + at.y * growth + move.y },
    size,
  );
}

/** A double tap: zooms in at the point tapped, or back out to the whole photo when zoomed. */
export const toggledAt = (zoom: Zoom, at: Offset, size: PhotoSize): Zoom =>
  zoom.scale > MIN_ZOOM ? NONE : zoomAt(zoom, DOUBLE_TAP_ZOOM, at, size);

/**
 * An arrow key on a zoomed photo: looks further that way, as a page scrolls (→ shows more of the right, so the
 * photo moves left), a tenth of the photo as shown at a time, never past its edges.
 */
export function pannedBy(zoom: Zoom, direction: Offset, size: PhotoSize): Zoom {
  const moved = {
    ...zoom,
    x: zoom.x - (direction.x * zoom.scale * size.width) / KEY_STEPS,
    y: zoom.y - (direction.y * zoom.scale * size.height) / KEY_STEPS,
  };
  return withinPhoto(moved, size);
}

/** A drag: the photo follows the finger by `move` from where it was when the finger went down, up to its edges. */
export const draggedBy = (zoom: Zoom, move: Offset, size: PhotoSize): Zoom =>
  withinPhoto({ scale: zoom.scale, x: zoom.x + move.x, y: zoom.y + move.y }, size);

/**
 * A pinch: `scale` as the fingers' spread sets it, around the point of the photo that was between the fingers when
 * they went down (`at`, from the photo's centre as it was shown then), which stays between them as their middle
 * moves by `move`; up to the photo's edges (a zoom out leaves less room to move in). Pinched down to whole, the photo
 * is centred again.
 */
export const pinchedTo = (zoom: Zoom, scale: number, at: Offset, move: Offset, size: PhotoSize): Zoom =>
  zoomAt(zoom, scale, at, size, move);

/** The zoom buttons: `factor` times the size, kept inside the photo's edges (zooming out leaves less room). */
export const zoomedBy = (zoom: Zoom, factor: number, size: PhotoSize): Zoom =>
  withinPhoto(zoomTo(zoom, zoom.scale * factor), size);
