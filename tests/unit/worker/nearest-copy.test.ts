// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { accepts, nearestCopy, pictureCopy } from '../../../src/worker/nearest-copy.ts';

/**
 * What each engine sends for a picture, as seen by a server on this machine (Chromium, Firefox ESR 153, WebKitGTK
 * 2.50: each picks a <picture>'s AVIF source), and a browser without AVIF (Safari 15).
 */
const ACCEPT = {
  chromium: 'image/jxl,image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8',
  firefox: 'image/avif,image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5',
  webkit: 'image/webp,image/avif,video/*;q=0.8,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5',
  noAvif: 'image/webp,image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5',
};

describe.each(['https://site.org/', 'https://site.org/preview/x/'])('the nearest kept copy, for scope %s', (scope) => {
  const at = (name: string) => new URL(`_pictures/${name}`, scope).href;
  const hero = (width: number, extension = 'avif') => at(`camera-hero-0671089a8a-${width}.${extension}`);
  const nearest = (requested: string, held: string[], accept: string | null = ACCEPT.chromium) =>
    nearestCopy({ requested, held, accept, scope });

  it('reads a copy’s photo, width and format from its address, and nothing else as a copy', () => {
    expect(pictureCopy(hero(480), scope)).toEqual({
      picture: at('camera-hero-0671089a8a'),
      width: 480,
      type: 'image/avif',
    });
    expect(pictureCopy(`${at('my-photo-2-1a2b3c4d5e-1200.jpg')}?__WB_REVISION__=x`, scope)).toEqual({
      picture: at('my-photo-2-1a2b3c4d5e'),
      width: 1200,
      type: 'image/jpeg',
    });
    expect(pictureCopy(new URL('images/lighthouse/hero.svg', scope).href, scope)).toBeUndefined();
    expect(pictureCopy(at('camera-hero-1200.avif'), scope)).toBeUndefined();
    expect(pictureCopy(`https://other.org/_pictures/camera-hero-0671089a8a-480.avif`, scope)).toBeUndefined();
  });

  it('answers a narrower copy with the one the precache holds: a 1× phone’s 480 with the 3× phone’s 1200', () => {
    expect(nearest(hero(480), [hero(1200)])).toBe(hero(1200));
    expect(nearest(hero(960), [at('camera-slide-75fdae1917-1200.avif'), hero(1200)])).toBe(hero(1200));
  });

  it('never gives fewer pixels than asked while a wider copy is held: the narrowest wide enough', () => {
    expect(nearest(hero(720), [hero(480), hero(1600), hero(960), hero(1200)])).toBe(hero(960));
    expect(nearest(hero(960), [hero(480), hero(960, 'webp'), hero(1600)])).toBe(hero(960, 'webp'));
  });

  it('gives the widest held when none is as wide as asked (a 2× laptop’s 1600)', () => {
    expect(nearest(hero(1600), [hero(480), hero(1200), hero(720)])).toBe(hero(1200));
  });

  it('prefers, within a width, the format asked for, then the lighter', () => {
    expect(nearest(hero(480, 'webp'), [hero(720, 'jpg'), hero(720), hero(720, 'webp')])).toBe(hero(720, 'webp'));
    expect(nearest(hero(480, 'jpg'), [hero(720, 'jpg'), hero(720), hero(720, 'webp')])).toBe(hero(720, 'jpg'));
    expect(nearest(hero(480), [hero(720, 'jpg'), hero(720, 'webp')])).toBe(hero(720, 'webp'));
  });

  it('gives AVIF and WebP only to a request that names them; JPEG and PNG to any that takes pictures', () => {
    for (const engine of ['chromium', 'firefox', 'webkit'] as const)
      expect(nearest(hero(480, 'webp'), [hero(1200)], ACCEPT[engine])).toBe(hero(1200));
    // A browser without AVIF asked for WebP: the AVIF it cannot open is not an answer, a JPEG is.
    expect(nearest(hero(480, 'webp'), [hero(1200)], ACCEPT.noAvif)).toBeUndefined();
    expect(nearest(hero(480, 'webp'), [hero(1200), hero(960, 'jpg')], ACCEPT.noAvif)).toBe(hero(960, 'jpg'));
    // No Accept header: only the format asked for.
    expect(nearest(hero(480, 'webp'), [hero(1200), hero(960, 'jpg')], null)).toBeUndefined();
    expect(nearest(hero(480, 'webp'), [hero(1200), hero(720, 'webp')], null)).toBe(hero(720, 'webp'));
  });

  it('answers nothing for what is not a copy, or a copy of a photo it holds none of', () => {
    expect(nearest(new URL('images/lighthouse/hero.svg', scope).href, [hero(1200)])).toBeUndefined();
    expect(nearest(hero(480), [at('camera-slide-75fdae1917-1200.avif')])).toBeUndefined();
    expect(nearest(hero(480), [])).toBeUndefined();
  });
});

describe('what a request accepts', () => {
  it('takes the format asked for, any named with a quality above 0, and JPEG or PNG where it takes any picture', () => {
    expect(accepts('image/avif', 'image/avif', null)).toBe(true);
    expect(accepts('image/avif', 'image/webp', ACCEPT.chromium)).toBe(true);
    expect(accepts('image/avif', 'image/webp', 'image/avif;q=0, image/*')).toBe(false);
    expect(accepts('image/avif', 'image/webp', ACCEPT.noAvif)).toBe(false);
    expect(accepts('image/jpeg', 'image/webp', ACCEPT.noAvif)).toBe(true);
    expect(accepts('image/png', 'image/webp', '*/*')).toBe(true);
    expect(accepts('image/jpeg', 'image/webp', 'image/webp, image/*;q=0')).toBe(false);
  });
});
