import { describe, expect, it } from 'vitest';
import { codePointsOf, unicodeRange, unicodeRangeExcept } from '../../../../src/node/fonts/unicode-range.ts';

describe('codePointsOf', () => {
  it('lists each code point once, in order, astral ones whole', () => {
    expect(codePointsOf('baba 🏠')).toEqual([0x20, 0x61, 0x62, 0x1f3e0]);
  });
});

describe('unicodeRange', () => {
  it('writes single code points and runs of consecutive ones', () => {
    expect(unicodeRange(codePointsOf('abcx?'))).toBe('U+3F,U+61-63,U+78');
  });

  it('refuses an empty set, which CSS cannot express', () => {
    expect(() => unicodeRange([])).toThrow(/at least one/);
  });
});

describe('unicodeRangeExcept', () => {
  it('covers every other code point, to the end of Unicode', () => {
    expect(unicodeRangeExcept(codePointsOf('abcx?'))).toBe('U+0-3E,U+40-60,U+64-77,U+79-10FFFF');
  });

  it('starts after the set when it begins at U+0, and is everything for an empty set', () => {
    expect(unicodeRangeExcept([0, 1])).toBe('U+2-10FFFF');
    expect(unicodeRangeExcept([])).toBe('U+0-10FFFF');
  });

  it('leaves no gap and no overlap with unicodeRange', () => {
    const points = codePointsOf('Who is raising the AI generation? 3 of 4 — “yes”');
    const covered = (range: string, point: number) =>
      range.split(',').some((part) => {
        const [first, last = first] = part
          .slice(2)
          .split('-')
          .map((value) => parseInt(value, 16));
        return point >= first! && point <= last!;
      });
    for (const point of [0, 0x20, 0x41, 0x49, 0x61, 0x2014, 0x201c, 0x1f3e0, 0x10ffff]) {
      expect(covered(unicodeRange(points), point)).not.toBe(covered(unicodeRangeExcept(points), point));
    }
  });
});
