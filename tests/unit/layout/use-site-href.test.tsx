import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useSiteHref } from '../../../src/layout/use-site-href.ts';
import { routedAt } from '../routed.tsx';

function Href({ to }: { to: string }) {
  return useSiteHref(to);
}

/** The href `to` gets on the page at `path`, rendered through React Router as the server does. */
async function hrefOn(path: string, to: string, basename = '/preview/x/') {
  return renderToString(await routedAt(path, <Href to={to} />, basename)).replaceAll('&amp;', '&');
}

describe('useSiteHref', () => {
  it('keeps a jump on the page as it is', async () => {
    expect(await hrefOn('/research', '#wellness-roi')).toBe('#wellness-roi');
  });

  it('turns a link to a section of the page being read into a jump on the page', async () => {
    expect(await hrefOn('/', '/#corporate')).toBe('#corporate');
    expect(await hrefOn('/research', '/research#wellness-roi')).toBe('#wellness-roi');
  });

  it('gives a section of another page, and another page, the base path', async () => {
    expect(await hrefOn('/research', '/#corporate')).toBe('/preview/x/#corporate');
    expect(await hrefOn('/', '/research#wellness-roi')).toBe('/preview/x/research#wellness-roi');
    expect(await hrefOn('/research', '/research')).toBe('/preview/x/research');
    expect(await hrefOn('/research', '/')).toBe('/preview/x/');
  });

  it('leaves site paths alone at the root', async () => {
    expect(await hrefOn('/', '/research', '/')).toBe('/research');
    expect(await hrefOn('/research', '/#corporate', '/')).toBe('/#corporate');
  });

  it('passes web, mail and protocol-relative addresses unchanged', async () => {
    for (const to of ['https://example.org/a#b', 'mailto:a@example.org', 'tel:+971500000000', '//cdn.example.org/a']) {
      expect(await hrefOn('/', to)).toBe(to);
    }
  });
});
