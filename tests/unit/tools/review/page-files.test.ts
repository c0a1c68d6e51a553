// @vitest-environment node
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesOfPage, sameFiles } from '../../../../tools/review/page-files.ts';
import { temporaryFolder } from '../../temporary-folder.ts';

/** A built site of two pages sharing a stylesheet, a script with a chunk, a font and pictures; `change` edits one file. */
async function site(change: Record<string, string> = {}): Promise<string> {
  const dist = await temporaryFolder('review-page-files-');
  const files: Record<string, string> = {
    'index.html': `<link rel="stylesheet" href="/assets/index-a1.css"><img src="/images/hero%20light.svg" srcset="/_pictures/p-480.webp 480w, /_pictures/p-960.webp 960w"><a href="/research">The numbers</a><script>import('/assets/index-b2.js')</script>`,
    'research/index.html': `<link rel="stylesheet" href="/assets/index-a1.css"><p>Research</p><img src="/images/chart.svg">`,
    'assets/index-a1.css': `@font-face{src:url(./font-c3.woff2)}.hero{background:url("/images/paper.png")}`,
    // The minifier writes some paths in template literals: import(`./Menu-e5.js`).
    'assets/index-b2.js': 'const o=()=>import("./Carousel-d4.js"),m=()=>import(`./Menu-e5.js`),w="100%.5s";',
    'assets/Carousel-d4.js': 'export default 1',
    'assets/Menu-e5.js': 'export default 1',
    'assets/font-c3.woff2': 'font',
    'images/hero light.svg': '<svg/>',
    'images/chart.svg': '<svg/>',
    'images/paper.png': 'paper',
    '_pictures/p-480.webp': 'small',
    '_pictures/p-960.webp': 'large',
    'sitemap.xml': '<urlset/>',
    ...change,
  };
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dist, file)), { recursive: true });
    await writeFile(path.join(dist, file), text);
  }
  return dist;
}

describe('the files a page is drawn from', () => {
  it('are its HTML and all it names, and all those name: stylesheet, fonts, pictures, scripts and their chunks, named in quotes or template literals (a % that is no escape read as written)', async () => {
    expect([...(await filesOfPage(await site(), 'index.html'))].sort()).toEqual([
      '_pictures/p-480.webp',
      '_pictures/p-960.webp',
      'assets/Carousel-d4.js',
      'assets/Menu-e5.js',
      'assets/font-c3.woff2',
      'assets/index-a1.css',
      'assets/index-b2.js',
      'images/hero light.svg',
      'images/paper.png',
      'index.html',
    ]);
  });

  it('make two builds of a page the same when none of them differs, whatever else does', async () => {
    const before = await site();
    expect(await sameFiles(before, await site(), 'index.html')).toBe(true);
    // Another page's HTML and picture, and a file no page loads, are not this page's.
    const elsewhere = await site({
      'research/index.html': '<p>New research</p>',
      'images/chart.svg': '<svg></svg>',
      'sitemap.xml': '',
    });
    expect(await sameFiles(before, elsewhere, 'index.html')).toBe(true);
    expect(await sameFiles(before, elsewhere, 'research/index.html')).toBe(false);
  });

  it.each([
    ['its HTML', 'index.html', '<p>Changed copy</p>'],
    ['a picture replaced under the same name', '_pictures/p-960.webp', 'another photo'],
    ['a picture its stylesheet names', 'images/paper.png', 'another paper'],
    ['a font its stylesheet names', 'assets/font-c3.woff2', 'another font'],
    ['a chunk its script loads', 'assets/Carousel-d4.js', 'export default 2'],
    ['a chunk its script names in a template literal', 'assets/Menu-e5.js', 'export default 2'],
  ])('make a page differ when %s differs', async (_, file, text) => {
    expect(await sameFiles(await site(), await site({ [file]: text }), 'index.html')).toBe(false);
  });

  it('make a page differ when it names a file the other build does not have', async () => {
    const renamed = await site({
      'index.html': '<link rel="stylesheet" href="/assets/index-a1.css"><img src="/images/chart.svg">',
    });
    expect(await sameFiles(await site(), renamed, 'index.html')).toBe(false);
  });
});
