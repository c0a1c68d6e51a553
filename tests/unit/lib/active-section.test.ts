import { describe, expect, it } from 'vitest';
import { activeSection } from '../../../src/lib/active-section.ts';

const tops = (...values: number[]) => values.map((top, i) => ({ id: `s${i + 1}`, top }));

describe('activeSection', () => {
  it('is none before the first heading reaches the line', () => {
    expect(activeSection(tops(300, 900), 150)).toBeUndefined();
  });
  it('is the last heading at or above the line', () => {
    expect(activeSection(tops(-800, -100, 150, 700), 150)).toBe('s3');
    expect(activeSection(tops(-800, -100, 151, 700), 150)).toBe('s2');
  });
  it('stays on the last section past the end', () => {
    expect(activeSection(tops(-3000, -2000), 150)).toBe('s2');
  });
  it('is none for a page without headings', () => {
    expect(activeSection([], 150)).toBeUndefined();
  });
});
