import { useRef, useState, type PointerEvent } from 'react';

/** How far a photo zooms: from whole on the screen to four times that. */
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
/** How far a finger moves sideways, at no zoom, to go to the next or previous photo. */
const SWIPE = 50;

export interface Zoom {
  scale: number;
  x: number;
  y: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const NONE: Zoom = { scale: MIN_ZOOM, x: 0, y: 0 };

/** A zoom at `scale`, kept where it was; at no zoom the photo is centred again. */
export function zoomTo(zoom: Zoom, scale: number): Zoom {
  const next = clamp(scale, MIN_ZOOM, MAX_ZOOM);
  return next === MIN_ZOOM ? NONE : { scale: next, x: zoom.x, y: zoom.y };
}

/**
 * Pinch to zoom and drag to move a zoomed photo, with pointer events (touch, pen and mouse alike), and a swipe
 * sideways at no zoom to turn to another photo. The stage it is spread on sets `touch-action: none`, so the
 * browser leaves the gestures to it rather than zooming or scrolling the page.
 */
export function usePinchZoom(onSwipe: (direction: 1 | -1) => void) {
  const [zoom, setZoom] = useState<Zoom>(NONE);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const start = useRef<{ zoom: Zoom; distance: number; x: number; y: number } | undefined>(undefined);

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const centre = () => {
    const all = [...pointers.current.values()];
    return { x: all.reduce((sum, p) => sum + p.x, 0) / all.length, y: all.reduce((sum, p) => sum + p.y, 0) / all.length };
  };
  // Each change of fingers starts the gesture again from where the photo is.
  const restart = () => {
    start.current = pointers.current.size > 0 ? { zoom, distance: distance(), ...centre() } : undefined;
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    restart();
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!pointers.current.has(event.pointerId) || !start.current) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const from = start.current;
    const now = centre();
    if (pointers.current.size >= 2 && from.distance > 0) {
      const scaled = zoomTo(from.zoom, (from.zoom.scale * distance()) / from.distance);
      setZoom(scaled.scale === MIN_ZOOM ? scaled : { ...scaled, x: from.zoom.x + now.x - from.x, y: from.zoom.y + now.y - from.y });
    } else if (from.zoom.scale > MIN_ZOOM) {
      setZoom({ ...from.zoom, x: from.zoom.x + now.x - from.x, y: from.zoom.y + now.y - from.y });
    }
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const from = start.current;
    const wasOne = pointers.current.size === 1;
    pointers.current.delete(event.pointerId);
    if (from && wasOne && from.zoom.scale === MIN_ZOOM) {
      const dx = event.clientX - from.x;
      if (Math.abs(dx) > SWIPE && Math.abs(dx) > Math.abs(event.clientY - from.y)) onSwipe(dx < 0 ? 1 : -1);
    }
    restart();
  };

  return {
    zoom,
    zoomBy: (factor: number) => setZoom((current) => zoomTo(current, current.scale * factor)),
    reset: () => setZoom(NONE),
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
  };
}
