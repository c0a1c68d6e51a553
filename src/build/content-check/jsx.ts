import type { Node as EstreeNode, Program } from 'estree';
import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** Every JSX tag in a page, components and plain HTML alike. */
export function jsxElements(tree: Root): JsxElement[] {
  const found: JsxElement[] = [];
  visit(tree, (node) => {
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') found.push(node);
  });
  return found;
}

/** The named attributes of a tag (spread `{...x}` attributes cannot be checked and are left out). */
export function namedAttributes(element: JsxElement): MdxJsxAttribute[] {
  return element.attributes.filter((attribute): attribute is MdxJsxAttribute => attribute.type === 'mdxJsxAttribute');
}

/** What an attribute's value is known to be before the page runs. */
export type AttributeValue =
  | { kind: 'string'; value: string }
  | { kind: 'number'; value: number }
  | { kind: 'boolean'; value: boolean }
  /** Code whose value is only known at run time, or a site setting that does not exist (reported elsewhere). */
  | { kind: 'unknown' };

/**
 * Evaluates an attribute statically: quoted text, a bare attribute (true), and in braces a literal or a
 * `site.…` setting. Anything else is code and stays unknown.
 */
export function attributeValue(attribute: MdxJsxAttribute, site: Record<string, unknown>): AttributeValue {
  const raw = attribute.value;
  if (raw === null || raw === undefined) return { kind: 'boolean', value: true };
  if (typeof raw === 'string') return { kind: 'string', value: raw };
  const program = raw.data?.estree as Program | undefined;
  const statement = program?.body[0];
  if (statement?.type !== 'ExpressionStatement') return { kind: 'unknown' };
  const value = evaluate(statement.expression, site);
  if (typeof value === 'string') return { kind: 'string', value };
  if (typeof value === 'number') return { kind: 'number', value };
  if (typeof value === 'boolean') return { kind: 'boolean', value };
  return { kind: 'unknown' };
}

const UNKNOWN = Symbol('unknown');

function evaluate(node: EstreeNode, site: Record<string, unknown>): unknown {
  switch (node.type) {
    case 'Literal':
      return 'regex' in node || 'bigint' in node ? UNKNOWN : node.value;
    case 'TemplateLiteral':
      return node.expressions.length === 0 ? node.quasis[0]?.value.cooked : UNKNOWN;
    case 'UnaryExpression': {
      const argument = evaluate(node.argument, site);
      return node.operator === '-' && typeof argument === 'number' ? -argument : UNKNOWN;
    }
    case 'MemberExpression': {
      const path = sitePath(node);
      return path ? lookUp(site, path.slice(1)) ?? UNKNOWN : UNKNOWN;
    }
    default:
      return UNKNOWN;
  }
}

/** `site.links.pressPage` → ['site', 'links', 'pressPage']; null when the chain does not start at `site`. */
export function sitePath(node: EstreeNode): string[] | null {
  if (node.type === 'Identifier') return node.name === 'site' ? ['site'] : null;
  if (node.type !== 'MemberExpression') return null;
  const object = sitePath(node.object as EstreeNode);
  if (!object) return null;
  if (!node.computed && node.property.type === 'Identifier') return [...object, node.property.name];
  if (node.computed && node.property.type === 'Literal' && typeof node.property.value === 'number') {
    return [...object, String(node.property.value)];
  }
  return null;
}

/** The value at a path inside the settings, or undefined. */
export function lookUp(value: unknown, path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
