import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { trackHeaderScroll } from '../../../../src/client/behaviours/header-scroll.ts';
import { Header } from '../../../../src/layout/Header.tsx';
import { routedAt } from '../../routed.tsx';
import { removeWindowListenersAfterEach } from './window-listeners.ts';

removeWindowListenersAfterEach();

const header = () => document.querySelector<HTMLElement>('header')!;

/** The page scrolled to `y`, as the browser reports it. */
function scrollTo(y: number) {
  window.scrollTo(0, y);
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(async () => {
  document.body.innerHTML = renderToString(await routedAt('/', <Header />));
  window.scrollTo(0, 0);
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('trackHeaderScroll', () => {
  it('keeps the header plain at the top and up to 10 px, and marks it scrolled past that', () => {
    expect(header().dataset.scrolled).toBe('false');
    trackHeaderScroll();
    expect(header().dataset.scrolled).toBe('false');
    scrollTo(10);
    expect(header().dataset.scrolled).toBe('false');
    scrollTo(11);
    expect(header().dataset.scrolled).toBe('true');
    scrollTo(400);
    expect(header().dataset.scrolled).toBe('true');
    scrollTo(0);
    expect(header().dataset.scrolled).toBe('false');
  });

  it('marks the header at once on a page that opens scrolled (a reload half-way down)', () => {
    window.scrollTo(0, 600);
    trackHeaderScroll();
    expect(header().dataset.scrolled).toBe('true');
  });

  it('does nothing on a page without the header', () => {
    document.body.innerHTML = '<main></main>';
    expect(() => trackHeaderScroll()).not.toThrow();
    scrollTo(50);
    expect(document.querySelector('[data-scrolled]')).toBeNull();
  });
});
