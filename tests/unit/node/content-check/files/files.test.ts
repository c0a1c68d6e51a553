// @vitest-environment node
// File and folder names are addresses: nothing a copywriter names can make a page silently disappear.
import { describe, expect, it } from 'vitest';
import { checkMemory, page } from '../check-fixture.ts';

describe('files and folders in content/', () => {
  it('refuses two files for one address, naming both on each', async () => {
    expect(await checkMemory({ 'content/guides.mdx': page('# A'), 'content/guides/index.mdx': page('# B') }))
      .toMatchInlineSnapshot(`
      [
        "content/guides.mdx:1:1  This file and content/guides/index.mdx are both the page /guides. Rename or delete one of them.",
        "content/guides/index.mdx:1:1  This file and content/guides.mdx are both the page /guides. Rename or delete one of them.",
      ]
    `);
  });

  it('refuses names that cannot be an address, with the name to use', async () => {
    expect(
      await checkMemory({
        'content/Family Evenings.mdx': page('# A'),
        'content/café.mdx': page('# B'),
        'content/My Guides/first_evening.mdx': page('# C'),
        'content/عربي.mdx': page('# D'),
      }),
    ).toMatchInlineSnapshot(`
      [
        "content/café.mdx:1:1  The file name "café.mdx" cannot be part of an address: names use only lower-case letters a to z, digits and hyphens. Rename it to cafe.mdx.",
        "content/Family Evenings.mdx:1:1  The file name "Family Evenings.mdx" cannot be part of an address: names use only lower-case letters a to z, digits and hyphens. Rename it to family-evenings.mdx.",
        "content/My Guides/first_evening.mdx:1:1  The file name "first_evening.mdx" cannot be part of an address: names use only lower-case letters a to z, digits and hyphens. Rename it to first-evening.mdx.",
        "content/My Guides/first_evening.mdx:1:1  The folder name "My Guides" cannot be part of an address: names use only lower-case letters a to z, digits and hyphens. Rename it to my-guides.",
        "content/عربي.mdx:1:1  The file name "عربي.mdx" cannot be part of an address: names use only lower-case letters a to z, digits and hyphens. Rename it with lower-case letters a to z.",
      ]
    `);
  });

  it('names files that look like pages but are not, and images in the wrong folder', async () => {
    expect(
      await checkMemory({
        'content/notes.md': '# Notes',
        'content/About.MDX': page('# About'),
        'content/photo.jpg': '',
        'content/brief.pdf': '',
      }),
    ).toMatchInlineSnapshot(`
        [
          "content/About.MDX:1:1  content/About.MDX is not a page: pages end in .mdx. Rename it to about.mdx.",
          "content/notes.md:1:1  content/notes.md is not a page: pages end in .mdx. Rename it to notes.mdx.",
          "content/photo.jpg:1:1  Images go in public/images/, not content/. Move content/photo.jpg to public/images/photo.jpg and write /images/photo.jpg in the page.",
          "content/brief.pdf:1:1  warning: content/brief.pdf is not part of the site: content/ holds only .mdx pages and site.ts. Move it out of content/.",
        ]
      `);
  });

  it('asks for the home page, the not-found page and the settings file', async () => {
    expect(
      await checkMemory({ 'content/index.mdx': undefined, 'content/404.mdx': undefined, 'content/site.ts': undefined }),
    ).toMatchInlineSnapshot(`
      [
        "content/404.mdx:1:1  The not-found page is missing. Create content/404.mdx: visitors see it at any address the site does not have.",
        "content/index.mdx:1:1  The home page is missing. Create content/index.mdx: it is the page at /.",
        "content/site.ts:1:1  The settings file is missing. Restore content/site.ts: every page reads its names and addresses from it.",
      ]
    `);
  });

  it('builds pages in nested folders, and ignores files editors leave behind', async () => {
    expect(
      await checkMemory({
        'content/guides/index.mdx': page('# Guides\n\n[First](/guides/first-evening/setup)'),
        'content/guides/first-evening/setup.mdx': page('# Setup\n\n[Back](/guides)'),
        'content/.DS_Store': '',
        'content/index.mdx~': '',
        'content/guides/.gitkeep': '',
      }),
    ).toEqual([]);
  });
});
