import type { Root } from 'mdast';
import type { z } from 'zod';
import type { ComponentSpec } from '../../../components/component-map.ts';
import { visit } from 'unist-util-visit';
import { namedAttributes } from '../page/jsx.ts';
import { propInfo } from '../components/prop-schema.ts';

/** One heading the rendered page will have, where the page's source makes it. */
export interface PageHeading {
  /** 1 for `<h1>` … 6 for `<h6>`. */
  level: number;
  line: number;
  column: number;
  /** How the source writes it: `#`s, an HTML tag, or a component's prop (`<Card>`'s title). */
  writtenAs: { kind: 'markdown' } | { kind: 'tag' } | { kind: 'prop'; component: string; prop: string };
}

/**
 * The page's headings in reading order: Markdown `#`s, `<h1>`…`<h6>` tags, and the props that components
 * render as headings, which their schemas declare with `.meta({ heading: 3 })` (a test renders every
 * component to keep those declarations true). A component's heading comes before the copy it wraps.
 */
export function pageHeadings(tree: Root, components: Record<string, ComponentSpec>): PageHeading[] {
  const headings: PageHeading[] = [];
  visit(tree, (node) => {
    const start = node.position?.start ?? { line: 1, column: 1 };
    const at = { line: start.line, column: start.column };
    if (node.type === 'heading') headings.push({ level: node.depth, ...at, writtenAs: { kind: 'markdown' } });
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const name = node.name ?? '';
    const tagLevel = /^h([1-6])$/.exec(name)?.[1];
    if (tagLevel) headings.push({ level: Number(tagLevel), ...at, writtenAs: { kind: 'tag' } });
    const spec = components[name];
    if (!spec) return;
    const shape = spec.props.shape as Record<string, z.ZodType>;
    // The first prop that makes a heading (a prop written twice still makes one).
    const attribute = namedAttributes(node).find(
      (candidate) => shape[candidate.name] && propInfo(shape[candidate.name]!).heading,
    );
    if (!attribute) return;
    const place = attribute.position?.start ?? at;
    const level = propInfo(shape[attribute.name]!).heading!;
    headings.push({
      level,
      line: place.line,
      column: place.column,
      writtenAs: { kind: 'prop', component: name, prop: attribute.name },
    });
  });
  return headings;
}
