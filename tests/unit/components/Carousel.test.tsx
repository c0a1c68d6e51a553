import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';

// happy-dom has no layout for embla to measure, so a stand-in API records what the component asks for
// and lets the test announce a new selected slide the way embla does.
const fake = vi.hoisted(() => {
  const listeners = new Map<string, Set<() => void>>();
  const api = {
    index: 0,
    scrollPrev: vi.fn(),
    scrollNext: vi.fn(),
    scrollTo: vi.fn(),
    selectedScrollSnap: () => api.index,
    on(event: string, fn: () => void) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(fn);
      return api;
    },
    off(event: string, fn: () => void) {
      listeners.get(event)?.delete(fn);
      return api;
    },
    select(index: number) {
      api.index = index;
      for (const fn of listeners.get('select') ?? []) fn();
    },
  };
  return { api, options: [] as unknown[], listeners };
});
vi.mock('embla-carousel-react', () => ({
  default: (options: unknown) => {
    fake.options.push(options);
    return [() => {}, fake.api];
  },
}));

const { Carousel } = await import('../../../src/components/Carousel.tsx');

const images = [1, 2, 3, 4, 5].map((n) => ({ src: `/images/${n}.svg`, alt: `Picture ${n}` }));

beforeEach(() => {
  fake.api.index = 0;
  fake.options.length = 0;
  vi.clearAllMocks();
});
afterEach(cleanup);

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

  it('asks embla to loop so it wraps around both ways', () => {
    render(<Carousel label="Moments" images={images} />);
    expect(fake.options[0]).toMatchObject({ loop: true });
  });

  it('previous, next, dots and arrow keys drive the carousel', () => {
    render(<Carousel label="Moments" images={images} />);
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

  it('marks the dot of the current slide, following embla as it moves', () => {
    render(<Carousel label="Moments" images={images} />);
    const current = () =>
      screen.getAllByRole('button', { name: /^Show slide/ }).filter((dot) => dot.getAttribute('aria-current') === 'true');
    expect(current().map((dot) => dot.getAttribute('aria-label'))).toEqual(['Show slide 1 of 5']);
    act(() => fake.api.select(4));
    expect(current().map((dot) => dot.getAttribute('aria-label'))).toEqual(['Show slide 5 of 5']);
  });

  it('announces a new slide politely, and says nothing on load', () => {
    const { container } = render(<Carousel label="Moments" images={images} />);
    const live = container.querySelector('[aria-live="polite"]')!;
    expect(live.textContent).toBe('');
    act(() => fake.api.select(2));
    expect(live.textContent).toBe('Slide 3 of 5: Picture 3');
  });

  it('renders the same first slide on the server as on the first client render', () => {
    const html = renderToString(<Carousel label="Moments" images={images} />);
    expect(html.match(/aria-current="true"/g)).toHaveLength(1);
    expect(html).toMatch(/aria-label="Show slide 1 of 5" aria-current="true"/);
  });
});
