// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { picturesNamedIn } from '../../../../src/node/build/public-files.ts';

const site = { siteUrl: 'https://www.example.org', base: '/' };

describe('picturesNamedIn', () => {
  it('finds the site’s pictures a page names as files: links, frames of srcsets, absolute og:image and JSON-LD addresses', () => {
    const html = [
      '<a href="/images/map.png">Map</a>',
      '<img src="/images/wave.gif" srcset="/_pictures/a-1-480.avif 480w, /_pictures/a-1-960.avif 960w">',
      '<meta property="og:image" content="https://www.example.org/images/card.jpg">',
      '<script type="application/ld+json">{"image":"https://www.example.org/images/ld%20photo.webp"}</script>',
      '<a href="/research">not a picture</a><a href="https://elsewhere.example/images/x.jpg">another site</a>',
    ].join('');
    expect(picturesNamedIn(html, site).sort()).toEqual(
      [
        '/_pictures/a-1-480.avif',
        '/_pictures/a-1-960.avif',
        '/images/card.jpg',
        '/images/ld photo.webp',
        '/images/map.png',
        '/images/wave.gif',
      ].sort(),
    );
  });

  it('reads a stylesheet’s url()s, and addresses under a base path as paths below it', () => {
    expect(
      picturesNamedIn('.a{background:url(/p/images/bg.jpg)} .b{background:url("/p/images/c.png")}', {
        ...site,
        base: '/p/',
      }).sort(),
    ).toEqual(['/images/bg.jpg', '/images/c.png']);
    expect(picturesNamedIn('<img src="/other/x.png">', { ...site, base: '/p/' })).toEqual([]);
  });
});
