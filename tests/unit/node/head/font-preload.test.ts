// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fontPreloadTags, stylesheetHrefs } from '../../../../src/node/head/font-preload.ts';
import { injectAtHeadStart } from '../../../../src/node/head/head-injection.ts';

describe('font preloads', () => {
  it('finds the stylesheets a page links, base path kept', () => {
    const html = '<link rel="icon" href="/f.svg"><link rel="stylesheet" crossorigin href="/p/assets/index-1.css">';
    expect(stylesheetHrefs(html)).toEqual(['/p/assets/index-1.css']);
  });

  it('preloads each font with crossorigin, so the browser fetches it once', () => {
    expect(fontPreloadTags(['/p/assets/f-subset-1.woff2'])).toBe(
      '<link rel="preload" href="/p/assets/f-subset-1.woff2" as="font" type="font/woff2" crossorigin />',
    );
    expect(fontPreloadTags([])).toBe('');
  });
});

describe('injectAtHeadStart', () => {
  it('puts tags right after <meta charset>', () => {
    const html = '<head>\n    <meta charset="UTF-8" />\n    <title>x</title>';
    expect(injectAtHeadStart(html, ['<a />', '<b />'])).toBe(
      '<head>\n    <meta charset="UTF-8" />\n    <a />\n    <b />\n    <title>x</title>',
    );
  });

  it('fails when the template has no charset to anchor on', () => {
    expect(() => injectAtHeadStart('<head></head>', ['<a />'])).toThrow(/charset/);
  });
});
