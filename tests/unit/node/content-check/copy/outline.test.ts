// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkFiles, checkMemory, page } from '../check-fixture.ts';

const check = (body: string) => checkFiles({ 'content/index.mdx': page(body) });
/** A page exactly as written: no headline added. */
const bare = (body: string) =>
  checkFiles({ 'content/index.mdx': `---\ntitle: A page\ndescription: For the tests.\n---\n\n${body}\n` });

describe('the page outline', () => {
  it('asks for a headline when the page has none, at the top of its copy', async () => {
    expect(await bare('Copy.\n\n## About')).toEqual([
      'content/index.mdx:6:1  The page has no # heading. Give it one headline, written # Headline, at the top of its copy (inside the <Hero> when it has one).',
    ]);
  });

  it('names a second # heading, and measures what follows from the ## it should be', async () => {
    expect(await check('# Home\n\nCopy.\n\n# About\n\n### Our story')).toEqual([
      'content/index.mdx:10:1  A page has one # heading, its headline, and this is a second (the first is on line 6). Make this one a ## section heading.',
    ]);
  });

  it('names a heading that skips a level, written in Markdown or as a tag', async () => {
    expect(await check('# Home\n\n## About\n\n#### Our story\n\n<h4>Later</h4>')).toEqual([
      'content/index.mdx:10:1  This #### heading skips a level: the heading before it (line 8) is ##. Make it ###, or add a ### heading above it.',
    ]);
    expect(await check('# Home\n\n<h3>About</h3>')).toEqual([
      'content/index.mdx:8:1  This <h3> heading skips a level: the heading before it (line 6) is #. Make it <h2>, or add a ## heading above it.',
    ]);
  });

  it('names a heading before the headline', async () => {
    expect(await bare('## Intro\n\n# Home')).toEqual([
      "content/index.mdx:6:1  This ## heading skips a level: it comes before the page's # headline (line 8). Move the headline above it.",
    ]);
  });

  it('knows the headings components make from their props, from the real component map', async () => {
    expect(
      await checkMemory({ 'content/about.mdx': page('# About\n\n<Card title="Calm parents">Copy</Card>') }),
    ).toEqual([
      'content/about.mdx:8:7  <Card title> makes a ### heading, and that heading skips a level: the heading before it (line 6) is #. Add a ## heading above it (the title of its part of the page).',
    ]);
    expect(
      await checkMemory({
        'content/about.mdx': page(
          '# About\n\n## Why\n\n<Card title="Calm parents">Copy</Card>\n\n<PageFooter>\n<FooterColumn title="Services">Copy</FooterColumn>\n</PageFooter>',
        ),
      }),
    ).toEqual([]);
  });

  it('accepts going back up, and one headline inside a component', async () => {
    expect(await bare('<Section>\n\n# Home\n\n## A\n\n### B\n\n## C\n\n</Section>')).toEqual([]);
  });

  it('leaves the outline alone while the frontmatter is broken', async () => {
    expect(await checkFiles({ 'content/index.mdx': '---\ntitle: A page\ndescription: x\n\n## About\n' })).toEqual([
      'content/index.mdx:1:1  The frontmatter is never closed. Add a line with just --- after line 3, its last field.',
    ]);
  });
});
