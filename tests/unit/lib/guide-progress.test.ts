import { describe, expect, it } from 'vitest';
import {
  countDone,
  progressKey,
  progressSummary,
  readProgress,
  withStep,
  writeProgress,
} from '../../../src/lib/guide-progress.ts';

/** A Storage that holds strings, as localStorage does. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('guide progress', () => {
  it('is kept per page, whatever the trailing slash', () => {
    expect(progressKey('/lighthouse')).toBe('guide-progress:/lighthouse');
    expect(progressKey('/lighthouse/')).toBe('guide-progress:/lighthouse');
    expect(progressKey('/')).toBe('guide-progress:/');
  });

  it('keeps the anchors of the steps done, once each, and forgets the page when none is', () => {
    const storage = memoryStorage();
    writeProgress(storage, '/lighthouse', ['set-the-table', 'set-the-table', 'share-the-glow']);
    expect(storage.items.get('guide-progress:/lighthouse')).toBe('["set-the-table","share-the-glow"]');
    expect(readProgress(storage, '/lighthouse')).toEqual(['set-the-table', 'share-the-glow']);
    writeProgress(storage, '/lighthouse', []);
    expect(storage.items.size).toBe(0);
  });

  it('reads nothing done from empty, broken or foreign storage, and from none at all', () => {
    expect(readProgress(memoryStorage(), '/lighthouse')).toEqual([]);
    expect(readProgress(memoryStorage({ 'guide-progress:/lighthouse': '{not json' }), '/lighthouse')).toEqual([]);
    expect(readProgress(memoryStorage({ 'guide-progress:/lighthouse': '{"a":1}' }), '/lighthouse')).toEqual([]);
    expect(readProgress(memoryStorage({ 'guide-progress:/lighthouse': '["a",2,null]' }), '/lighthouse')).toEqual(['a']);
    expect(readProgress(undefined, '/lighthouse')).toEqual([]);
  });

  it('carries on when storage refuses to keep it (private browsing, full)', () => {
    const refusing = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(() => writeProgress(refusing, '/lighthouse', ['a'])).not.toThrow();
  });

  it('ticks and unticks a step', () => {
    expect(withStep([], 'a', true)).toEqual(['a']);
    expect(withStep(['a'], 'a', true)).toEqual(['a']);
    expect(withStep(['a', 'b'], 'a', false)).toEqual(['b']);
  });

  it('counts only the steps still on the page: a step removed from the copy stops counting', () => {
    expect(countDone(['gather-your-people', 'old-step'], ['gather-your-people', 'set-the-table'])).toBe(1);
  });

  it('fills the copy’s pattern', () => {
    expect(progressSummary('{done} of {total} steps done', 2, 4)).toBe('2 of 4 steps done');
  });
});
