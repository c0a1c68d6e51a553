// @vitest-environment node
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PAGE, pageForHtmlFile, pagesInEither, pagesOfSite } from '../../../../tools/review/site-pages.ts';
import { temporaryFolder } from '../../temporary-folder.ts';

describe('the pages of a built site', () => {
  it('names each HTML file by its address', () => {
    expect(pageForHtmlFile('index.html')).toEqual({ label: '/', name: 'home', address: '', file: 'index.html' });
    expect(pageForHtmlFile('research/index.html')).toEqual({
      label: '/research',
      name: 'research',
      address: 'research',
      file: 'research/index.html',
    });
    expect(pageForHtmlFile('guide/step/index.html')).toEqual({
      label: '/guide/step',
      name: 'guide--step',
      address: 'guide/step',
      file: 'guide/step/index.html',
    });
    expect(pageForHtmlFile('notes.html')).toEqual({
      label: '/notes',
      name: 'notes',
      address: 'notes',
      file: 'notes.html',
    });
    expect(pageForHtmlFile('404.html')).toBe(NOT_FOUND_PAGE);
  });

  it('finds every page in a dist folder, nested ones included', async () => {
    const dist = await temporaryFolder('review-pages-');
    await mkdir(path.join(dist, 'guide', 'step'), { recursive: true });
    await mkdir(path.join(dist, 'assets'));
    for (const file of ['index.html', '404.html', 'guide/step/index.html', 'assets/app.js', 'sitemap.xml']) {
      await writeFile(path.join(dist, file), '');
    }
    expect((await pagesOfSite(dist)).map((page) => page.label).sort()).toEqual(['/', '/guide/step', 'not-found page']);
  });

  it('lists a page in either site once, in address order, the not-found page last', () => {
    const [home, research, keynote] = ['index.html', 'research/index.html', 'keynote/index.html'].map(pageForHtmlFile);
    const pages = pagesInEither([NOT_FOUND_PAGE, research!, home!], [home!, keynote!, NOT_FOUND_PAGE]);
    expect(pages.map((page) => page.label)).toEqual(['/', '/keynote', '/research', 'not-found page']);
  });
});
