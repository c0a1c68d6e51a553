// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkFiles, page } from '../check-fixture.ts';

const research = page('<Section id="numbers">\n\n## The business case\n\n### Why {site.brand} works\n\n</Section>');

describe('internal links', () => {
  it('names a link to a page that does not exist, with the closest page', async () => {
    expect(await checkFiles({ 'content/index.mdx': page('[Research](/reserch)'), 'content/research.mdx': research }))
      .toMatchInlineSnapshot(`
      [
        "content/index.mdx:6:1  Link to "/reserch" goes to a page that does not exist. Did you mean "/research"?",
      ]
    `);
  });

  it('names a link to an anchor another page does not have', async () => {
    expect(
      await checkFiles({
        'content/index.mdx': page('[Numbers](/research#the-numbers)'),
        'content/research.mdx': research,
      }),
    ).toMatchInlineSnapshot(`
      [
        "content/index.mdx:6:1  Link to "/research#the-numbers" points at #the-numbers, which content/research.mdx does not have. Use a heading's anchor or a <Section id="…">.",
      ]
    `);
  });

  it('names an anchor this page does not have, in a component prop', async () => {
    expect(
      await checkFiles({ 'content/index.mdx': page('## Book a call\n\n<ButtonLink to="#booking">Book</ButtonLink>') }),
    ).toMatchInlineSnapshot(`
      [
        "content/index.mdx:8:13  Link to "#booking" points at #booking, which this page does not have. Use a heading's anchor or a <Section id="…">.",
      ]
    `);
  });

  it('checks links written as <a href> and as link props of any component', async () => {
    expect(
      await checkFiles({
        'content/index.mdx': page('<a href="/gone">Gone</a>\n\n<Card title="x" href="/missing">Copy</Card>'),
      }),
    ).toMatchInlineSnapshot(`
      [
        "content/index.mdx:6:4  Link to "/gone" goes to a page that does not exist. Pages: /.",
        "content/index.mdx:8:17  Link to "/missing" goes to a page that does not exist. Pages: /.",
      ]
    `);
  });

  it('asks for a / or https:// at the start of a relative link', async () => {
    expect(await checkFiles({ 'content/index.mdx': page('[Research](research) and [Blog](www.blog.family.test)') }))
      .toMatchInlineSnapshot(`
      [
        "content/index.mdx:6:1  Link to "research" needs a / or https:// at the start. Write "/research" for a page of this site, or the full https:// address of another site.",
        "content/index.mdx:6:26  Link to "www.blog.family.test" needs a / or https:// at the start. Write "/www.blog.family.test" for a page of this site, or the full https:// address of another site.",
      ]
    `);
  });

  it('names a navigation link in the settings that goes nowhere', async () => {
    const site = `export const site = {\n  brand: 'Family Glue',\n  navigation: [\n    { label: 'Research', to: '/research#missing' },\n    { label: 'Blog', to: '/blog' },\n  ],\n} as const;\n`;
    expect(await checkFiles({ 'content/site.ts': site, 'content/research.mdx': research })).toMatchInlineSnapshot(`
      [
        "content/site.ts:4:30  navigation[0].to: Link to "/research#missing" points at #missing, which content/research.mdx does not have. Use a heading's anchor or a <Section id="…">.",
        "content/site.ts:5:26  navigation[1].to: Link to "/blog" goes to a page that does not exist. Pages: /, /research.",
      ]
    `);
  });

  it('accepts pages, heading anchors, section ids, files under public/ and the home page', async () => {
    const links = [
      '[Home](/)',
      '[Research](/research)',
      '[Research](/research/)',
      '[Case](/research#the-business-case)',
      // rehype-slug sees no text for {site.brand}: the id is what the built page has.
      '[Why](/research#why--works)',
      '[Numbers](/research#numbers)',
      '[Top](#welcome)',
      '[Brochure](/files/brochure.pdf)',
      '[Search](/research?q=ai)',
      '<ButtonLink to="/research#numbers">Numbers</ButtonLink>',
    ];
    expect(
      await checkFiles({
        'content/index.mdx': page(`## Welcome\n\n${links.join('\n\n')}`),
        'content/research.mdx': research,
        'public/files/brochure.pdf': 'pdf',
      }),
    ).toEqual([]);
  });
});
