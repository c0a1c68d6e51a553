import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FADE_IN_THRESHOLD, fadeInSections } from '../../../../src/client/behaviours/fade-in.ts';
import { Section } from '../../../../src/components/Section.tsx';
import { FakeIntersectionObserver } from '../fake-intersection-observer.ts';

const WINDOW_HEIGHT = 800;

/**
 * A page of sections as the server renders them, each placed `top` px from the top of the window and
 * 600 px high.
 */
function pageWithSectionsAt(...tops: number[]) {
  document.body.innerHTML = renderToString(
    // biome-ignore lint/complexity/noUselessFragments: renderToString takes one element for the list of sections
    <>
      {tops.map((top) => (
        <Section key={top} id={`at-${top}`}>
          <p>Copy</p>
        </Section>
      ))}
    </>,
  );
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const top = Number(this.closest('section')!.id.slice('at-'.length));
    return { top, bottom: top + 600, height: 600 } as DOMRect;
  });
  return tops.map((top) => document.querySelector<HTMLElement>(`#at-${top} .fade-in`)!);
}

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
  }));
}

const observer = () => FakeIntersectionObserver.instances.at(-1)!;

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal('innerHeight', WINDOW_HEIGHT);
  preferReducedMotion(false);
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('fadeInSections', () => {
  it('leaves sections on screen shown and unwatched, and sets those wholly out of view waiting', () => {
    const [above, partlyAbove, inView, partlyBelow, below, justBelow] = pageWithSectionsAt(
      -900,
      -500,
      100,
      700,
      1600,
      WINDOW_HEIGHT,
    );
    fadeInSections();
    expect([above, partlyAbove, inView, partlyBelow, below, justBelow].map((copy) => copy!.dataset.fade)).toEqual([
      'waiting',
      'shown',
      'shown',
      'shown',
      'waiting',
      'waiting',
    ]);
    // The band (the <section>) is watched: its 10% counts, padding included, as a visitor sees it.
    expect([...observer().observed]).toEqual([above, below, justBelow].map((copy) => copy!.closest('section')));
  });

  it('shows a waiting section once 10% of it is on screen, and then stops watching it', () => {
    const [below] = pageWithSectionsAt(1600);
    fadeInSections();
    expect(observer().options.threshold).toBe(FADE_IN_THRESHOLD);
    expect(FADE_IN_THRESHOLD).toBe(0.1);

    const band = below!.closest('section')!;
    observer().report(band, 0.05);
    expect(below!.dataset.fade).toBe('waiting');
    observer().report(band, 0.1);
    expect(below!.dataset.fade).toBe('shown');
    expect(observer().observed.has(band)).toBe(false);
  });

  it('hides nothing when the visitor prefers reduced motion', () => {
    preferReducedMotion(true);
    const [below] = pageWithSectionsAt(1600);
    fadeInSections();
    expect(below!.dataset.fade).toBe('shown');
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it('hides nothing where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const [below] = pageWithSectionsAt(1600);
    fadeInSections();
    expect(below!.dataset.fade).toBe('shown');
  });
});
