import { describe, expect, it } from 'vitest';
import { pictureWidths, PICTURE_WIDTHS } from '../../../../src/node/pictures/picture-widths.ts';

describe('pictureWidths', () => {
  it('gives a camera photo every step, up to 1600 px', () => {
    expect(pictureWidths(4000)).toEqual([480, 720, 960, 1200, 1600]);
  });

  it('never makes a copy wider than the source, and ends at its own width', () => {
    expect(pictureWidths(1400)).toEqual([480, 720, 960, 1200, 1400]);
    for (const source of [300, 481, 700, 1000, 1599, 1600, 2000]) {
      const widths = pictureWidths(source);
      expect(Math.max(...widths)).toBe(Math.min(source, 1600));
      expect(widths).toEqual([...widths].sort((a, b) => a - b));
    }
  });

  it('leaves out a step within 10% of the largest, which would save no bytes', () => {
    expect(pictureWidths(1000)).toEqual([480, 720, 1000]);
    expect(pictureWidths(1700)).toEqual([480, 720, 960, 1200, 1600]);
  });

  it('gives a picture narrower than the first step just itself', () => {
    expect(pictureWidths(320)).toEqual([320]);
  });

  it('covers a phone at 1.75× in the hero (651 device px) with a copy under 800 px', () => {
    expect(PICTURE_WIDTHS.find((width) => width >= 372 * 1.75)).toBe(720);
  });
});
