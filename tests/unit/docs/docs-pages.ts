// The project's Markdown documentation read as syntax trees, for the tests that keep it true: README.md and every
// page under docs/. Parsed with remark (and GFM, for tables), so a heading inside a code example is code, not a heading.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Heading, Root, RootContent } from 'mdast';
import { toString as textOfNode } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

export interface DocsPage {
  /** Path from the project's root, with forward slashes: `docs/writing/settings.md`. */
  file: string;
  text: string;
  tree: Root;
}

const parser = unified().use(remarkParse).use(remarkGfm);

export async function readDocsPage(file: string): Promise<DocsPage> {
  const text = await readFile(file, 'utf8');
  return { file, text, tree: parser.parse(text) };
}

/** Every Markdown file under a folder, deepest last, as paths from the project's root. */
export async function markdownFilesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => path.posix.join(path.relative('.', entry.parentPath).split(path.sep).join('/'), entry.name))
    .sort();
}

/** README.md and every page under docs/. */
export async function allDocsPages(): Promise<DocsPage[]> {
  return Promise.all(['README.md', ...(await markdownFilesUnder('docs'))].map(readDocsPage));
}

/**
 * The source text of the section a heading opens, up to the next heading of the same or a higher level, found
 * by `matches` among the page's top-level headings; undefined when none matches.
 */
export function sectionText(page: DocsPage, matches: (heading: Heading) => boolean): string | undefined {
  const children: RootContent[] = page.tree.children;
  const index = children.findIndex((node) => node.type === 'heading' && matches(node));
  if (index === -1) return undefined;
  const heading = children[index] as Heading;
  const next = children.slice(index + 1).find((node) => node.type === 'heading' && node.depth <= heading.depth);
  return page.text.slice(heading.position!.end.offset, next?.position?.start.offset);
}

/** The heading's words as a reader sees them: `## \`<Card>\`` is `<Card>`. */
export const headingText = (heading: Heading): string => textOfNode(heading);

/** A component's `## \`<Name>\`` section and the page it is on, searched on every given component page. */
export function componentSection(pages: DocsPage[], name: string): { page: string; text: string } | undefined {
  for (const page of pages) {
    const text = sectionText(page, (heading) => heading.depth === 2 && headingText(heading) === `<${name}>`);
    if (text !== undefined) return { page: page.file, text };
  }
  return undefined;
}
