// @vitest-environment node
import { compile, evaluate } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import * as runtime from 'react/jsx-runtime';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import type { CopyNode } from '../../../../src/node/markdown/copy-tree.ts';
import { remarkMarkdownCopy } from '../../../../src/node/mdx/remark-markdown-copy.ts';
import { loadMdxOptions } from '../../../../src/node/mdx/mdx-options.ts';

/** The copy tree a page module exports, the page's code run as the module runs it. */
async function copyTree(source: string): Promise<CopyNode[]> {
  const module = await evaluate(source, { ...runtime, remarkPlugins: [remarkFrontmatter, remarkGfm, remarkMarkdownCopy] });
  return module.markdownCopy as CopyNode[];
}

describe('remarkMarkdownCopy', () => {
  it('is part of the build’s MDX pipeline: every page module exports its copy tree', async () => {
    const file = new VFile({ path: `${process.cwd()}/content/page.mdx`, value: '---\ntitle: A\ndescription: B\n---\n\nHello\n' });
    expect(String(await compile(file, await loadMdxOptions()))).toContain('export const markdownCopy');
  });

  it('keeps the Markdown, without positions, frontmatter, exports or comments', async () => {
    const tree = await copyTree('---\ntitle: A\n---\n\nexport const x = 1\n\n## Hello _there_\n\n{/* a note */}\n\n| a | b |\n| - | - |\n| 1 | 2 |\n');
    expect(tree).toEqual([
      { type: 'heading', depth: 2, children: [{ type: 'text', value: 'Hello ' }, { type: 'emphasis', children: [{ type: 'text', value: 'there' }] }] },
      expect.objectContaining({ type: 'table', align: [null, null] }),
    ]);
    expect(JSON.stringify(tree)).not.toContain('position');
  });

  it('runs the page’s own code when the module does: settings in text and in props, lists and numbers', async () => {
    const tree = await copyTree(
      'export const site = { brand: "Glue", links: { a: "https://a.org/" } }\n\nWe are {site.brand}.\n\n<Card title={site.brand} href={site.links.a} count={3} items={[{ alt: "x" }]} open>\nWords\n</Card>\n',
    );
    const [paragraph, card] = tree as [{ children: { type: string; value: unknown }[] }, { type: string; name: string; props: Record<string, unknown> }];
    const expression = paragraph.children[1]!;
    expect(expression.type).toBe('mdxTextExpression');
    expect((expression.value as () => unknown)()).toBe('Glue');
    expect(card.type).toBe('mdxJsxFlowElement');
    expect(card.name).toBe('Card');
    const props = Object.fromEntries(Object.entries(card.props).map(([name, value]) => [name, typeof value === 'function' ? value() : value]));
    expect(props).toEqual({ title: 'Glue', href: 'https://a.org/', count: 3, items: [{ alt: 'x' }], open: true });
  });
});
