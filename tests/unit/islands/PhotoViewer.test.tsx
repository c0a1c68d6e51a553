import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import PhotoViewer, { type ViewerPhoto } from '../../../src/islands/photo/PhotoViewer.tsx';
import ZoomablePhoto, { wakeOn } from '../../../src/islands/ZoomablePhoto.tsx';

const words = {
  close: 'Close',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  previous: 'Previous photo',
  next: 'Next photo',
};
const copies = (ext: string) => [480, 960, 1600].map((width) => ({ url: `/_pictures/p-${width}.${ext}`, width }));
const camera: ViewerPhoto = {
  alt: 'A lantern passed between two families',
  picture: {
    src: '/images/lantern.jpg',
    width: 4000,
    height: 3000,
    formats: [
      { type: 'image/webp', candidates: copies('webp') },
      { type: 'image/jpeg', candidates: copies('jpg') },
    ],
  },
};
const drawing: ViewerPhoto = {
  alt: 'A table set for dinner',
  picture: { src: '/images/table.svg', width: 1200, height: 800 },
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Viewer({ onClosed = () => {} }: { onClosed?: (index: number) => void }) {
  const [index, setIndex] = useState<number | undefined>(0);
  return (
    <PhotoViewer photos={[camera, drawing]} index={index} onIndexChange={setIndex} words={words} onClosed={onClosed} />
  );
}
const stage = () => document.querySelector<HTMLElement>('.photo-viewer-stage')!;
const pointer = (type: string, pointerId: number, clientX: number, clientY = 300) =>
  fireEvent(stage(), new PointerEvent(type, { pointerId, clientX, clientY, bubbles: true, pointerType: 'touch' }));
const transform = () => stage().querySelector('img')!.style.transform;

/** A finger down and up again at (x, y), `time` ms into the test (the event's timeStamp). */
function tap(x: number, y: number, time: number) {
  for (const type of ['pointerdown', 'pointerup']) {
    const event = new PointerEvent(type, { pointerId: 9, clientX: x, clientY: y, bubbles: true, pointerType: 'touch' });
    Object.defineProperty(event, 'timeStamp', { value: time + (type === 'pointerup' ? 80 : 0) });
    fireEvent(stage(), event);
  }
}

/** The photo laid out as a phone shows it whole: 390 × 260 CSS pixels, its middle at (195, 400). */
function photoOnPhone() {
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(390);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(260);
  vi.spyOn(HTMLImageElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLImageElement) {
    // As drawn: moved by its translate, the size of its layout box (a double tap is only measured at no zoom here).
    const [, x = '0', y = '0'] = /translate\((-?[\d.]+)px, (-?[\d.]+)px\)/.exec(this.style.transform) ?? [];
    return DOMRect.fromRect({ x: Number(x), y: 270 + Number(y), width: 390, height: 260 });
  });
}

