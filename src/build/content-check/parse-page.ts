import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import { createProcessor } from '@mdx-js/mdx';
import rehypeSlug from 'rehype-slug';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import type { ContentProblem } from '../content-problem.ts';
import { isMdxSyntaxError, problemFromCompileError } from './compile-error.ts';

/** One content page, read the way the build reads it. */
export interface ParsedPage {
  /** `content/research.mdx` */
  file: string;
  /** The route it answers: `/research`, or `*` for the not-found page. */
  route: string;
  source: string;
  /** The Markdown/JSX tree, absent when the page does not compile. */
  tree?: MdastRoot;
  /** Every element id the rendered page has: heading anchors (rehype-slug) and literal id="…" attributes. */
  ids: Set<string>;
  /** The compile problem, when there is one. */
  compileProblem?: ContentProblem;
}

/**
 * Compiles a page with the same Markdown plugins and heading slugs as the site build, keeping the tree
 * for the checks and the ids the page will have.
 */
export async function parsePage(file: string, route: string, source: string): Promise<ParsedPage> {
  const page: ParsedPage = { file, route, source, ids: new Set() };
  const processor = createProcessor({
    remarkPlugins: [remarkFrontmatter, remarkGfm, () => (tree: MdastRoot) => void (page.tree = tree)],
    rehypePlugins: [rehypeSlug, () => (tree: HastRoot) => collectIds(tree, page.ids)],
  });
  try {
    const vfile = new VFile({ value: source, path: file });
    await processor.process(vfile);
  } catch (error) {
    if (!isMdxSyntaxError(error)) throw error;
    page.tree = undefined;
    page.compileProblem = problemFromCompileError(error, file, source);
  }
  return page;
}

function collectIds(tree: HastRoot, ids: Set<string>) {
  visit(tree, (node) => {
    if (node.type === 'element' && typeof node.properties.id === 'string') ids.add(node.properties.id);
    // Components (<Section id="x">) stay JSX in the hast tree; a literal id is an anchor too.
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        if (attribute.type === 'mdxJsxAttribute' && attribute.name === 'id' && typeof attribute.value === 'string') {
          ids.add(attribute.value);
        }
      }
    }
  });
}
