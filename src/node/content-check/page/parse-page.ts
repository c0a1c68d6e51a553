import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import { VFile } from 'vfile';
import { cappedCache } from '../../cache/capped-cache.ts';
import type { ContentProblem } from '../report/content-problem.ts';
import type { FrontmatterBlock } from '../../mdx/validate-frontmatter.ts';
import { problemFromCompileError } from './compile-error.ts';
import { collectIds } from './page-ids.ts';

/** One content page, read the way the build reads it. */
export interface ParsedPage {
  /** `content/research.mdx` */
  file: string;
  /** The route it answers: `/research`, or `*` for the not-found page. */
  route: string;
  source: string;
  /** The Markdown/JSX tree, absent when the page does not compile. */
  tree?: MdastRoot;
  /** The frontmatter block as the build finds it, even when the rest of the page does not compile. */
  frontmatter?: FrontmatterBlock;
  /** Every element id the rendered page has: heading anchors (rehype-slug) and literal id="…" attributes. */
  ids: Set<string>;
  /** The compile problem, when there is one. */
  compileProblem?: ContentProblem;
}

interface PageData {
  tree?: MdastRoot;
  ids?: Set<string>;
}

/**
 * One processor for every page: the plugins hand their results back through the file's data. And plain Markdown with
 * frontmatter, which finds the block the same way when the MDX does not compile. Their packages load with the first
 * page read, not with the Vite config the dev server's check is bundled into (src/node/mdx/mdx-options.ts).
 */
const processors = lazily(async () => {
  const [{ createProcessor }, { default: rehypeSlug }, { default: remarkFrontmatter }, { default: remarkGfm }] =
    await Promise.all([
      import('@mdx-js/mdx'),
      import('rehype-slug'),
      import('remark-frontmatter'),
      import('remark-gfm'),
    ]);
  return {
    processor: createProcessor({
      remarkPlugins: [
        remarkFrontmatter,
        remarkGfm,
        () => (tree: MdastRoot, file: VFile) => void ((file.data as PageData).tree = tree),
      ],
      rehypePlugins: [
        rehypeSlug,
        () => (tree: HastRoot, file: VFile) => collectIds(tree, ((file.data as PageData).ids = new Set())),
      ],
    }),
    frontmatterOnly: createProcessor({ format: 'md', remarkPlugins: [remarkFrontmatter] }),
  };
});

function lazily<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}

/** Pages already read, by file and text: the dev server and the mutation test check unchanged pages again. */
const parsed = cappedCache<Promise<ParsedPage>>(200);

/**
 * Compiles a page with the same Markdown plugins and heading slugs as the site build, keeping the tree
 * for the checks and the ids the page will have. The result is shared: checks must not change it.
 */
export function parsePage(file: string, route: string, source: string): Promise<ParsedPage> {
  return parsed(`${file}\0${route}\0${source}`, () => compilePage(file, route, source));
}

async function compilePage(file: string, route: string, source: string): Promise<ParsedPage> {
  const page: ParsedPage = { file, route, source, ids: new Set() };
  const vfile = new VFile({ value: source, path: file });
  const { processor, frontmatterOnly } = await processors();
  try {
    await processor.process(vfile);
    const data = vfile.data as PageData;
    page.tree = data.tree;
    page.ids = data.ids ?? new Set();
    page.frontmatter = frontmatterBlock(page.tree);
  } catch (error) {
    page.compileProblem = problemFromCompileError(error, file, source);
    page.frontmatter = frontmatterBlock(frontmatterOnly.parse(source));
  }
  return page;
}

/** The frontmatter block at the top of a page's Markdown tree, as the build finds it. */
export function frontmatterBlock(tree: MdastRoot | undefined): FrontmatterBlock | undefined {
  const first = tree?.children[0];
  return first?.type === 'yaml' ? { value: first.value, line: first.position?.start.line ?? 1 } : undefined;
}
