import { describe, expect, it } from 'vitest';
import { pageNames, SiteStylesheet } from '../../../../src/node/build/site-stylesheet.ts';

const CSS = [
  '@layer theme,base,components,utilities;',
  '@layer components{.card{padding:1rem}.photo-viewer{position:fixed}@media (min-width:48rem){.photo-viewer{inset:0}}}',
  '@font-face{font-family:Fraunces;src:url(f.woff2)}',
  '@keyframes fade{from{opacity:0}}',
  '.prose :where(table){width:100%}',
  'iframe{display:block}',
  '@media print{.card{box-shadow:none}.toc{display:none}}',
  '.dark .card{color:white}',
].join('');

describe('pageNames', () => {
  it('reads the names in the HTML, a <noscript>’s frame included', () => {
    const names = pageNames('<main id="top" class="prose  card"><noscript><iframe src="x"></iframe></noscript></main>');
    expect([...names.classes]).toEqual(['prose', 'card']);
    expect([...names.ids]).toEqual(['top']);
    expect(names.tags).toContain('iframe');
    expect(names.tags).toContain('body');
  });

  it('counts each word of an inline script that runs as a class it may set, not data or a script from a file', () => {
    const names = pageNames(
      '<script>document.documentElement.classList.add(\'dark\')</script><script type="application/ld+json">{"name":"toc"}</script><script src="/a.js">hero</script>',
    );
    expect(names.classes).toContain('dark');
    expect(names.classes).not.toContain('toc');
    expect(names.classes).not.toContain('hero');
  });
});

describe('SiteStylesheet', () => {
  const sheet = new SiteStylesheet(CSS);

  it('keeps the rules a page may match, in their order, and drops blocks left empty', () => {
    expect(sheet.forPage(pageNames('<div class="card"></div>'))).toBe(
      [
        '@layer theme,base,components,utilities;',
        '@layer components{.card{padding:1rem}}',
        '@font-face{font-family:Fraunces;src:url(f.woff2)}',
        '@keyframes fade{from{opacity:0}}',
        '@media print{.card{box-shadow:none}}',
      ].join(''),
    );
  });

  it('keeps states, print, frames from <noscript> and a class an inline script sets', () => {
    const css = sheet.forPage(
      pageNames(
        '<script>root.classList.add("dark")</script><p class="card prose"><table></table><noscript><iframe></iframe></noscript></p>',
      ),
    );
    expect(css).toContain('.prose :where(table){width:100%}');
    expect(css).toContain('iframe{display:block}');
    expect(css).toContain('.dark .card{color:white}');
    expect(css).not.toContain('photo-viewer');
  });

  it('keeps of a list only the selectors the page may match: the minifier merges rules with the same declarations', () => {
    const merged = new SiteStylesheet(
      '.band,.photo-viewer,.photo-viewer-overlay{color-scheme:light}.photo-viewer,.x{inset:0}',
    );
    expect(merged.forPage(pageNames('<div class="band"></div>'))).toBe('.band{color-scheme:light}');
  });

  it('gives pages that keep the same rules the same text', () => {
    expect(sheet.forPage(pageNames('<p class="card">a</p>'))).toBe(
      sheet.forPage(pageNames('<section class="card">b</section>')),
    );
  });
});
