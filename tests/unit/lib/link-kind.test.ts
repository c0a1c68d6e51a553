import { describe, expect, it } from 'vitest';
import { linkKind } from '../../../src/lib/link-kind.ts';

describe('linkKind', () => {
  it.each([
    ['#booking', 'hash'],
    ['/research', 'internal'],
    ['/#corporate', 'internal'],
    ['https://example.com', 'external'],
    ['//example.com/x', 'external'],
    ['mailto:hello@example.com', 'external'],
  ])('%s is %s', (href, kind) => {
    expect(linkKind(href)).toBe(kind);
  });
});
