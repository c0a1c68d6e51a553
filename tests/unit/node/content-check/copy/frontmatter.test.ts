// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkFiles } from '../check-fixture.ts';

const check = (source: string) => checkFiles({ 'content/index.mdx': source });

describe('frontmatter', () => {
  it('asks for the block when a page has none', async () => {
    expect(await check('# Home\n')).toMatchInlineSnapshot(`
      [
        "content/index.mdx:1:1  Frontmatter is missing. Start the file with a --- block holding title, description, image, noindex, kind.",
      ]
    `);
  });

  it('names a missing field', async () => {
    expect(await check('---\ntitle: Home\n---\n\n# Home\n')).toMatchInlineSnapshot(`
      [
        "content/index.mdx:1:1  Frontmatter field "description" is missing. Add description: "…" to the --- block.",
      ]
    `);
  });

  it('names a field of the wrong type on its line', async () => {
    expect(await check('---\ntitle: Home\ndescription: 42\n---\n\n# Home\n')).toMatchInlineSnapshot(`
      [
        "content/index.mdx:3:1  Frontmatter field "description" must be text, not a number. Put the value in quotes.",
      ]
    `);
  });

  it('names an unknown field on its line and lists the known ones', async () => {
    expect(await check('---\ntitle: Home\ndescription: Hi\nsubtitle: x\n---\n\n# Home\n')).toMatchInlineSnapshot(`
      [
        "content/index.mdx:4:1  Frontmatter field "subtitle" is not known. Use only title, description, image, noindex, kind.",
      ]
    `);
  });

  it('names an empty field', async () => {
    expect(await check('---\ntitle: ""\ndescription: Hi\n---\n\n# Home\n')).toMatchInlineSnapshot(`
      [
        "content/index.mdx:2:1  Frontmatter field "title" is empty. Write a value after the colon.",
      ]
    `);
  });

  it('names a field with nothing after its colon as empty, not missing', async () => {
    expect(await check('---\ntitle: Home\ndescription:\n---\n\n# Home\n')).toMatchInlineSnapshot(`
      [
        "content/index.mdx:3:1  Frontmatter field "description" is empty. Write a value after the colon.",
      ]
    `);
  });

  it('names a block that is never closed, and where its closing --- belongs', async () => {
    expect(await check('---\ntitle: Home\ndescription: Hi\n\n# Home\n')).toMatchInlineSnapshot(`
      [
        "content/index.mdx:1:1  The frontmatter is never closed. Add a line with just --- after line 3, its last field.",
      ]
    `);
  });

  it('notices a lost closing --- even when a later --- in the page closes the block', async () => {
    expect(await check('---\ntitle: Home\ndescription: Hi\n\n<Section>\n\nCopy\n\n</Section>\n\n---\n\nMore\n'))
      .toMatchInlineSnapshot(`
      [
        "content/index.mdx:1:1  The frontmatter is never closed. Add a line with just --- after line 3, its last field.",
      ]
    `);
  });

  it('asks for exactly three dashes on the first line', async () => {
    expect(await check('--\ntitle: Home\ndescription: Hi\n---\n\n# Home\n')).toMatchInlineSnapshot(`
      [
        "content/index.mdx:1:1  The frontmatter must start on the first line with exactly three dashes ---, and end with another line of ---. Line 1 is "--".",
      ]
    `);
    expect(await check('\n---\ntitle: Home\ndescription: Hi\n---\n\n# Home\n')).toMatchInlineSnapshot(`
      [
        "content/index.mdx:1:1  The frontmatter must start on the first line with exactly three dashes ---, and end with another line of ---. Line 1 is empty.",
      ]
    `);
    expect(await check('title: Home\ndescription: Hi\n---\n\n# Home\n')).toMatchInlineSnapshot(`
      [
        "content/index.mdx:1:1  The frontmatter must start on the first line with exactly three dashes ---, and end with another line of ---. Line 1 is "title: Home".",
      ]
    `);
  });

  it("names the line of a YAML mistake, without the YAML parser's own line numbers", async () => {
    expect(await check('---\ntitle: Keynotes: book a talk\ndescription: Hi\n---\n\n# Home\n')).toMatchInlineSnapshot(`
      [
        "content/index.mdx:2:8  Frontmatter is not valid YAML: Nested mappings are not allowed in compact mappings. Check quotes and colons: a value with a colon needs quotes, title: "Keynotes: book a talk".",
      ]
    `);
  });

  it('checks the social preview image like any other image', async () => {
    expect(await check('---\ntitle: Home\ndescription: Hi\nimage: /images/nowhere.png\n---\n\n# Home\n'))
      .toMatchInlineSnapshot(`
      [
        "content/index.mdx:4:1  Frontmatter field "image": Image "/images/nowhere.png" is not in public/. Add the file at public/images/nowhere.png or correct the path.",
      ]
    `);
  });

  it('reads a block with Windows line ends, a byte-order mark or spaces after the dashes', async () => {
    expect(await check('\uFEFF---\r\ntitle: Home\r\ndescription: Hi\r\n---  \r\n\r\n# Home\r\n')).toEqual([]);
  });
});
