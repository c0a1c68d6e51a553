import { describe, expect, it } from 'vitest';
import { normaliseBasePath } from '../../../src/lib/base-path.ts';

describe('normaliseBasePath', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['/', '/'],
    ['preview/x', '/preview/x/'],
    ['/preview/my-branch', '/preview/my-branch/'],
    ['/preview//my-branch/', '/preview/my-branch/'],
  ])('%s → %s', (raw, base) => {
    expect(normaliseBasePath(raw)).toBe(base);
  });

  it.each(['https://example.com/x/', '/x?y=1', '/my branch/'])('rejects %s', (raw) => {
    expect(() => normaliseBasePath(raw)).toThrow(/BASE_PATH must be a path/);
  });
});
