import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { Picture } from '../../../src/components/Picture.tsx';
import type { PictureData } from '../../../src/lib/picture.ts';
import { pictureSlots } from '../../../src/lib/picture-slots.ts';

afterEach(cleanup);

const copies = (type: string, extension: string) => ({
  type,
  candidates: [480, 720, 960, 1280, 1600].map((width) => ({
    url: `/_pictures/evening-abc-${width}.${extension}`,
    width,
  })),
});
const photo: PictureData = {
  src: '/images/evening.jpg',
  width: 4000,
  height: 3000,
  color: '#586848',
  formats: [copies('image/avif', 'avif'), copies('image/webp', 'webp'), copies('image/jpeg', 'jpg')],
};

describe('Picture', () => {
  it('offers AVIF, then WebP, then the JPEG in the <img>, with the sizes of its slot', () => {
    const { container } = render(<Picture picture={photo} alt="An evening" slot="carousel" />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.getAttribute('srcset')).toBe(
      '/_pictures/evening-abc-480.avif 480w, /_pictures/evening-abc-720.avif 720w, /_pictures/evening-abc-960.avif 960w, /_pictures/evening-abc-1280.avif 1280w, /_pictures/evening-abc-1600.avif 1600w',
    );
    const img = container.querySelector('picture > img')!;
    expect(img.getAttribute('srcset')).toContain('/_pictures/evening-abc-720.jpg 720w');
    expect(img.getAttribute('src')).toBe('/_pictures/evening-abc-960.jpg');
    for (const element of [...sources, img]) expect(element.getAttribute('sizes')).toBe(pictureSlots.carousel.sizes);
  });

  it('has the file’s own size and its colour in its place, so nothing moves while it loads', () => {
    const { container } = render(<Picture picture={photo} alt="An evening" slot="prose" />);
    const img = container.querySelector('img')!;
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['4000', '3000']);
    expect(img.style.backgroundColor).toMatch(/#586848|rgb\(88, 104, 72\)/);
    expect(img.getAttribute('alt')).toBe('An evening');
  });

  it('waits until it nears the screen, unless it is the page’s largest paint', () => {
    const lazy = render(<Picture picture={photo} alt="" slot="carousel" />).container.querySelector('img')!;
    expect([lazy.getAttribute('loading'), lazy.getAttribute('decoding'), lazy.getAttribute('fetchpriority')]).toEqual([
      'lazy',
      'async',
      null,
    ]);
    cleanup();
    const first = render(<Picture picture={photo} alt="" slot="hero" priority />).container.querySelector('img')!;
    expect([
      first.getAttribute('loading'),
      first.getAttribute('decoding'),
      first.getAttribute('fetchpriority'),
    ]).toEqual(['eager', null, 'high']);
  });

  it('shows an SVG as one <img> with its size, wrapped in <picture> only as the priority', () => {
    const svg: PictureData = { src: '/images/drawing.svg', width: 1200, height: 800 };
    const { container } = render(<Picture picture={svg} alt="A drawing" slot="carousel" />);
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img')!;
    expect([
      img.getAttribute('src'),
      img.getAttribute('width'),
      img.getAttribute('srcset'),
      img.getAttribute('sizes'),
    ]).toEqual(['/images/drawing.svg', '1200', null, null]);
    cleanup();
    const hero = render(<Picture picture={svg} alt="A drawing" slot="hero" priority />).container;
    expect(hero.querySelector('picture > img')?.getAttribute('src')).toBe('/images/drawing.svg');
    expect(hero.querySelector('source')).toBeNull();
  });
});
