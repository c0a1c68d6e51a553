import { describe, expect, it } from 'vitest';
import { copiesForScreen, copyFor, largestCopy, pixelsNeeded, zoomToServe } from '../../../src/lib/picture-copy.ts';
import type { PictureData } from '../../../src/lib/picture.ts';

const widths = [480, 720, 960, 1200, 1600];
const copies = (ext: string) => widths.map((width) => ({ url: `/_pictures/photo-${width}.${ext}`, width }));
/** A 4:3 camera photo as the build encodes it: AVIF, WebP and the JPEG fallback, 480 to 1600 px wide. */
const photo: PictureData = {
  src: '/images/photo.jpg',
  width: 4000,
  height: 3000,
  formats: [
    { type: 'image/avif', candidates: copies('avif') },
    { type: 'image/webp', candidates: copies('webp') },
    { type: 'image/jpeg', candidates: copies('jpg') },
  ],
};

describe('the copy that fits the screen', () => {
  it('without JavaScript, links to the largest copy in the format every browser opens', () => {
    expect(largestCopy(photo)).toBe('/_pictures/photo-1600.jpg');
    expect(largestCopy({ src: '/images/drawing.svg' })).toBe('/images/drawing.svg');
  });

  it('counts the device pixels the photo is shown at, whole on the screen', () => {
    // A phone held upright: as wide as the screen, 3 device pixels per CSS pixel.
    expect(pixelsNeeded(photo, { width: 390, height: 844, pixelRatio: 3 })).toBe(1170);
    // A laptop: as high as the screen (a 4:3 photo on a wide one), so narrower than it.
    expect(pixelsNeeded(photo, { width: 1280, height: 800, pixelRatio: 1 })).toBe(1067);
    // Shape unknown: as wide as the screen.
    expect(pixelsNeeded({}, { width: 500, height: 500, pixelRatio: 2 })).toBe(1000);
  });

  it('takes the smallest copy at least that wide, and the largest when none is', () => {
    expect(copyFor(copies('jpg'), 1170)?.width).toBe(1200);
    expect(copyFor(copies('jpg'), 480)?.width).toBe(480);
    expect(copyFor(copies('jpg'), 3000)?.width).toBe(1600);
    expect(copyFor([], 100)).toBeUndefined();
  });

  it('gives one copy per format, best first', () => {
    expect(copiesForScreen(photo, { width: 390, height: 844, pixelRatio: 2 })).toEqual([
      { type: 'image/avif', url: '/_pictures/photo-960.avif' },
      { type: 'image/webp', url: '/_pictures/photo-960.webp' },
      { type: 'image/jpeg', url: '/_pictures/photo-960.jpg' },
    ]);
    expect(copiesForScreen(photo, { width: 2560, height: 1440, pixelRatio: 2 }).at(-1)?.url).toBe(
      '/_pictures/photo-1600.jpg',
    );
    expect(copiesForScreen({ src: '/images/drawing.svg' }, { width: 390, height: 844, pixelRatio: 3 })).toEqual([]);
  });
});

describe('the copy that fits a zoomed photo', () => {
  const phone = { width: 390, height: 844, pixelRatio: 2 };
  const laptop = { width: 1280, height: 800, pixelRatio: 1 };

  it('counts the pixels the zoom asks for', () => {
    expect(pixelsNeeded(photo, phone, 1.5)).toBe(1170);
    expect(pixelsNeeded(photo, laptop, 1.5)).toBe(1600);
    expect(copiesForScreen(photo, phone, 1.5).at(-1)?.url).toBe('/_pictures/photo-1200.jpg');
  });

  it('keeps the copy shown while the zoom stays within its pixels', () => {
    // 780 device pixels shown whole: the 960 copy, which holds up to a zoom of 1.23.
    expect(zoomToServe(photo, phone, 1, 1.2)).toBe(1);
    expect(zoomToServe(photo, phone, 1, 1)).toBe(1);
  });

  it('asks for a larger copy once the zoom passes the pixels of the one shown', () => {
    expect(zoomToServe(photo, phone, 1, 1.25)).toBe(1.25);
    expect(copiesForScreen(photo, phone, zoomToServe(photo, phone, 1, 1.25)).at(-1)?.url).toBe(
      '/_pictures/photo-1200.jpg',
    );
    expect(zoomToServe(photo, phone, 1.25, 3)).toBe(3);
    expect(copiesForScreen(photo, phone, 3).at(-1)?.url).toBe('/_pictures/photo-1600.jpg');
  });

  it('stops at the largest copy the build made', () => {
    // Shown at 1600 already: no zoom has more to give.
    expect(zoomToServe(photo, phone, 3, 4)).toBe(3);
  });

  it('keeps the sharper copy when zoomed back out', () => {
    expect(zoomToServe(photo, phone, 3, 1)).toBe(3);
    expect(zoomToServe(photo, phone, 3, 2)).toBe(3);
  });

  it('has nothing to change for a drawing', () => {
    expect(zoomToServe({ src: '/images/drawing.svg' }, phone, 1, 4)).toBe(1);
  });
});
