// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkFiles, checkMemory, page } from '../check-fixture.ts';

const check = (body: string) => checkFiles({ 'content/index.mdx': page(body), 'public/images/family.svg': '<svg/>' });

describe('images', () => {
  it('names a local image that is not under public/', async () => {
    expect(await check('![A family at dinner](/images/dinner.png)')).toMatchInlineSnapshot(`
      [
        "content/index.mdx:6:1  Image "/images/dinner.png" is not in public/. Add the file at public/images/dinner.png or correct the path.",
      ]
    `);
  });

  it('names a Markdown image without alt text', async () => {
    expect(await check('![](/images/family.svg)')).toMatchInlineSnapshot(`
      [
        "content/index.mdx:6:1  Image "/images/family.svg" has no alt text, so screen readers cannot describe it. Describe it in the brackets: ![What the image shows](/images/family.svg).",
      ]
    `);
  });

  it('names an <img> without alt text', async () => {
    expect(await check('<img src="/images/family.svg" />')).toMatchInlineSnapshot(`
      [
        "content/index.mdx:6:1  Image "/images/family.svg" has no alt text, so screen readers cannot describe it. Add alt="What the image shows".",
      ]
    `);
  });

  it('names a component image without its alt prop', async () => {
    expect(await check('<Hero image="/images/family.svg">\n\n# Hi\n\n</Hero>')).toMatchInlineSnapshot(`
      [
        "content/index.mdx:6:7  Image "/images/family.svg" has no alt text, so screen readers cannot describe it. Add imageAlt="What the image shows" to <Hero>.",
      ]
    `);
  });

  it('asks for a leading / on a relative path', async () => {
    expect(await check('![A family](images/family.svg)')).toMatchInlineSnapshot(`
      [
        "content/index.mdx:6:1  Image "images/family.svg" must start with /. Write "/images/family.svg" for the file at public/images/family.svg.",
      ]
    `);
  });

  it('accepts images that exist and have alt text', async () => {
    expect(
      await check(
        '![A family at dinner](/images/family.svg)\n\n<img src="/images/family.svg" alt="A family" />\n\n<Hero image="/images/family.svg" imageAlt="A family">\n\n# Hi\n\n</Hero>\n\n![Chart](https://cdn.family.test/chart.png)',
      ),
    ).toEqual([]);
  });

  it('reads the frontmatter’s image too, at its line: other sites cannot show a PDF either', async () => {
    const problems = await checkMemory({
      'content/index.mdx':
        '---\ntitle: Home\ndescription: Hi.\nimage: /images/share.jpg\n---\n\n# Home\n\n## Booking\n\n{site.brand} and {site.links.pressPage}\n',
      'public/images/share.jpg': '%PDF-1.7\n',
    });
    expect(problems).toEqual([
      'content/index.mdx:4:1  Image "/images/share.jpg" is a PDF document named .jpg, not a picture. Export it as JPEG, PNG or WebP, at any size, and put that file in public/images/.',
    ]);
  });
});
