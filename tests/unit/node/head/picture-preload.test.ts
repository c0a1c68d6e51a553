import { describe, expect, it } from 'vitest';
import { picturePreloadTag } from '../../../../src/node/head/picture-preload.ts';
import { pictureSlots } from '../../../../src/lib/picture-slots.ts';

describe('picturePreloadTag', () => {
  it('preloads the best format’s copies with the slot’s sizes, the copy <Picture> will pick', () => {
    const tag = picturePreloadTag(
      {
        src: '/images/evening.jpg',
        formats: [
          {
            type: 'image/avif',
            candidates: [
              { url: '/_pictures/e-480.avif', width: 480 },
              { url: '/_pictures/e-720.avif', width: 720 },
            ],
          },
          { type: 'image/jpeg', candidates: [{ url: '/_pictures/e-480.jpg', width: 480 }] },
        ],
      },
      'hero',
    );
    expect(tag).toBe(
      `<link rel="preload" as="image" imagesrcset="/_pictures/e-480.avif 480w, /_pictures/e-720.avif 720w" imagesizes="${pictureSlots.hero.sizes}" type="image/avif" fetchpriority="high">`,
    );
  });

  it('preloads an SVG by its address', () => {
    expect(picturePreloadTag({ src: '/images/hero.svg', width: 1200, height: 900 }, 'hero')).toBe(
      '<link rel="preload" as="image" href="/images/hero.svg" fetchpriority="high">',
    );
  });
});
