// @vitest-environment node
import { compile, evaluate } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import * as runtime from 'react/jsx-runtime';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import {
  copyTree as readExportedCopy,
  type CopyNode,
  type ExportedCopy,
} from '../../../../src/node/markdown-copy/copy-tree.ts';
import { remarkMarkdownCopy } from '../../../../src/node/mdx/remark-markdown-copy.ts';
import { loadMdxOptions } from '../../../../src/node/mdx/mdx-options.ts';

/** The copy tree a page module exports, the page's code run as the module runs it. */
async function copyTree(source: string): Promise<CopyNode[]> {
  const module = await evaluate(source, {
    ...runtime,
    remarkPlugins: [remarkFrontmatter, remarkGfm, remarkMarkdownCopy],
  });
  return readExportedCopy(module.markdownCopy as ExportedCopy);
}

describe('remarkMarkdownCopy', () => {
  it('is part of the build’s MDX pipeline: every page module exports its copy tree', async () => {
    const file = new VFile({
      path: `${process.cwd()}/content/page.mdx`,
      value: '---\ntitle: A\ndescription: B\n---\n\nHello\n',
    });
    expect(String(await compile(file, await loadMdxOptions()))).toContain('export const markdownCopy');
  });

  it('keeps the Markdown, without positions, frontmatter, exports or comments', async () => {
    const tree = await copyTree(
      '---\ntitle: A\n---\n\nexport const x = 1\n\n## Hello _there_\n\n{/* a note */}\n\n| a | b |\n| - | - |\n| 1 | 2 |\n',
    );
    expect(tree).toEqual([
      {
        type: 'heading',
        depth: 2,
        children: [
          { type: 'text', value: 'Hello ' },
          { type: 'emphasis', children: [{ type: 'text', value: 'there' }] },
        ],
      },
      expect.objectContaining({ type: 'table', align: [null, null] }),
    ]);
    expect(JSON.stringify(tree)).not.toContain('position');
  });

  it('runs the page’s own code when the module does: settings in text and in props, lists and numbers', async () => {
    const tree = await copyTree(
      'export const site = { brand: "Glue", links: { a: "https://a.org/" } }\n\nWe are {site.brand}.\n\n<Card title={site.brand} href={site.links.a} count={3} items={[{ alt: "x" }]} open>\nWords\n</Card>\n',
    );
    const [paragraph, card] = tree as [
      { children: { type: string; value: unknown }[] },
      { type: string; name: string; props: Record<string, unknown> },
    ];
    const expression = paragraph.children[1]!;
    expect(expression.type).toBe('mdxTextExpression');
    expect((expression.value as () => unknown)()).toBe('Glue');
    expect(card.type).toBe('mdxJsxFlowElement');
    expect(card.name).toBe('Card');
    const props = Object.fromEntries(
      Object.entries(card.props).map(([name, value]) => [name, typeof value === 'function' ? value() : value]),
    );
    expect(props).toEqual({ title: 'Glue', href: 'https://a.org/', count: 3, items: [{ alt: 'x' }], open: true });
  });

  it('exports the tree as one JSON string and only the page’s code as code: the bundler parses a string, not a tree', async () => {
    const file = new VFile({
      path: `${process.cwd()}/content/page.mdx`,
      value:
        '---\ntitle: A\ndescription: B\n---\n\n## Why {site.brand}\n\n- one _two_\n- three\n\n<Card title={site.brand} icon="x">Words</Card>\n',
    });
    const code = String(await compile(file, await loadMdxOptions()));
    const exported = code.slice(code.indexOf('export const markdownCopy'));
    expect(exported).toMatch(/^export const markdownCopy = \{\s*tree: "\[/);
    // Two functions, and no object literal of a node outside the string.
    expect(exported.match(/\(\) => /g)).toHaveLength(2);
    expect(exported).not.toMatch(/[{,]\s*"?type"?: /);
  });

  it('tells its references from a prop a page happens to name $code', async () => {
    const tree = await copyTree('export const n = 2\n\n<Card $code="3" other={{ $code: 1 }} third={n} />\n');
    const [card] = tree as unknown as [{ props: Record<string, unknown> }];
    expect(card.props.$code).toBe('3');
    expect((card.props.other as () => unknown)()).toEqual({ $code: 1 });
    expect((card.props.third as () => unknown)()).toBe(2);
  });
});
