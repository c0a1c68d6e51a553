// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cappedCache } from '../../../../src/node/cache/capped-cache.ts';

describe('a size-capped cache', () => {
  it('makes a value once per key, and forgets the oldest key past its size', () => {
    const made: string[] = [];
    const cached = cappedCache<string>(2);
    const get = (key: string) =>
      cached(key, () => {
        made.push(key);
        return key.toUpperCase();
      });
    expect([get('a'), get('a'), get('b')]).toEqual(['A', 'A', 'B']);
    expect(made).toEqual(['a', 'b']);
    get('c');
    get('b');
    get('a');
    expect(made).toEqual(['a', 'b', 'c', 'a']);
  });
});
