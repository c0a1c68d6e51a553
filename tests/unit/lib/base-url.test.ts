import { afterEach, describe, expect, it, vi } from 'vitest';

async function load(base: string) {
  vi.stubEnv('BASE_URL', base);
  vi.resetModules();
  return import('../../../src/lib/base-url.ts');
}

describe('withBase', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    // The unit files share one module graph: the next to import base-url.ts must get the real base, not the last stub's.
    vi.resetModules();
  });

  it('leaves paths alone at the root', async () => {
    const { withBase } = await load('/');
    expect(withBase('/images/a.svg')).toBe('/images/a.svg');
    expect(withBase('/')).toBe('/');
  });

  it('prefixes root-relative paths under a preview base, and only those', async () => {
    const { withBase } = await load('/preview/x/');
    expect(withBase('/')).toBe('/preview/x/');
    expect(withBase('/images/a.svg')).toBe('/preview/x/images/a.svg');
    expect(withBase('https://example.com/a.svg')).toBe('https://example.com/a.svg');
    expect(withBase('//cdn.example.com/a.svg')).toBe('//cdn.example.com/a.svg');
    expect(withBase('images/a.svg')).toBe('images/a.svg');
  });
});
