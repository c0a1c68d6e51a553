import { describe, expect, it } from 'vitest';
import { absoluteUrl, headToHtml, pageHead, socialImagePath } from '../../../../src/node/head/page-head.ts';
import { markdownCopyPath } from '../../../../src/lib/markdown-copy-path.ts';

const site = { siteUrl: 'https://www.example.org/', brand: 'Family Glue', defaultImage: '/images/social.png' };

describe('pageHead', () => {
  it('builds title, description, canonical, Open Graph and Twitter tags', () => {
    const head = pageHead({
      frontmatter: { title: 'Research', description: 'The case' },
      pathname: '/research',
      base: '/',
      site,
    });
    expect(head.title).toBe('Research');
    const byKey = Object.fromEntries(head.tags.map((tag) => [tag.keyValue, tag.value]));
    expect(byKey).toEqual({
      description: 'The case',
      'og:title': 'Research',
      'og:description': 'The case',
      'og:image': 'https://www.example.org/images/social.png',
      'og:image:alt': 'Research',
      'og:url': 'https://www.example.org/research',
      'og:type': 'website',
      'og:site_name': 'Family Glue',
      'twitter:card': 'summary_large_image',
      'twitter:image': 'https://www.example.org/images/social.png',
      'twitter:image:alt': 'Research',
      canonical: 'https://www.example.org/research',
    });
  });

  it("points og:image and twitter:image at the page's generated image, with its size", () => {
    const head = pageHead({
      frontmatter: { title: 'R', description: 'D' },
      pathname: '/research',
      base: '/p/',
      site,
      socialImage: socialImagePath('/research'),
    });
    const byKey = Object.fromEntries(head.tags.map((tag) => [tag.keyValue, tag.value]));
    expect(byKey).toMatchObject({
      'og:image': 'https://www.example.org/p/social/research.png',
      'og:image:width': '1200',
      'og:image:height': '630',
      'twitter:image': 'https://www.example.org/p/social/research.png',
    });
  });

  it('lets a frontmatter image win over the generated one, without claiming its size', () => {
    const head = pageHead({
      frontmatter: { title: 'K', description: 'D', image: '/images/k.png' },
      pathname: '/k',
      base: '/',
      site,
      socialImage: '/social/k.png',
    });
    const byKey = Object.fromEntries(head.tags.map((tag) => [tag.keyValue, tag.value]));
    expect(byKey['og:image']).toBe('https://www.example.org/images/k.png');
    expect(byKey['og:image:width']).toBeUndefined();
  });

  it('names generated images after the page', () => {
    expect(socialImagePath('/')).toBe('/social/home.png');
    expect(socialImagePath('/guides/x/')).toBe('/social/guides-x.png');
  });

  it('uses the page image and the base path', () => {
    const head = pageHead({
      frontmatter: { title: 'K', description: 'D', image: '/images/keynote.png' },
      pathname: '/keynote',
      base: '/preview/x/',
      site,
    });
    const byKey = Object.fromEntries(head.tags.map((tag) => [tag.keyValue, tag.value]));
    expect(byKey['og:image']).toBe('https://www.example.org/preview/x/images/keynote.png');
    expect(byKey.canonical).toBe('https://www.example.org/preview/x/keynote');
  });

  it('links the page’s Markdown copy as an alternate of type text/markdown, under the base path', () => {
    const head = pageHead({
      frontmatter: { title: 'R', description: 'D' },
      pathname: '/research',
      base: '/p/',
      site,
      markdownCopy: markdownCopyPath('/research'),
    });
    expect(head.tags.at(-1)).toEqual({
      tag: 'link',
      key: 'rel',
      keyValue: 'alternate',
      type: 'text/markdown',
      value: 'https://www.example.org/p/research.md',
    });
    expect(headToHtml(head)).toContain(
      '<link rel="alternate" type="text/markdown" href="https://www.example.org/p/research.md">',
    );
    expect(markdownCopyPath('/')).toBe('/index.html.md');
    expect(markdownCopyPath('/guides/first-evening')).toBe('/guides/first-evening.md');
    const withoutCopy = pageHead({
      frontmatter: { title: 'R', description: 'D' },
      pathname: '/offline',
      base: '/',
      site,
    });
    expect(headToHtml(withoutCopy)).not.toContain('alternate');
  });

  it('marks the not-found page noindex and gives it no canonical URL', () => {
    const head = pageHead({
      frontmatter: { title: 'Missing', description: 'D' },
      pathname: '/x',
      base: '/',
      site,
      notFound: true,
    });
    const keys = head.tags.map((tag) => tag.keyValue);
    expect(keys).toContain('robots');
    expect(keys).not.toContain('canonical');
  });
});

describe('absoluteUrl', () => {
  it('keeps absolute URLs and joins the rest', () => {
    expect(absoluteUrl('https://a.org', '/', 'https://cdn.org/i.png')).toBe('https://cdn.org/i.png');
    expect(absoluteUrl('https://a.org/', '/p/', '/')).toBe('https://a.org/p/');
    expect(absoluteUrl('https://a.org', '/', 'images/i.png')).toBe('https://a.org/images/i.png');
  });
});

describe('headToHtml', () => {
  it('escapes text so copy cannot break the markup', () => {
    const html = headToHtml({
      title: 'Tom & Jerry <3',
      tags: [{ tag: 'meta', key: 'name', keyValue: 'description', value: 'Say "hi"' }],
    });
    expect(html).toBe(
      '<title>Tom &amp; Jerry &lt;3</title>\n    <meta name="description" content="Say &quot;hi&quot;">',
    );
  });
});
