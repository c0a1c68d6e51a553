import { describe, expect, it } from 'vitest';
import { isDoubleTap, isTap } from '../../../../src/islands/photo/double-tap.ts';

const at = (x: number, y: number, time: number) => ({ x, y, time });

describe('a tap', () => {
  it('is a quick touch that barely moves; a drag or a long press is not', () => {
    expect(isTap(at(100, 100, 0), at(104, 103, 120))).toBe(true);
    expect(isTap(at(100, 100, 0), at(130, 100, 120))).toBe(false);
    expect(isTap(at(100, 100, 0), at(100, 100, 800))).toBe(false);
  });

  it('makes a double tap when it comes soon after another, near it', () => {
    expect(isDoubleTap(undefined, at(100, 100, 0))).toBe(false);
    expect(isDoubleTap(at(100, 100, 0), at(110, 95, 250))).toBe(true);
    expect(isDoubleTap(at(100, 100, 0), at(110, 95, 600))).toBe(false);
    expect(isDoubleTap(at(100, 100, 0), at(200, 100, 250))).toBe(false);
  });
});
