// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { stylesheetHrefs, woff2Urls } from '../../../../src/node/build/font-preload.ts';
import { injectAtHeadStart } from '../../../../src/node/build/head-injection.ts';

describe('font preloads', () => {
  it('finds the stylesheets and the woff2 files they use, base path kept', () => {
    const html = '<link rel="icon" href="/f.svg"><link rel="stylesheet" crossorigin href="/p/assets/index-1.css">';
    expect(stylesheetHrefs(html)).toEqual(['/p/assets/index-1.css']);
    const css = '@font-face{src:url(/p/assets/f-1.woff2) format("woff2"),url(/p/assets/f-1.woff) format("woff")}a{background:url("./x.woff2")}';
    expect(woff2Urls(css, '/p/assets/index-1.css')).toEqual(['/p/assets/f-1.woff2', '/p/assets/x.woff2']);
  });
});

describe('injectAtHeadStart', () => {
  it('puts tags right after <meta charset>', () => {
    const html = '<head>\n    <meta charset="UTF-8" />\n    <title>x</title>';
    expect(injectAtHeadStart(html, ['<a />', '<b />'])).toBe('<head>\n    <meta charset="UTF-8" />\n    <a />\n    <b />\n    <title>x</title>');
  });

  it('fails when the template has no charset to anchor on', () => {
    expect(() => injectAtHeadStart('<head></head>', ['<a />'])).toThrow(/charset/);
  });
});