describe('the photo viewer', () => {
  it('is a dialog named by the photo’s alt text, showing the copy that fits the screen', () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390);
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(844);
    vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(2);
    render(<Viewer />);
    const dialog = screen.getByRole('dialog', { name: camera.alt });
    expect(dialog.querySelector('source')?.getAttribute('srcset')).toBe('/_pictures/p-960.webp');
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/_pictures/p-960.jpg');
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('goes between photos with the arrow keys and the side buttons, wrapping around', () => {
    render(<Viewer />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
    expect(screen.getByRole('dialog', { name: drawing.alt }).querySelector('img')?.getAttribute('src')).toBe(
      '/images/table.svg',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('dialog', { name: camera.alt })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowLeft' });
    expect(screen.getByRole('dialog', { name: drawing.alt })).toBeTruthy();
  });

  it('zooms with its buttons and a pinch, drags when zoomed, and swipes to the next photo when not', () => {
    photoOnPhone();
    render(<Viewer />);
    expect(stage().dataset.zoom).toBe('1.00');
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(stage().dataset.zoom).toBe('1.50');
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(stage().dataset.zoom).toBe('1.00');
    // Two fingers 100 px apart move to 200 px apart: twice the size.
    pointer('pointerdown', 1, 100);
    pointer('pointerdown', 2, 200);
    pointer('pointermove', 2, 300);
    expect(stage().dataset.zoom).toBe('2.00');
    pointer('pointerup', 2, 300);
    // Zoomed around the point between the fingers, (150, 300), 45 px left of and 100 px above the photo's middle,
    // which then moved 50 px right with them. One finger left on a zoomed photo moves it.
    const before = stage().querySelector('img')!.style.transform;
    pointer('pointermove', 1, 140);
    expect(before).toBe('translate(95px, 100px) scale(2)');
    expect(stage().querySelector('img')!.style.transform).toBe('translate(135px, 100px) scale(2)');
    pointer('pointerup', 1, 140);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(stage().dataset.zoom).toBe('1.00');
    pointer('pointerdown', 3, 300);
    pointer('pointerup', 3, 150);
    expect(screen.getByRole('dialog', { name: drawing.alt })).toBeTruthy();
  });

  it('drags, pinches and zooms out a zoomed photo no further than its edges', () => {
    photoOnPhone();
    render(<Viewer />);
    // Two fingers 100 px apart, their middle at 950, spread to 300 px apart with their middle at 250: three times the
    // size, and a move of 700 px left that stops where the photo's right edge is where the whole photo's was (390 px,
    // half of what it grew by). Up and down, the point between the fingers (100 px above the middle) stays put.
    pointer('pointerdown', 1, 900);
    pointer('pointerdown', 2, 1000);
    pointer('pointermove', 1, 100);
    pointer('pointermove', 2, 400);
    expect(transform()).toBe('translate(-390px, 200px) scale(3)');
    pointer('pointerup', 2, 400);
    // One finger drags 800 px right and 600 px down: stopped at the left edge and the top.
    pointer('pointermove', 1, 900, 900);
    expect(transform()).toBe('translate(390px, 260px) scale(3)');
    pointer('pointerup', 1, 900, 900);
    // Zoomed out to twice the size, the edges come in with it: 195 px of room sideways, 130 px up and down.
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(transform()).toBe('translate(195px, 130px) scale(2)');
  });

  it('while zoomed, moves the photo with the arrow keys instead of turning to another, up to its edges', () => {
    photoOnPhone();
    render(<Viewer />);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
    expect(screen.getByRole('dialog', { name: camera.alt })).toBeTruthy();
    // → looks further right: the photo moves left a tenth of its shown width (1.5 × 390 px).
    expect(transform()).toBe('translate(-58.5px, 0px) scale(1.5)');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowDown' });
    // No further than its right edge where the whole photo's was: half of the 195 px it grew by.
    expect(transform()).toBe('translate(-97.5px, -39px) scale(1.5)');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowLeft' });
    expect(transform()).toBe('translate(-39px, -39px) scale(1.5)');
    expect(screen.getByRole('dialog', { name: camera.alt })).toBeTruthy();
    // Whole again, the arrows turn: the zoom-out button, at its limit, keeps the focus for them (a disabled one
    // would drop it to the page behind).
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' }) as HTMLButtonElement;
    zoomOut.focus();
    fireEvent.click(zoomOut);
    expect([zoomOut.disabled, zoomOut.getAttribute('aria-disabled')]).toEqual([false, 'true']);
    expect(document.activeElement).toBe(zoomOut);
    fireEvent.keyDown(zoomOut, { key: 'ArrowRight' });
    expect(screen.getByRole('dialog', { name: drawing.alt })).toBeTruthy();
  });

  it('zooms in where a double tap lands, and out again with another', () => {
    photoOnPhone();
    render(<Viewer />);
    // Near the first, the second tap lands 102 px right of the photo's middle and 2 px below it: at twice the
    // size, the photo moves as far the other way to keep that spot under the finger.
    tap(295, 400, 0);
    expect(stage().dataset.zoom).toBe('1.00');
    tap(297, 402, 250);
    expect(stage().dataset.zoom).toBe('2.00');
    expect(transform()).toBe('translate(-102px, -2px) scale(2)');
    tap(150, 300, 1000);
    tap(150, 300, 1250);
    expect(stage().dataset.zoom).toBe('1.00');
    expect(transform()).toBe('translate(0px, 0px) scale(1)');
    // Two taps too far apart in time are two single taps.
    tap(295, 400, 2000);
    tap(295, 400, 2600);
    expect(stage().dataset.zoom).toBe('1.00');
  });

  it('closes with Escape and hands focus back for the picture shown last', async () => {
    const onClosed = vi.fn();
    render(<Viewer onClosed={onClosed} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(onClosed).toHaveBeenCalledWith(1));
  });
});

describe('a photo in the copy', () => {
  it('wakes at the first sign of interest, and is a link to its largest copy that opens the viewer', async () => {
    expect(wakeOn).toBe('interaction');
    render(<ZoomablePhoto picture={camera.picture} alt={camera.alt} words={words} />);
    const link = screen.getByRole('link', { name: camera.alt });
    expect(link.getAttribute('href')).toBe('/_pictures/p-1600.jpg');
    expect(fireEvent.click(link)).toBe(false);
    expect(screen.getByRole('dialog', { name: camera.alt })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(document.activeElement).toBe(link));
  });
});
