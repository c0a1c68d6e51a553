import type { Node as EstreeNode, Program } from 'estree';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { sitePath } from '../page/jsx.ts';

/** A piece of code a page writes in braces: `{site.brand}` in its copy, or a tag's `title={…}` or `{...spread}`. */
export interface PageExpression {
  program: Program;
  /** The code as written, without its braces. */
  code: string;
  /** Where the braces are: the expression's, or the attribute's. */
  place: { line: number; column: number };
  /** A tag's `{...spread}`: its code runs, but gives no value a setting could be read into. */
  spread: boolean;
}

/** The code in a page: every piece in braces, and its import and export lines (`mdxjsEsm`). */
export interface PageCode {
  expressions: PageExpression[];
  esm: Program[];
}

const walked = new WeakMap<Root, PageCode>();

/** The code in a page's braces and its import lines, found in one walk of its tree (kept while the tree is). */
export function pageCode(tree: Root): PageCode {
  let code = walked.get(tree);
  if (!code) {
    code = findCode(tree);
    walked.set(tree, code);
  }
  return code;
}

function findCode(tree: Root): PageCode {
  const code: PageCode = { expressions: [], esm: [] };
  visit(tree, (node) => {
    const place = node.position?.start ?? { line: 1, column: 1 };
    if (node.type === 'mdxjsEsm' && node.data?.estree) code.esm.push(node.data.estree);
    if ((node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') && node.data?.estree) {
      code.expressions.push({ program: node.data.estree, code: node.value, place, spread: false });
    }
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        const value = attribute.type === 'mdxJsxAttribute' ? attribute.value : attribute;
        if (value && typeof value === 'object' && value.data?.estree) {
          const spread = attribute.type === 'mdxJsxExpressionAttribute';
          code.expressions.push({
            program: value.data.estree,
            code: value.value,
            place: attribute.position?.start ?? place,
            spread,
          });
        }
      }
    }
  });
  return code;
}

/** The outermost `site.a.b` chains in a piece of code. */
export function sitePaths(program: Program): string[][] {
  const found: string[][] = [];
  const walk = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    const path = 'type' in node ? sitePath(node as EstreeNode) : null;
    if (path && path.length > 1) {
      found.push(path);
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      if (key !== 'loc' && key !== 'range') (Array.isArray(child) ? child : [child]).forEach(walk);
    }
  };
  walk(program);
  return found;
}

/** The settings a page reads (`links.pressPage`), for its summary: the `site.…` chains in its braces' values. */
export function settingsUsedBy(tree: Root): string[] {
  return pageCode(tree)
    .expressions.filter((expression) => !expression.spread)
    .flatMap((expression) => sitePaths(expression.program).map((path) => path.slice(1).join('.')));
}
