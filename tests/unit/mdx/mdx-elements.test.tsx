import { evaluate } from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { mdxElements } from '../../../src/components/mdx-elements.tsx';
import { loadMdxOptions } from '../../../src/node/mdx/mdx-options.ts';
import { PicturesContext, type PictureData } from '../../../src/lib/picture.ts';

afterEach(cleanup);

const copies = (ext: string) => [480, 960, 1600].map((width) => ({ url: `/_pictures/lantern-${width}.${ext}`, width }));
/** A camera photo as the build knows it: encoded copies, so it would open large. */
const lantern: PictureData = {
  src: '/images/lantern.jpg',
  width: 4000,
  height: 3000,
  formats: [
    { type: 'image/webp', candidates: copies('webp') },
    { type: 'image/jpeg', candidates: copies('jpg') },
  ],
};

/** Markdown rendered through the page's element map and the site's rehype plugins, with the build's knowledge of the photo. */
async function renderMarkdown(markdown: string) {
  const { default: Content } = await evaluate(markdown, {
    ...runtime,
    rehypePlugins: (await loadMdxOptions()).rehypePlugins,
  });
  return render(
    <PicturesContext value={(src) => (src === lantern.src ? lantern : undefined)}>
      <Content components={mdxElements} />
    </PicturesContext>,
  ).container;
}

describe('a Markdown photo', () => {
  it('on its own, is a link to its largest copy that opens the viewer', async () => {
    const page = await renderMarkdown('![A lantern on the table](/images/lantern.jpg)');
    const link = page.querySelector('fg-island[module="ZoomablePhoto"] a[data-opens-viewer]');
    expect(link?.getAttribute('href')).toBe('/_pictures/lantern-1600.jpg');
    expect(link?.querySelector('img')?.getAttribute('alt')).toBe('A lantern on the table');
  });

  it('inside a link of the copy stays a picture in that link: no link inside a link, no viewer', async () => {
    const page = await renderMarkdown(
      '[![A lantern on the table](/images/lantern.jpg)](https://stories.family.test/lantern)',
    );
    expect(page.querySelectorAll('a')).toHaveLength(1);
    const link = page.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://stories.family.test/lantern');
    expect(link.querySelector('a, fg-island')).toBeNull();
    // Still the photo at the size the column needs, in the formats the build made.
    expect(link.querySelector('picture source[type="image/webp"]')).toBeTruthy();
    expect(link.querySelector('img')?.getAttribute('alt')).toBe('A lantern on the table');
  });

  it('inside an <a> written in the page stays a picture in that link too', async () => {
    for (const markdown of [
      '<a href="https://stories.family.test/lantern">![A lantern on the table](/images/lantern.jpg)</a>',
      '<a href="https://stories.family.test/lantern">\n\n![A lantern on the table](/images/lantern.jpg)\n\n</a>',
    ]) {
      const page = await renderMarkdown(markdown);
      expect(page.querySelectorAll('a'), markdown).toHaveLength(1);
      expect(page.querySelector('a fg-island'), markdown).toBeNull();
      expect(page.querySelector('a picture source[type="image/webp"]'), markdown).toBeTruthy();
      cleanup();
    }
  });

  it('beside a link, not in it, still opens large', async () => {
    const page = await renderMarkdown(
      '[The story](https://stories.family.test/lantern)\n\n![A lantern on the table](/images/lantern.jpg)',
    );
    expect(page.querySelector('fg-island[module="ZoomablePhoto"] a[data-opens-viewer]')).toBeTruthy();
  });
});
