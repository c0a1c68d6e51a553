import { describe, expect, it } from 'vitest';
import { closestName } from '../../../../../src/node/content-check/report/closest-name.ts';

describe('closestName', () => {
  const names = ['ResearchItem', 'Section', 'ButtonLink', 'Card', 'CardGrid'];
  it('suggests the likely intended name', () => {
    expect(closestName('ResearchIttem', names)).toBe('ResearchItem');
    expect(closestName('section', names)).toBe('Section');
    expect(closestName('Cards', names)).toBe('Card');
  });
  it('suggests nothing for a name far from every candidate', () => {
    expect(closestName('Testimonial', names)).toBeUndefined();
  });
});
