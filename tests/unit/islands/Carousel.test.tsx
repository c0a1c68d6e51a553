import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
// Before the carousel, which imports embla: the mock hands out this fake.
import { fakeEmbla } from './fake-embla.ts';
import Carousel, { wakeOn, type CarouselWords } from '../../../src/islands/Carousel.tsx';
import { site } from '../../../content/site.ts';
import { objectPosition, parseFocalPoint } from '../../../src/lib/focal-point.ts';

vi.mock('embla-carousel', () => ({ default: fakeEmbla.create }));

const images = [1, 2, 3, 4, 5].map((n) => ({ src: `/images/${n}.svg`, alt: `Picture ${n}` }));
const renderCarousel = (words: CarouselWords = site.carousel) =>
  render(<Carousel label="Moments" images={images} words={words} />);

beforeEach(() => {
  fakeEmbla.reset();
});
afterEach(cleanup);

describe('Carousel island', () => {
  it('wakes as it comes near the screen', () => {
    expect(wakeOn).toBe('visible');
  });

  it('is a labelled carousel region of five slides labelled "n of 5"', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Moments' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = screen.getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 5',
      '2 of 5',
      '3 of 5',
      '4 of 5',
      '5 of 5',
    ]);
    for (const slide of slides) expect(slide.getAttribute('aria-roledescription')).toBe('slide');
  });

  it('shows every picture with its alt text and size', () => {
    renderCarousel();
    const pictures = screen.getAllByRole('img');
    expect(pictures.map((img) => img.getAttribute('alt'))).toEqual(images.map((image) => image.alt));
    for (const img of pictures) {
      expect(img.getAttribute('width')).toBe('1200');
      expect(img.getAttribute('height')).toBe('800');
    }
    expect(pictures[0]!.getAttribute('src')).toBe('/images/1.svg');
  });

  it('crops each picture to the slide around the focus its slide gives, and around its centre without one', () => {
    const focused = images.map((image, index) => (index === 1 ? { ...image, focus: 'top left' } : image));
    render(<Carousel label="Moments" images={focused} words={site.carousel} />);
    const pictures = screen.getAllByRole('img');
    for (const img of pictures) expect(img.className).toContain('object-cover');
    expect(pictures[1]!.style.objectPosition).toBe(objectPosition(parseFocalPoint('top left')!));
    expect(pictures[0]!.style.objectPosition).toBe('');
  });

  it('renders slide 1 current, without embla, on the server: the pictures scroll sideways until it wakes', () => {
    const html = renderToString(<Carousel label="Moments" images={images} words={site.carousel} />);
    expect(html.match(/aria-current="true"/g)).toHaveLength(1);
    expect(html).toMatch(/aria-label="Show slide 1 of 5" aria-current="true"/);
    expect(html).not.toContain('data-turning');
    expect(fakeEmbla.created).toHaveLength(0);
  });

  it('starts embla on its viewport once awake, wrapping around both ways', () => {
    const { container } = renderCarousel();
    expect(fakeEmbla.created).toHaveLength(1);
    expect(fakeEmbla.created[0]!.node).toBe(container.querySelector('.carousel-viewport'));
    expect(fakeEmbla.created[0]!.options).toMatchObject({ loop: true });
    expect(screen.getByRole('region', { name: 'Moments' }).dataset.turning).toBe('true');
  });

  it('previous, next, dots and arrow keys drive embla', () => {
    renderCarousel();
    const { api } = fakeEmbla;
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(api.scrollNext).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(api.scrollPrev).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 4 of 5' }));
    expect(api.scrollTo).toHaveBeenCalledWith(3);

    const region = screen.getByRole('region', { name: 'Moments' });
    expect(fireEvent.keyDown(screen.getByRole('img', { name: 'Picture 1' }), { key: 'ArrowRight' })).toBe(false);
    expect(api.scrollNext).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(api.scrollPrev).toHaveBeenCalledTimes(2);
    // Other keys keep their usual meaning.
    expect(fireEvent.keyDown(region, { key: 'Enter' })).toBe(true);
  });

  it('marks the dot of the current slide, following embla as it moves', () => {
    renderCarousel();
    const current = () =>
      screen
        .getAllByRole('button', { name: /^Show slide/ })
        .filter((dot) => dot.getAttribute('aria-current') === 'true');
    expect(current().map((dot) => dot.getAttribute('aria-label'))).toEqual(['Show slide 1 of 5']);
    act(() => fakeEmbla.select(4));
    expect(current().map((dot) => dot.getAttribute('aria-label'))).toEqual(['Show slide 5 of 5']);
  });

  it('announces a new slide politely, and says nothing on load', () => {
    const { container } = renderCarousel();
    const live = container.querySelector('[aria-live="polite"]')!;
    expect(live.textContent).toBe('');
    act(() => fakeEmbla.select(2));
    expect(live.textContent).toBe('Slide 3 of 5: Picture 3');
  });

  it('says only the words it is given (content/site.ts, carousel), with each {…} filled in', () => {
    const { container } = renderCarousel({
      kind: 'Karussell',
      slideKind: 'Bild',
      slide: 'Bild {number}/{total}',
      announcement: '{alt} – Bild {number} von {total}',
      previous: 'Voriges Bild',
      next: 'Nächstes Bild',
      dot: 'Zu Bild {number} von {total}',
    });
    expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))[1]).toBe('Bild 2/5');
    expect(screen.getByRole('region').getAttribute('aria-roledescription')).toBe('Karussell');
    expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-roledescription'))).toEqual(
      Array(5).fill('Bild'),
    );
    expect(screen.getByRole('button', { name: 'Voriges Bild' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nächstes Bild' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Zu Bild/ }).map((dot) => dot.getAttribute('aria-label'))[4]).toBe(
      'Zu Bild 5 von 5',
    );
    act(() => fakeEmbla.select(2));
    expect(container.querySelector('[aria-live="polite"]')!.textContent).toBe('Picture 3 – Bild 3 von 5');
  });

  it('lets embla go when it leaves the page', () => {
    const { unmount } = renderCarousel();
    unmount();
    expect(fakeEmbla.api.destroy).toHaveBeenCalledTimes(1);
  });
});
