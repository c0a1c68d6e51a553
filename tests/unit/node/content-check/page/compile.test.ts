// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkFiles, page } from '../check-fixture.ts';

const check = (body: string) => checkFiles({ 'content/index.mdx': page(body) });

describe('MDX that does not compile', () => {
  it('names an unclosed tag at its opening line', async () => {
    expect(await check('<Section>\n\n## Title\n\nCopy')).toMatchInlineSnapshot(`
      [
        "content/index.mdx:6:1  <Section> is never closed. Add </Section> after its content, or write <Section /> if it wraps nothing.",
      ]
    `);
  });

  it('names an unclosed tag inside a paragraph', async () => {
    expect(await check('Read <ButtonLink to="/">this\n\nand more')).toMatchInlineSnapshot(`
      [
        "content/index.mdx:6:6  <ButtonLink> is never closed. Add </ButtonLink> after its content, or write <ButtonLink /> if it wraps nothing.",
      ]
    `);
  });

  it('names a closing tag that does not match', async () => {
    expect(await check('<Section>\n\nCopy\n\n</Hero>')).toMatchInlineSnapshot(`
      [
        "content/index.mdx:10:1  </Hero> does not match the open <Section> from line 6. Close <Section> first with </Section>, or fix the tag name.",
      ]
    `);
  });

  it('points at a stray { and says how to show a brace', async () => {
    expect(await check('Prices { from 10 dollars.')).toMatchInlineSnapshot(`
      [
        "content/index.mdx:6:8  A { is never closed. Close it with }, or write \\{ to show a brace as text.",
      ]
    `);
  });

  it('points at a stray < and says how to show one', async () => {
    expect(await check('Ages <5 go free.')).toMatchInlineSnapshot(`
      [
        "content/index.mdx:6:6  A < starts a tag here. To show a < as text, write \\< instead.",
      ]
    `);
  });

  it('names code in braces that is not valid', async () => {
    expect(await check('Hello {site brand}.')).toMatchInlineSnapshot(`
      [
        "content/index.mdx:6:12  The code between { and } is not valid. Fix it, or write \\{ to show a brace as text.",
      ]
    `);
  });

  it('names an attribute value without its closing quote', async () => {
    expect(await check('<Section id="about>\n\nCopy\n\n</Section>')).toMatchInlineSnapshot(`
      [
        "content/index.mdx:6:13  This value is missing its closing quote. Add the quote at the end of the value.",
      ]
    `);
  });

  it('still checks the frontmatter of a page that does not compile, and the other pages', async () => {
    expect(
      await checkFiles({
        'content/index.mdx': '---\ntitle: Home\n---\n\n<Section>\n',
        'content/about.mdx': page('Ages <5 go free.'),
      }),
    ).toMatchInlineSnapshot(`
      [
        "content/about.mdx:6:6  A < starts a tag here. To show a < as text, write \\< instead.",
        "content/index.mdx:1:1  Frontmatter field "description" is missing. Add description: "…" to the --- block.",
        "content/index.mdx:5:1  <Section> is never closed. Add </Section> after its content, or write <Section /> if it wraps nothing.",
      ]
    `);
  });
});
