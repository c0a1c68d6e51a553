import type { Expression, ExpressionStatement, ObjectExpression, Program, Property } from 'estree';
import type { Root, RootContent } from 'mdast';

/** The page module's export holding its copy tree (src/node/markdown/copy-tree.ts), read by the server render. */
export const MARKDOWN_COPY_EXPORT = 'markdownCopy';

/** Code from the page, to be run when the copy is written. */
class PageCode {
  constructor(readonly expression: Expression) {}
}

/**
 * Exports the page's tree for its Markdown copy (`export const markdownCopy = […]`), from the tree this compile has
 * parsed: the build parses a page once, for its HTML and its copy. Every `{…}` of the page stays code, in a function
 * the page module holds (`() => site.brand`), so the copy shows what the page shows, settings filled in, when the
 * server render writes it. Imports, exports, frontmatter and comments are left out. Runs after remark-gfm (tables)
 * and before the component imports are added.
 */
export function remarkMarkdownCopy() {
  return (tree: Root) => {
    const copy = (tree.children as Node[]).map(copyNode).filter((node) => node !== undefined);
    const program: Program = {
      type: 'Program',
      sourceType: 'module',
      body: [
        {
          type: 'ExportNamedDeclaration',
          specifiers: [],
          attributes: [],
          declaration: {
            type: 'VariableDeclaration',
            kind: 'const',
            declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name: MARKDOWN_COPY_EXPORT }, init: toEstree(copy) }],
          },
        },
      ],
    };
    tree.children.push({ type: 'mdxjsEsm', value: '', data: { estree: program } } as RootContent);
  };
}

type Node = { type: string; children?: Node[]; [key: string]: unknown };

function copyNode(node: Node): unknown {
  switch (node.type) {
    case 'mdxjsEsm':
    case 'yaml':
      return undefined;
    case 'mdxFlowExpression':
    case 'mdxTextExpression': {
      const expression = expressionOf(node.data);
      // An empty expression is a comment: {/* … */}.
      return expression && { type: node.type, value: new PageCode(expression) };
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      const props: Record<string, unknown> = {};
      for (const attribute of node.attributes as { type: string; name: string; value: unknown }[]) {
        // A spread {...x} is code no page writes; the content check refuses it.
        if (attribute.type !== 'mdxJsxAttribute') continue;
        const { value } = attribute;
        props[attribute.name] =
          value === null || value === undefined ? true : typeof value === 'string' ? value : new PageCode(expressionOf((value as Node).data)!);
      }
      return { type: node.type, name: node.name, props, children: copyChildren(node) };
    }
    default: {
      const { position: _position, data: _data, children: _children, ...fields } = node;
      return node.children ? { ...fields, children: copyChildren(node) } : fields;
    }
  }
}

const copyChildren = (node: Node) => (node.children ?? []).map(copyNode).filter((child) => child !== undefined);

function expressionOf(data: unknown): Expression | undefined {
  const statement = ((data as { estree?: Program } | undefined)?.estree?.body[0]) as ExpressionStatement | undefined;
  // A copy: the same code is compiled into the page's render too.
  return statement?.type === 'ExpressionStatement' ? structuredClone(statement.expression) : undefined;
}

/** A value as code: plain data as literals, the page's code wrapped in a function. */
function toEstree(value: unknown): Expression {
  if (value instanceof PageCode) return { type: 'ArrowFunctionExpression', params: [], body: value.expression, expression: true };
  if (Array.isArray(value)) return { type: 'ArrayExpression', elements: value.map(toEstree) };
  if (value !== null && typeof value === 'object') {
    const properties = Object.entries(value).map(
      ([key, item]): Property => ({
        type: 'Property',
        key: { type: 'Literal', value: key },
        value: toEstree(item),
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
      }),
    );
    return { type: 'ObjectExpression', properties } satisfies ObjectExpression;
  }
  if (value === undefined) return { type: 'Identifier', name: 'undefined' };
  return { type: 'Literal', value: value as string | number | boolean | null };
}
