/**
 * A page's tree as its Markdown copy starts from: the MDX tree the build compiled, without positions, imports or
 * frontmatter, with the page's own code ({site.brand}, link={site.links.x}) kept as functions the page module
 * runs when the copy is written (remark-markdown-copy.ts). Plain data otherwise, so the copy never depends on
 * the HTML a component renders.
 */

/** A value the page computes: the code in braces, run when the copy is written. */
export type Computed = () => unknown;

/** A JSX tag in the copy: its name, its props (strings, true for a bare prop, or computed) and its children. */
export interface CopyElement {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  props: Record<string, unknown>;
  children: CopyNode[];
}

/** `{…}` in the copy's text: the value it shows. */
export interface CopyExpression {
  type: 'mdxFlowExpression' | 'mdxTextExpression';
  value: Computed;
}

/** Any other Markdown node, as mdast has it (children are CopyNodes too). */
export interface CopyMarkdownNode {
  type: string;
  children?: CopyNode[];
  [key: string]: unknown;
}

export type CopyNode = CopyElement | CopyExpression | CopyMarkdownNode;

export const isElement = (node: CopyNode): node is CopyElement => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
export const isExpression = (node: CopyNode): node is CopyExpression => node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression';
