import { describe, expect, it } from 'vitest';
import { objectPosition, parseFocalPoint } from '../../../src/lib/focal-point.ts';

describe('a focal point as a copywriter writes it', () => {
  it.each([
    ['center', { x: 50, y: 50 }],
    ['top', { x: 50, y: 0 }],
    ['bottom', { x: 50, y: 100 }],
    ['left', { x: 0, y: 50 }],
    ['right', { x: 100, y: 50 }],
    ['top left', { x: 0, y: 0 }],
    ['left top', { x: 0, y: 0 }],
    ['bottom right', { x: 100, y: 100 }],
    ['center top', { x: 50, y: 0 }],
    ['  Top   Right ', { x: 100, y: 0 }],
    ['30% 40%', { x: 30, y: 40 }],
    ['0% 100%', { x: 0, y: 100 }],
    ['12.5% 87.5%', { x: 12.5, y: 87.5 }],
  ])('reads %j', (written, point) => {
    expect(parseFocalPoint(written)).toEqual(point);
  });

  it.each([
    '',
    'upper left',
    'left right',
    'top bottom',
    'top top',
    'top left center',
    '30%',
    '30% 40% 50%',
    '30 40',
    '120% 40%',
    '-10% 40%',
    '30% top',
    '30px 40px',
  ])('refuses %j', (written) => {
    expect(parseFocalPoint(written)).toBeUndefined();
  });

  it('becomes the object-position that keeps that point where it is in the frame', () => {
    expect(objectPosition(parseFocalPoint('30% 40%')!)).toBe('30% 40%');
    expect(objectPosition(parseFocalPoint('bottom left')!)).toBe('0% 100%');
  });
});
