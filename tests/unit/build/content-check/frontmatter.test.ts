// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkFiles } from './check-fixture.ts';

const check = (source: string) => checkFiles({ 'content/index.mdx': source });

describe('frontmatter', () => {
  it('asks for the block when a page has none', async () => {
    expect(await check('# Home\n')).toMatchInlineSnapshot(`
      [
        "content/index.mdx:1:1  Frontmatter is missing. Start the file with a --- block holding title, description, image.",
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
        "content/index.mdx:4:1  Frontmatter field "subtitle" is not known. Use only title, description, image.",
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
});
