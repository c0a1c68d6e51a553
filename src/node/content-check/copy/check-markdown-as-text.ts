import type { Paragraph, Parent, Root, RootContent } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';
import { problem } from '../messages/problem.ts';
import type { ContentProblem } from '../report/content-problem.ts';
import { findLiteralMarkdown, type TextStart } from './literal-markdown.ts';
import type { ParsedPage } from '../page/parse-page.ts';

/**
 * The text the page will show, read the way it was written, for Markdown that did not take: a link or
 * image not closed, bold with one half, a heading without its space. Wherever text ends up: paragraphs,
 * headings, list items, table cells, link text and the copy inside components (props: see
 * components/check-markdown-in-props.ts). Code spans and blocks are code, and web addresses are addresses.
 */
export function checkMarkdownAsText(page: ParsedPage): ContentProblem[] {
  const tree = page.tree;
  if (!tree) return [];
  const problems: ContentProblem[] = [];
  const headingLike = headingLikeParagraphs(tree);
  visit(tree, (node) => {
    if (
      (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
      (node.name === 'code' || node.name === 'pre')
    )
      return SKIP;
    if (!('children' in node)) return;
    for (const run of textRuns(node, page.source)) {
      const written = page.source.slice(run.start, run.end);
      for (const piece of findLiteralMarkdown(written, run.first ? textStart(node, headingLike) : 'inline')) {
        const data = { quote: quote(written, piece.start), markdown: piece.kind };
        problems.push(
          problem('markdown-as-text', data, { file: page.file, ...placeAt(page.source, run.start + piece.start) }),
        );
      }
    }
  });
  return problems;
}

/**
 * The stretches of a node's children that are plain text, as offsets into the page. GFM turns a bare web
 * address into a link after reading, and the text around it loses its place in the page: such a stretch
 * runs from the end of the child before it to the start of the child after it.
 */
function textRuns(parent: Parent, source: string): { start: number; end: number; first: boolean }[] {
  const runs: { start: number; end: number; first: boolean }[] = [];
  const { children } = parent;
  const inRun = (child: RootContent | undefined) =>
    child !== undefined && (child.type === 'text' || (child.type === 'link' && !child.position));
  for (let from = 0; from < children.length; from++) {
    if (!inRun(children[from])) continue;
    let to = from;
    while (inRun(children[to + 1])) to++;
    const start =
      children[from]!.position?.start.offset ??
      children[from - 1]?.position?.end.offset ??
      contentStart(parent, source);
    const end =
      children[to]!.position?.end.offset ?? children[to + 1]?.position?.start.offset ?? parent.position?.end.offset;
    if (start !== undefined && end !== undefined) runs.push({ start, end, first: from === 0 });
    from = to;
  }
  return runs;
}

/** Where a paragraph's, a heading's (after its #s) or a table cell's words start in the page. */
function contentStart(parent: Parent, source: string): number | undefined {
  const offset = parent.position?.start.offset;
  if (offset === undefined || !['paragraph', 'heading', 'tableCell'].includes(parent.type)) return undefined;
  return parent.type === 'heading' ? offset + (/^#{1,6}[ \t]*/.exec(source.slice(offset))?.[0].length ?? 0) : offset;
}

/**
 * Paragraphs of one line at the top level of the page or of a component, where a line that starts with
 * `#word` reads as a heading that lost its space (in a list or a table it is more likely a hashtag).
 */
function headingLikeParagraphs(tree: Root): Set<Paragraph> {
  const found = new Set<Paragraph>();
  visit(tree, 'paragraph', (paragraph, _index, parent) => {
    const blockLevel = parent?.type === 'root' || parent?.type === 'mdxJsxFlowElement';
    if (blockLevel && paragraph.position?.start.line === paragraph.position?.end.line) found.add(paragraph);
  });
  return found;
}

/** Where a node's first text starts: a heading's words, a paragraph's first line, or elsewhere in a line. */
function textStart(node: Parent, headingLike: Set<Paragraph>): TextStart {
  if (node.type === 'heading') return 'heading';
  if (node.type !== 'paragraph') return 'inline';
  return headingLike.has(node as Paragraph) ? 'one-line-paragraph' : 'paragraph';
}

/** The written text from `from` to the end of its line, up to about 40 characters. */
function quote(written: string, from: number): string {
  const line = written.slice(from).split('\n')[0]!.trimEnd();
  return line.length > 40 ? `${line.slice(0, 40).trimEnd()}…` : line;
}

/** Line and column (from 1) of an offset in the page. */
function placeAt(source: string, offset: number): { line: number; column: number } {
  const before = source.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}
