import type { Expression, Node as EstreeNode, Program } from 'estree';
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

/**
 * What an attribute's value is known to be before the page runs: `known` with the value, or not known
 * (code whose value only exists at run time, or a site setting that does not exist, reported elsewhere).
 */
export type AttributeValue = { known: true; value: unknown } | { known: false };

/** The code in an attribute's braces, or undefined for quoted text and bare attributes. */
export function attributeExpression(attribute: MdxJsxAttribute): Expression | undefined {
  const raw = attribute.value;
  if (raw === null || raw === undefined || typeof raw === 'string') return undefined;
  const statement = (raw.data?.estree as Program | undefined)?.body[0];
  return statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
}

/**
 * Evaluates an attribute statically: quoted text, a bare attribute (true), and in braces literals,
 * lists and groups of them, and `site.…` settings. Anything else is code and stays unknown.
 */
export function attributeValue(attribute: MdxJsxAttribute, site: Record<string, unknown>): AttributeValue {
  const raw = attribute.value;
  if (raw === null || raw === undefined) return { known: true, value: true };
  if (typeof raw === 'string') return { known: true, value: raw };
  const expression = attributeExpression(attribute);
  const value = expression ? evaluate(expression, site) : UNKNOWN;
  return value === UNKNOWN ? { known: false } : { known: true, value };
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
    case 'MemberExpression':
    case 'Identifier': {
      const path = sitePath(node);
      return path ? (lookUp(site, path.slice(1)) ?? UNKNOWN) : UNKNOWN;
    }
    case 'ArrayExpression': {
      const items = node.elements.map((element) =>
        element && element.type !== 'SpreadElement' ? evaluate(element, site) : UNKNOWN,
      );
      return items.includes(UNKNOWN) ? UNKNOWN : items;
    }
    case 'ObjectExpression': {
      const object: Record<string, unknown> = {};
      for (const property of node.properties) {
        const key = property.type === 'Property' ? propertyKey(property.key, property.computed) : undefined;
        if (property.type !== 'Property' || key === undefined) return UNKNOWN;
        const value = evaluate(property.value, site);
        if (value === UNKNOWN) return UNKNOWN;
        object[key] = value;
      }
      return object;
    }
    default:
      return UNKNOWN;
  }
}

function propertyKey(key: EstreeNode, computed: boolean): string | undefined {
  if (!computed && key.type === 'Identifier') return key.name;
  if (key.type === 'Literal' && (typeof key.value === 'string' || typeof key.value === 'number'))
    return String(key.value);
  return undefined;
}

/**
 * The piece of code that wrote the value at `path` inside an evaluated list or group (`[1, 'alt']` is
 * the alt of the second picture), or the nearest enclosing piece when that one is not written out.
 */
export function nodeAtPath(expression: EstreeNode, path: readonly PropertyKey[]): EstreeNode {
  let node = expression;
  for (const key of path) {
    let next: EstreeNode | undefined;
    if (node.type === 'ArrayExpression' && typeof key === 'number') {
      const element = node.elements[key];
      next = element && element.type !== 'SpreadElement' ? element : undefined;
    } else if (node.type === 'ObjectExpression') {
      const property = node.properties.find(
        (candidate) => candidate.type === 'Property' && propertyKey(candidate.key, candidate.computed) === String(key),
      );
      next = property?.type === 'Property' ? property.value : undefined;
    }
    if (!next) return node;
    node = next;
  }
  return node;
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

/** Where a piece of code starts in the page: estree columns count from 0, the check's from 1. */
export function codePlace(node: EstreeNode): { line: number; column: number } | undefined {
  const start = node.loc?.start;
  return start ? { line: start.line, column: start.column + 1 } : undefined;
}
