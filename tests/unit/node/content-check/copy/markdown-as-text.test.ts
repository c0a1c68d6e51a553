// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkFiles, checkMemory, page } from '../check-fixture.ts';

const check = (body: string) => checkFiles({ 'content/index.mdx': page(body) });
const linkHelp =
  'a link is written [words](address), both brackets and both parentheses closed, nothing between ] and (. Complete it, or write \\[ to show a bracket.';
const boldHelp =
  'bold is written **like this**, the signs touching the first and last words. Add the missing half or delete the extra one; write \\* or \\_ to show the sign.';
const headingHelp =
  'a heading is a line of one to six #s, a space, then its words: ## Why parents book. Fix the #s, or write \\# to start a line with #.';

describe('Markdown that shows as typed', () => {
  it('names a link whose bracket or parenthesis is not closed, or that has a space before its address', async () => {
    expect(
      await check(
        'See [the research](/research for more.\n\nSee [the research] (/research).\n\nSee [the research(/research).\n\nSee the research](/research).',
      ),
    ).toEqual([
      `content/index.mdx:6:5  "[the research](/research for more." shows on the page as typed: ${linkHelp}`,
      `content/index.mdx:8:5  "[the research] (/research)." shows on the page as typed: ${linkHelp}`,
      `content/index.mdx:10:5  "[the research(/research)." shows on the page as typed: ${linkHelp}`,
      `content/index.mdx:12:17  "](/research)." shows on the page as typed: ${linkHelp}`,
    ]);
  });

  it('names an image that is not closed, and half of a bold', async () => {
    expect(
      await check('![A family](/images/social.png\n\n**3 out of 4 parents lose sleep.\n\nIt is __really good.'),
    ).toEqual([
      'content/index.mdx:6:1  "![A family](/images/social.png" shows on the page as typed: an image is written ![what it shows](/images/file.png), both brackets and both parentheses closed. Complete it, or write \\![ to show the signs.',
      `content/index.mdx:8:1  "**3 out of 4 parents lose sleep." shows on the page as typed: ${boldHelp}`,
      `content/index.mdx:10:7  "__really good." shows on the page as typed: ${boldHelp}`,
    ]);
  });

  it('names a heading that lost its space or has too many #s', async () => {
    expect(
      await check('## About\n\n#Why parents book\n\n##Our story\n\n####### Seven\n\nCopy on a line,\n##then this.'),
    ).toEqual([
      `content/index.mdx:8:1  "#Why parents book" shows on the page as typed: ${headingHelp}`,
      `content/index.mdx:10:1  "##Our story" shows on the page as typed: ${headingHelp}`,
      `content/index.mdx:12:1  "####### Seven" shows on the page as typed: ${headingHelp}`,
      `content/index.mdx:15:1  "##then this." shows on the page as typed: ${headingHelp}`,
    ]);
  });

  it('finds them wherever text ends up: list items, table cells, quotes, link text, copy inside components', async () => {
    const body = [
      '- **first item',
      '',
      '| Session | Price |',
      '| --- | --- |',
      '| **Parents | $99 |',
      '',
      '> A quote with [a link(/).',
      '',
      '[**Book now](/)',
      '',
      '<Card title="x">**Open bold</Card>',
    ].join('\n');
    expect((await check(body)).map((line) => line.split('  ')[0])).toEqual([
      'content/index.mdx:6:3',
      'content/index.mdx:10:3',
      'content/index.mdx:12:16',
      'content/index.mdx:14:2',
      'content/index.mdx:16:17',
    ]);
  });

  it('stays quiet on code, web addresses, escaped signs, hashtags, C#, #1 and other scripts', async () => {
    const body = [
      'Run `**not bold** and [a](b` in code, or `C#`.',
      '',
      '```md',
      '**Bold** and [link](/x',
      '```',
      '',
      'See https://en.wikipedia.org/wiki/A_(b)__c and https://www.family.test/__x for more.',
      '',
      'Write \\*\\* and \\_\\_ and \\[words\\](address) to show the signs.',
      '',
      'We teach C# and F#, and we are #1 in parenting podcasts.',
      '',
      '#FamilyGlue',
      '',
      '- #FamilyGlue on Instagram',
      '',
      "مرحبا بالعائلات. 家庭与人工智能。 Семья и ИИ. [Editor's note] stays.",
      '',
      '<code>**</code> and <pre>[x](y</pre>',
      '',
      '**Bold**, __bold__, *italic* and [a link](/) all closed.',
    ].join('\n');
    expect(await check(body)).toEqual([]);
  });

  it('names Markdown inside a prop shown as words, with the plain words to write', async () => {
    expect(
      await checkMemory({
        'content/about.mdx': page(
          '## Why\n\n<Card title="**Calm** parents">Copy</Card>\n\n<Note title="See [the research](/research)">Copy</Note>\n\n<OptionCard label="Option *A*" title="Do nothing">Copy</OptionCard>',
        ),
      }),
    ).toEqual([
      'content/about.mdx:8:7  <Card> title="**Calm** parents" has Markdown, which a prop shows as typed: props take plain words. Write title="Calm parents".',
      'content/about.mdx:10:7  <Note> title="See [the research](/research)" has Markdown, which a prop shows as typed: props take plain words. Write title="See the research".',
      'content/about.mdx:12:13  <OptionCard> label="Option *A*" has Markdown, which a prop shows as typed: props take plain words. Write label="Option A".',
    ]);
  });

  it('leaves props that are not words alone: addresses, anchors, choices; and accepts plain signs in words', async () => {
    expect(
      await checkMemory({
        'content/about.mdx': page(
          '## Why\n\n<Card title="C# for parents, #1 at $99*" icon="heart">Copy</Card>\n\n<ButtonLink to="/#booking">Book</ButtonLink>',
        ),
      }),
    ).toEqual([]);
  });
});
