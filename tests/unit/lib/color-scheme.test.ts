import { describe, expect, it } from 'vitest';
import { schemeAttribute, schemeFromStorage } from '../../../src/lib/color-scheme.ts';

describe('schemeFromStorage', () => {
  it('reads a kept light or dark choice as that choice', () => {
    expect(schemeFromStorage('light')).toBe('light');
    expect(schemeFromStorage('dark')).toBe('dark');
  });

  it("reads nothing, and anything else, as the device's setting", () => {
    for (const stored of [null, '', 'system', 'Dark', 'auto', 'dark '])
      expect(schemeFromStorage(stored)).toBe('system');
  });
});

describe('schemeAttribute', () => {
  it("puts a chosen scheme on <html>, and nothing for the device's own", () => {
    expect(schemeAttribute('light')).toBe('light');
    expect(schemeAttribute('dark')).toBe('dark');
    expect(schemeAttribute('system')).toBeUndefined();
  });
});
