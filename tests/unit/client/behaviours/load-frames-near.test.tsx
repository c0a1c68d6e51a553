import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FRAME_MARGIN, loadFramesNearScreen } from '../../../../src/client/behaviours/load-frames-near.ts';
import { BookingEmbed } from '../../../../src/components/BookingEmbed.tsx';
import { FakeIntersectionObserver } from '../fake-intersection-observer.ts';

// about:blank rather than a web address: happy-dom would try to fetch a real one.
const form = 'about:blank#booking';

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  document.body.innerHTML = renderToString(<BookingEmbed src={form} height={1200} title="Booking form" />);
  // A browser running scripts keeps <noscript>'s content as text; happy-dom parses it: make it text, as there.
  const noscript = document.querySelector('noscript')!;
  noscript.textContent = noscript.innerHTML;
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const holder = () => document.querySelector<HTMLElement>('[data-frame-holder]')!;

describe('loadFramesNearScreen', () => {
  it('has no frame in the page at first, only its holder at the frame’s height', () => {
    expect(document.querySelector('iframe')).toBeNull();
    expect(holder().style.height).toBe('1200px');
  });

  it('puts the frame in place, whole, once its holder comes within a screen of view, and stops watching it', () => {
    loadFramesNearScreen();
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer!.options.rootMargin).toBe(FRAME_MARGIN);
    expect(document.querySelector('iframe')).toBeNull();
    observer!.report(holder(), 0.01);
    const frame = holder().querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe(form);
    expect(frame.getAttribute('title')).toBe('Booking form');
    expect(frame.getAttribute('sandbox')).toBe(
      'allow-forms allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox',
    );
    expect(holder().querySelector('noscript')).toBeNull();
    expect(observer!.observed.size).toBe(0);
  });

  it('puts every frame in place at once where the browser cannot watch', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    loadFramesNearScreen();
    expect(holder().querySelector('iframe')?.getAttribute('src')).toBe(form);
  });
});
