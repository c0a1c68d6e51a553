import { useRef, useState, type PointerEvent, type RefObject } from 'react';
import { isDoubleTap, isTap, type TouchPoint } from './double-tap.ts';
import {
  MIN_ZOOM,
  NONE,
  draggedBy,
  pannedBy,
  pinchedTo,
  toggledAt,
  zoomedBy,
  type Offset,
  type PhotoSize,
  type Zoom,
} from './zoom.ts';

/** How far a finger moves sideways, at no zoom, to go to the next or previous photo. */
const SWIPE = 50;

const touchOf = (event: PointerEvent): TouchPoint => ({ x: event.clientX, y: event.clientY, time: event.timeStamp });

/** The photo's size at no zoom (its layout box, which the transform leaves alone). */
const sizeOf = (photo: HTMLElement | null): PhotoSize => ({
  width: photo?.offsetWidth ?? 0,
  height: photo?.offsetHeight ?? 0,
});

/** Where a point on the screen is from the centre of the photo as it is shown now. */
function fromCentre(photo: HTMLElement | null, point: Offset): Offset {
  const box = photo?.getBoundingClientRect();
  return box ? { x: point.x - (box.left + box.width / 2), y: point.y - (box.top + box.height / 2) } : { x: 0, y: 0 };
}

/**
 * Pinch to zoom, a double tap to zoom in where tapped (and out again), and drag to move a zoomed photo, with
 * pointer events (touch, pen and mouse alike: a double click zooms too), a swipe sideways at no zoom to turn to
 * another photo, and `pan` for the arrow keys. The stage it is spread on sets `touch-action: none`, so the
 * browser leaves the gestures to it rather than zooming or scrolling the page. `photo` is the zoomed element. Every
 * way of zooming and moving keeps the photo's edges where zoom.ts's withinPhoto says.
 */
export function usePinchZoom(onSwipe: (direction: 1 | -1) => void, photo: RefObject<HTMLElement | null>) {
  const [zoom, setZoom] = useState<Zoom>(NONE);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  // Where the gesture started: the zoom, the fingers' spread and middle, and that middle from the photo's centre.
  const start = useRef<{ zoom: Zoom; distance: number; x: number; y: number; at: Offset } | undefined>(undefined);
  // The finger that started the gesture (a tap if no other joins it and it barely moves), and the last tap.
  const firstDown = useRef<TouchPoint | undefined>(undefined);
  const lastTap = useRef<TouchPoint | undefined>(undefined);

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const centre = () => {
    const all = [...pointers.current.values()];
    return {
      x: all.reduce((sum, p) => sum + p.x, 0) / all.length,
      y: all.reduce((sum, p) => sum + p.y, 0) / all.length,
    };
  };
  // Each change of fingers starts the gesture again from where the photo is.
  const restart = () => {
    const middle = centre();
    start.current =
      pointers.current.size > 0
        ? { zoom, distance: distance(), ...middle, at: fromCentre(photo.current, middle) }
        : undefined;
  };
  const tapped = (tap: TouchPoint) => {
    if (!isDoubleTap(lastTap.current, tap)) {
      lastTap.current = tap;
      return;
    }
    lastTap.current = undefined;
    const at = fromCentre(photo.current, tap);
    setZoom((current) => toggledAt(current, at, sizeOf(photo.current)));
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    // A second finger makes it a pinch, never a tap.
    firstDown.current = pointers.current.size === 1 ? touchOf(event) : undefined;
    restart();
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!pointers.current.has(event.pointerId) || !start.current) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const from = start.current;
    const now = centre();
    const move = { x: now.x - from.x, y: now.y - from.y };
    if (pointers.current.size >= 2 && from.distance > 0) {
      setZoom(
        pinchedTo(from.zoom, (from.zoom.scale * distance()) / from.distance, from.at, move, sizeOf(photo.current)),
      );
    } else if (from.zoom.scale > MIN_ZOOM) {
      setZoom(draggedBy(from.zoom, move, sizeOf(photo.current)));
    }
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const from = start.current;
    const wasOne = pointers.current.size === 1;
    // A pointer it never took (another mouse button, or one pressed outside the stage) ends nothing.
    if (!pointers.current.delete(event.pointerId)) return;
    if (from && wasOne && from.zoom.scale === MIN_ZOOM) {
      const dx = event.clientX - from.x;
      if (Math.abs(dx) > SWIPE && Math.abs(dx) > Math.abs(event.clientY - from.y)) onSwipe(dx < 0 ? 1 : -1);
    }
    const down = firstDown.current;
    if (wasOne && down && event.type === 'pointerup') {
      if (isTap(down, touchOf(event))) tapped(touchOf(event));
      else lastTap.current = undefined;
    }
    restart();
  };

  return {
    zoom,
    zoomBy: (factor: number) => setZoom((current) => zoomedBy(current, factor, sizeOf(photo.current))),
    /** Moves a zoomed photo a step the way an arrow key points (x and y from -1 to 1). */
    pan: (direction: Offset) => setZoom((current) => pannedBy(current, direction, sizeOf(photo.current))),
    reset: () => setZoom(NONE),
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
  };
}
