// @vitest-environment node
import { compile } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { loadMdxOptions } from '../../../../src/node/mdx/mdx-options.ts';

/** Compiles MDX the way the build does, as if it were content/<name>. */
async function compilePage(source: string, name = 'page.mdx') {
  const file = new VFile({ path: `${process.cwd()}/content/${name}`, value: source });
  return String(await compile(file, await loadMdxOptions()));
}

const frontmatter = '---\ntitle: A page\ndescription: About it\n---\n';

describe('the MDX pipeline', () => {
  it('exports the frontmatter and imports only the components the page uses', async () => {
    const code = await compilePage(`${frontmatter}\n<Section id="a">\n\n## Hello {site.brand}\n\n</Section>\n`);
    expect(code).toContain('export const frontmatter');
    expect(code).toMatch(/import \{Section\} from ".*\/src\/components\/Section\.tsx"/);
    expect(code).not.toMatch(/components\/Card\.tsx/);
    expect(code).toMatch(/import \{site\} from ".*\/content\/site\.ts"/);
  });

  it('gives headings stable anchors', async () => {
    const code = await compilePage(`${frontmatter}\n## Family Stress Impact\n`);
    expect(code).toContain('"family-stress-impact"');
  });

  it('fails on a missing frontmatter field, naming the file, line and field', async () => {
    await expect(compilePage('---\ntitle: A page\n---\n\nHello\n', 'broken.mdx')).rejects.toThrow(
      'content/broken.mdx:1:1  Frontmatter field "description" is missing. Add description: "…" to the --- block.',
    );
  });

  it('fails on a wrong field type on the line of that field', async () => {
    await expect(compilePage('---\ntitle: A page\ndescription: 42\n---\n', 'typed.mdx')).rejects.toThrow(
      'content/typed.mdx:3:1  Frontmatter field "description" must be text, not a number. Put the value in quotes.',
    );
  });

  it('fails on an unknown frontmatter field', async () => {
    await expect(compilePage(`---\ntitle: A\ndescription: B\ntitel: C\n---\n`, 'extra.mdx')).rejects.toThrow(
      'content/extra.mdx:4:1  Frontmatter field "titel" is not known. Use only title, description, image, noindex, kind.',
    );
  });

  it('fails on a page with no frontmatter', async () => {
    await expect(compilePage('# Hi\n', 'bare.mdx')).rejects.toThrow(
      'content/bare.mdx:1:1  Frontmatter is missing. Start the file with a --- block holding title, description, image, noindex, kind.',
    );
  });

  it('fails on an unknown component and suggests the nearest one', async () => {
    await expect(compilePage(`${frontmatter}\nText\n\n<Sectoin>\nx\n</Sectoin>\n`, 'typo.mdx')).rejects.toThrow(
      'content/typo.mdx:8:1  Unknown component <Sectoin>. Did you mean <Section>?',
    );
  });

  it('lets a page use a component it imports itself', async () => {
    const code = await compilePage(`${frontmatter}\nimport { Local } from './local.tsx'\n\n<Local />\n`);
    expect(code).not.toContain('Unknown component');
  });
});
