import { act, cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Section } from '../../../src/components/Section.tsx';

/** A stand-in IntersectionObserver that the test drives by hand. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** Reports the observed element as this fraction visible. */
  report(ratio: number) {
    const entries = this.observed.map((target) => ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }));
    act(() => this.callback(entries as unknown as IntersectionObserverEntry[], this as unknown as IntersectionObserver));
  }
}

function mockMotionPreference(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }));
}

/** Places every section this far from the top of a 800px-high window. */
function placeSectionsAt(top: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top, bottom: top + 600, height: 600 } as DOMRect);
  vi.stubGlobal('innerHeight', 800);
}

const fadeOf = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-fade]')!.dataset.fade;

describe('Section', () => {
  beforeEach(() => {
    FakeObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    mockMotionPreference(false);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('renders a band with its anchor, tone and width, visible in the HTML', () => {
    const html = renderToString(
      <Section id="about" tone="cream" width="prose">
        <h2>About</h2>
      </Section>,
    );
    expect(html).toContain('id="about"');
    expect(html).toContain('bg-cream-100');
    expect(html).toContain('max-w-3xl');
    expect(html).toContain('data-fade="shown"');
  });

  it('inverts the copy of a navy band beside its prose class', () => {
    const { container } = render(<Section tone="navy">x</Section>);
    expect(container.querySelector('.prose')!.classList.contains('prose-invert')).toBe(true);
  });

  it('keeps a section that is in view at hydration shown, and never watches it', () => {
    placeSectionsAt(500);
    const { container } = render(<Section id="a">x</Section>);
    expect(fadeOf(container)).toBe('shown');
    expect(FakeObserver.instances).toHaveLength(0);
  });

  it('sets a section below the fold waiting, and shows it once 10% of it is visible', () => {
    placeSectionsAt(1600);
    const { container } = render(<Section id="a">x</Section>);
    expect(fadeOf(container)).toBe('waiting');
    const [observer] = FakeObserver.instances;
    expect(observer!.options.threshold).toBe(0.1);
    expect(observer!.observed).toEqual([container.querySelector('section')]);

    observer!.report(0.05);
    expect(fadeOf(container)).toBe('waiting');
    observer!.report(0.1);
    expect(fadeOf(container)).toBe('shown');
    expect(observer!.disconnected).toBe(true);
  });

  it('hides nothing when the visitor prefers reduced motion', () => {
    mockMotionPreference(true);
    placeSectionsAt(1600);
    const { container } = render(<Section id="a">x</Section>);
    expect(fadeOf(container)).toBe('shown');
    expect(FakeObserver.instances).toHaveLength(0);
  });

  it('hides nothing where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    placeSectionsAt(1600);
    const { container } = render(<Section id="a">x</Section>);
    expect(fadeOf(container)).toBe('shown');
  });
});
