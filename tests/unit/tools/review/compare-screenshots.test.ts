// @vitest-environment node
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { compareScreenshots } from '../../../../tools/review/compare-screenshots.ts';

/** A white picture of the given size, with the listed pixels painted black, in pngjs's default encoding or another. */
function picture(
  width: number,
  height: number,
  black: Array<[number, number]> = [],
  encoding: { filterType?: number } = {},
): Buffer {
  const png = new PNG({ width, height });
  png.data.fill(255);
  for (const [x, y] of black) png.data.set([0, 0, 0, 255], (y * width + x) * 4);
  return PNG.sync.write(png, encoding);
}

describe('comparing two screenshots', () => {
  it('finds nothing between identical pictures, and makes no highlight', async () => {
    expect(await compareScreenshots(picture(10, 10, [[1, 1]]), picture(10, 10, [[1, 1]]))).toEqual({
      changedPixels: 0,
      share: 0,
    });
  });

  it('finds nothing between the same pixels encoded differently', async () => {
    const [plain, filtered] = [
      picture(10, 10, [[1, 1]], { filterType: 0 }),
      picture(10, 10, [[1, 1]], { filterType: 4 }),
    ];
    expect(plain.equals(filtered)).toBe(false);
    expect(await compareScreenshots(plain, filtered)).toEqual({ changedPixels: 0, share: 0 });
  });

  it('counts every changed pixel and its share of the picture, and says which rows they are on', async () => {
    const { changedPixels, share, rows } = await compareScreenshots(
      picture(10, 10),
      picture(10, 10, [
        [0, 2],
        [5, 5],
        [9, 7],
      ]),
    );
    expect({ changedPixels, share, rows }).toEqual({ changedPixels: 3, share: 0.03, rows: { top: 2, bottom: 7 } });
  });

  it('counts the part a longer page has and the shorter one lacks', async () => {
    const { changedPixels, share } = await compareScreenshots(picture(10, 10), picture(10, 15));
    expect({ changedPixels, share }).toEqual({ changedPixels: 50, share: 50 / 150 });
  });

  it('highlights the changes in red on a picture the size of the larger one', async () => {
    const highlight = PNG.sync.read((await compareScreenshots(picture(4, 4), picture(4, 6, [[2, 1]]))).highlight!);
    expect([highlight.width, highlight.height]).toEqual([4, 6]);
    expect([...highlight.data.subarray((1 * 4 + 2) * 4, (1 * 4 + 2) * 4 + 3)]).toEqual([255, 0, 0]);
  });
});
