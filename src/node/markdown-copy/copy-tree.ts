/**
 * A page's tree as its Markdown copy starts from: the MDX tree the build compiled, without positions, imports or
 * frontmatter, with the page's own code ({site.brand}, link={site.links.x}) kept as functions the page module
 * runs when the copy is written (remark-markdown-copy.ts). Plain data otherwise, so the copy never depends on
 * the HTML a component renders.
 */

/** The key of a `{"$code": n}` in an exported tree, standing for the page's n-th piece of code. */
export const CODE_KEY = '$code';

/** Where the page's code goes in an exported tree. */
export type CodeReference = { [CODE_KEY]: number };

/**
 * What a page module exports for its copy: the tree as JSON (a string costs the compile and the bundler next to
 * nothing; the same tree as code cost them about 20 ms a page), and the page's code as functions the tree points to.
 */
export interface ExportedCopy {
  tree: string;
  code: Computed[];
}

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

export const isElement = (node: CopyNode): node is CopyElement =>
  node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
export const isExpression = (node: CopyNode): node is CopyExpression =>
  node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression';

/** A page's copy tree from its module's export, each `{"$code": n}` back as the page's function. */
export function copyTree({ tree, code }: ExportedCopy): CopyNode[] {
  return JSON.parse(tree, (_key, value: unknown) =>
    isCodeReference(value) ? code[value[CODE_KEY]] : value,
  ) as CopyNode[];
}

/**
 * Only the plugin's own references match: a prop the page names `$code` holds a string, true or (written in braces)
 * a reference itself, never a bare number.
 */
function isCodeReference(value: unknown): value is CodeReference {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0] === CODE_KEY && typeof (value as CodeReference)[CODE_KEY] === 'number';
}
