import { afterEach, describe, expect, it, vi } from 'vitest';

/** resolve-href under a base path: base-url.ts reads BASE_URL when it is first imported. */
async function load(base: string) {
  vi.stubEnv('BASE_URL', base);
  vi.resetModules();
  return import('../../../src/lib/resolve-href.ts');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('resolveHref', () => {
  it('keeps a jump on the page as it is', async () => {
    const { resolveHref } = await load('/preview/x/');
    expect(resolveHref('#wellness-roi', '/research')).toBe('#wellness-roi');
  });

  it('turns a link to a section of the page being read into a jump on the page', async () => {
    const { resolveHref } = await load('/preview/x/');
    expect(resolveHref('/#corporate', '/')).toBe('#corporate');
    expect(resolveHref('/research#wellness-roi', '/research')).toBe('#wellness-roi');
  });

  it('gives a section of another page, and another page, the base path', async () => {
    const { resolveHref } = await load('/preview/x/');
    expect(resolveHref('/#corporate', '/research')).toBe('/preview/x/#corporate');
    expect(resolveHref('/research#wellness-roi', '/')).toBe('/preview/x/research#wellness-roi');
    expect(resolveHref('/research', '/research')).toBe('/preview/x/research');
    expect(resolveHref('/', '/research')).toBe('/preview/x/');
  });

  it('leaves site paths alone at the root', async () => {
    const { resolveHref } = await load('/');
    expect(resolveHref('/research', '/')).toBe('/research');
    expect(resolveHref('/#corporate', '/research')).toBe('/#corporate');
  });

  it('passes web, mail and protocol-relative addresses unchanged', async () => {
    const { resolveHref } = await load('/preview/x/');
    for (const href of ['https://example.org/a#b', 'mailto:a@example.org', 'tel:+971500000000', '//cdn.example.org/a']) {
      expect(resolveHref(href, '/')).toBe(href);
    }
  });
});
