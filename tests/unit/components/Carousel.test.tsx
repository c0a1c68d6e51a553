import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';

// happy-dom has no layout for embla to measure, so a stand-in API records what the component asks for
// and lets the test announce a new selected slide the way embla does.
const fake = vi.hoisted(() => {
  const listeners = new Map<string, Set<(api: unknown) => void>>();
  const api = {
    index: 0,
    scrollPrev: vi.fn(),
    scrollNext: vi.fn(),
    scrollTo: vi.fn(),
    destroy: vi.fn(),
    selectedScrollSnap: () => api.index,
    on(event: string, fn: (api: unknown) => void) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(fn);
      return api;
    },
    select(index: number) {
      api.index = index;
      for (const fn of listeners.get('select') ?? []) fn(api);
    },
  };
  /** One entry per embla created: the viewport it was given and its options. */
  const created: { node: HTMLElement; options: unknown }[] = [];
  return { api, created, listeners };
});
vi.mock('embla-carousel', () => ({
  default: (node: HTMLElement, options: unknown) => {
    fake.created.push({ node, options });
    return fake.api;
  },
}));

/** A stand-in IntersectionObserver the test can fire: the carousel coming near the screen. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  constructor(
    private callback: (entries: Partial<IntersectionObserverEntry>[]) => void,
    public options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  comeNear() {
    act(() => this.callback(this.observed.map((target) => ({ target, isIntersecting: true }))));
  }
}

const { Carousel } = await import('../../../src/components/Carousel.tsx');
const { EMBLA_ROOT_MARGIN } = await import('../../../src/components/use-lazy-embla.ts');

const images = [1, 2, 3, 4, 5].map((n) => ({ src: `/images/${n}.svg`, alt: `Picture ${n}` }));

/** Lets the dynamic import of embla settle. */
const settle = () => act(async () => {});

/** Renders the carousel and brings it near the screen, so embla loads. */
async function renderLoaded() {
  const result = render(<Carousel label="Moments" images={images} />);
  FakeObserver.all.at(-1)!.comeNear();
  await waitFor(() => expect(fake.created).toHaveLength(1));
  return result;
}

beforeEach(() => {
  fake.api.index = 0;
  fake.created.length = 0;
  fake.listeners.clear();
  FakeObserver.all = [];
  vi.clearAllMocks();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Carousel', () => {
  it('is a labelled carousel region of five slides labelled "n of 5"', () => {
    render(<Carousel label="Moments" images={images} />);
    const region = screen.getByRole('region', { name: 'Moments' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = screen.getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5']);
    for (const slide of slides) expect(slide.getAttribute('aria-roledescription')).toBe('slide');
  });

  it('shows every picture with its alt text and size, under the base path', () => {
    render(<Carousel label="Moments" images={images} />);
    const pictures = screen.getAllByRole('img');
    expect(pictures.map((img) => img.getAttribute('alt'))).toEqual(images.map((image) => image.alt));
    for (const img of pictures) {
      expect(img.getAttribute('width')).toBe('1200');
      expect(img.getAttribute('height')).toBe('800');
    }
    expect(pictures[0]!.getAttribute('src')).toBe('/images/1.svg');
  });

  it('does not load embla until the carousel comes near the screen, then starts it on its viewport, looping', async () => {
    const { container } = render(<Carousel label="Moments" images={images} />);
    await settle();
    expect(fake.created).toHaveLength(0);
    const observer = FakeObserver.all.at(-1)!;
    expect(observer.options.rootMargin).toBe(EMBLA_ROOT_MARGIN);
    expect(observer.observed).toEqual([screen.getByRole('region', { name: 'Moments' })]);

    observer.comeNear();
    await waitFor(() => expect(fake.created).toHaveLength(1));
    expect(fake.created[0]!.node).toBe(container.querySelector('.carousel-viewport'));
    // Wraps around both ways.
    expect(fake.created[0]!.options).toMatchObject({ loop: true });
  });

  it.each([
    ['a pointer over it', (region: HTMLElement) => fireEvent.pointerEnter(region)],
    ['a touch on it', (region: HTMLElement) => fireEvent.pointerDown(region)],
    ['focus inside it', () => fireEvent.focus(screen.getByRole('button', { name: 'Next slide' }))],
  ])('loads embla on %s, before it comes near', async (_, act) => {
    render(<Carousel label="Moments" images={images} />);
    await settle();
    expect(fake.created).toHaveLength(0);
    act(screen.getByRole('region', { name: 'Moments' }));
    await waitFor(() => expect(fake.created).toHaveLength(1));
  });

  it('a button pressed before embla has loaded takes effect once it has, and is announced', async () => {
    const { container } = render(<Carousel label="Moments" images={images} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 4 of 5' }));
    expect(fake.api.scrollTo).not.toHaveBeenCalled();
    await waitFor(() => expect(fake.api.scrollTo).toHaveBeenCalledWith(3));
    expect(fake.created).toHaveLength(1);
    // embla fires 'select' from scrollTo; the listener was there before the queued click ran.
    act(() => fake.api.select(3));
    expect(container.querySelector('[aria-live="polite"]')!.textContent).toBe('Slide 4 of 5: Picture 4');
  });

  it('starts embla at once where IntersectionObserver is missing', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Carousel label="Moments" images={images} />);
    await waitFor(() => expect(fake.created).toHaveLength(1));
  });

  it('previous, next, dots and arrow keys drive the carousel', async () => {
    await renderLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(fake.api.scrollNext).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(fake.api.scrollPrev).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 4 of 5' }));
    expect(fake.api.scrollTo).toHaveBeenCalledWith(3);

    const next = screen.getByRole('button', { name: 'Next slide' });
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(fake.api.scrollNext).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(fake.api.scrollPrev).toHaveBeenCalledTimes(2);
  });

  it('marks the dot of the current slide, following embla as it moves', async () => {
    await renderLoaded();
    const current = () =>
      screen.getAllByRole('button', { name: /^Show slide/ }).filter((dot) => dot.getAttribute('aria-current') === 'true');
    expect(current().map((dot) => dot.getAttribute('aria-label'))).toEqual(['Show slide 1 of 5']);
    act(() => fake.api.select(4));
    expect(current().map((dot) => dot.getAttribute('aria-label'))).toEqual(['Show slide 5 of 5']);
  });

  it('announces a new slide politely, and says nothing on load', async () => {
    const { container } = await renderLoaded();
    const live = container.querySelector('[aria-live="polite"]')!;
    expect(live.textContent).toBe('');
    act(() => fake.api.select(2));
    expect(live.textContent).toBe('Slide 3 of 5: Picture 3');
  });

  it('lets embla go when it leaves the page', async () => {
    const { unmount } = await renderLoaded();
    unmount();
    expect(fake.api.destroy).toHaveBeenCalledTimes(1);
  });

  it('renders the same first slide on the server as on the first client render', () => {
    const html = renderToString(<Carousel label="Moments" images={images} />);
    expect(html.match(/aria-current="true"/g)).toHaveLength(1);
    expect(html).toMatch(/aria-label="Show slide 1 of 5" aria-current="true"/);
  });
});
