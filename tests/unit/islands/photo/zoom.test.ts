import { describe, expect, it } from 'vitest';
import {
  MAX_ZOOM,
  NONE,
  draggedBy,
  pannedBy,
  pinchedTo,
  toggledAt,
  withinPhoto,
  zoomAt,
  zoomedBy,
  zoomTo,
} from '../../../../src/islands/photo/zoom.ts';

// A landscape photo as a phone shows it whole: 390 × 260 CSS pixels.
const size = { width: 390, height: 260 };

describe('zoom', () => {
  it('stays between whole and four times, and centres the photo again at whole', () => {
    expect(zoomTo({ scale: 2, x: 30, y: 10 }, 9)).toEqual({ scale: MAX_ZOOM, x: 30, y: 10 });
    expect(zoomTo({ scale: 2, x: 30, y: 10 }, 0.5)).toEqual(NONE);
  });

  it('keeps the photo’s edges from coming in further than the whole photo’s', () => {
    // At twice the size the photo reaches half its width (195 px) past each side of where it was.
    expect(withinPhoto({ scale: 2, x: 500, y: -20 }, size)).toEqual({ scale: 2, x: 195, y: -20 });
    expect(withinPhoto({ scale: 2, x: -500, y: 400 }, size)).toEqual({ scale: 2, x: -195, y: 130 });
  });

  it('zooms in at a point, which stays under the finger', () => {
    // 100 px right of the centre at no zoom: at twice the size it would be 200 px right, so the photo moves 100 px left.
    expect(zoomAt(NONE, 2, { x: 100, y: -40 }, size)).toEqual({ scale: 2, x: -100, y: 40 });
    // Already zoomed and moved: the point tapped is what stays, wherever the photo is.
    const zoomed = { scale: 2, x: -100, y: 40 };
    const deeper = zoomAt(zoomed, 3, { x: 20, y: 0 }, size);
    expect(deeper).toEqual({ scale: 3, x: -110, y: 40 });
    // The photo's pixel tapped, 10 px right of its middle (20 px at 2×), is where it was on the screen.
    expect(deeper.x + 10 * deeper.scale).toBe(zoomed.x + 10 * zoomed.scale);
  });

  it('zooms no further off the photo than its edge, for a tap beside it', () => {
    expect(zoomAt(NONE, 2, { x: 300, y: 0 }, size)).toEqual({ scale: 2, x: -195, y: 0 });
  });

  it('toggles with a double tap: in at the point when whole, out to whole when zoomed', () => {
    expect(toggledAt(NONE, { x: 50, y: 0 }, size)).toEqual({ scale: 2, x: -50, y: 0 });
    expect(toggledAt({ scale: 1.5, x: -20, y: 5 }, { x: 50, y: 0 }, size)).toEqual(NONE);
  });

  it('moves a tenth of the photo as shown for each arrow, the way a page scrolls, up to its edge', () => {
    const zoomed = { scale: 2, x: 0, y: 0 };
    // → shows more of the right: the photo moves left by 10% of 780 px.
    expect(pannedBy(zoomed, { x: 1, y: 0 }, size)).toEqual({ scale: 2, x: -78, y: 0 });
    expect(pannedBy(zoomed, { x: 0, y: -1 }, size)).toEqual({ scale: 2, x: 0, y: 52 });
    expect(pannedBy({ scale: 2, x: -190, y: 0 }, { x: 1, y: 0 }, size)).toEqual({ scale: 2, x: -195, y: 0 });
  });

  it('follows a dragging finger up to the photo’s edges, and no further', () => {
    const zoomed = { scale: 2, x: 150, y: 0 };
    expect(draggedBy(zoomed, { x: 30, y: -20 }, size)).toEqual({ scale: 2, x: 180, y: -20 });
    // 150 px dragged on from 150 px right: the left edge stops where the whole photo's was, 195 px right.
    expect(draggedBy(zoomed, { x: 150, y: -400 }, size)).toEqual({ scale: 2, x: 195, y: -130 });
  });

  it('pinches to the fingers’ spread, moving with their middle up to the edges, and centres the photo at whole', () => {
    const middle = { x: 0, y: 0 };
    expect(pinchedTo(NONE, 2, middle, { x: 50, y: 0 }, size)).toEqual({ scale: 2, x: 50, y: 0 });
    expect(pinchedTo(NONE, 2, middle, { x: 500, y: -300 }, size)).toEqual({ scale: 2, x: 195, y: -130 });
    // Pinching out from the right edge at 3× (390 px of room) to 1.5× (97.5 px) pulls the photo in with its edge.
    expect(pinchedTo({ scale: 3, x: 390, y: 0 }, 1.5, middle, { x: 0, y: 0 }, size)).toEqual({
      scale: 1.5,
      x: 97.5,
      y: 0,
    });
    expect(pinchedTo({ scale: 2, x: 100, y: 40 }, 0.8, middle, { x: 30, y: 0 }, size)).toEqual(NONE);
  });

  it('pinches around the point between the fingers, which stays between them as they move', () => {
    // Fingers around a point 100 px right of the middle: at twice the size that point would be 200 px right, so
    // the photo moves 100 px left to keep it under them.
    expect(pinchedTo(NONE, 2, { x: 100, y: 0 }, { x: 0, y: 0 }, size)).toEqual({ scale: 2, x: -100, y: 0 });
    // From 2× moved 100 px left, the same point (now 100 px right of the photo's centre as shown, 50 px in the photo's
    // own pixels) pinched to 4× is 200 px right of that centre: 100 px further left, and 30 px down with the fingers.
    expect(pinchedTo({ scale: 2, x: -100, y: 0 }, 4, { x: 100, y: 0 }, { x: 0, y: 30 }, size)).toEqual({
      scale: 4,
      x: -200,
      y: 30,
    });
    // Near an edge the photo still stops where the whole photo's edge was.
    expect(pinchedTo(NONE, 3, { x: -195, y: 0 }, { x: 0, y: 0 }, size)).toEqual({ scale: 3, x: 390, y: 0 });
  });

  it('zooms by a button’s factor, pulling the photo in with its edges when zooming out', () => {
    expect(zoomedBy({ scale: 2, x: 195, y: -130 }, 1.5, size)).toEqual({ scale: 3, x: 195, y: -130 });
    expect(zoomedBy({ scale: 3, x: 390, y: -260 }, 0.5, size)).toEqual({ scale: 1.5, x: 97.5, y: -65 });
  });
});
