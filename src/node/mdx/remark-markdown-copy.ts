import type { ArrowFunctionExpression, Expression, ExpressionStatement, Program, Property } from 'estree';
import type { Root, RootContent } from 'mdast';
import { CODE_KEY, type CodeReference } from '../markdown-copy/copy-tree.ts';

/** The page module's export holding its copy tree (src/node/markdown-copy/copy-tree.ts), read by the server render. */
export const MARKDOWN_COPY_EXPORT = 'markdownCopy';

/**
 * Exports the page's tree for its Markdown copy (`export const markdownCopy = { tree: '[…]', code: [() => …] }`),
 * from the tree this compile has parsed: the build parses a page once, for its HTML and its copy. The tree is one
 * JSON string: as code (an object literal per node) it tripled a long page's module, and the compile, the bundler
 * and the server render's import each paid for it, about 20 ms a page. Every `{…}` of the page stays code, a function
 * in `code` the tree points to (`{"$code": 0}` → `() => site.brand`), so the copy shows what the page shows, settings
 * filled in, when the server render writes it (copyTree() puts the functions back). Imports, exports, frontmatter
 * and comments are left out. Runs after remark-gfm (tables) and before the component imports are added.
 */
export function remarkMarkdownCopy() {
  return (tree: Root) => {
    const code: Expression[] = [];
    const copy = new TreeCopy(code).nodes(tree.children as Node[]);
    const exported: Expression = {
      type: 'ObjectExpression',
      properties: [
        property('tree', { type: 'Literal', value: JSON.stringify(copy) }),
        property('code', { type: 'ArrayExpression', elements: code.map(computed) }),
      ],
    };
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
            declarations: [
              { type: 'VariableDeclarator', id: { type: 'Identifier', name: MARKDOWN_COPY_EXPORT }, init: exported },
            ],
          },
        },
      ],
    };
    tree.children.push({ type: 'mdxjsEsm', value: '', data: { estree: program } } as RootContent);
  };
}

type Node = { type: string; children?: Node[]; [key: string]: unknown };

/** The copy of one page's tree as plain data, its code gathered in `code` and pointed to. */
class TreeCopy {
  private readonly code: Expression[];

  constructor(code: Expression[]) {
    this.code = code;
  }

  nodes(nodes: Node[]): unknown[] {
    return nodes.map((node) => this.node(node)).filter((node) => node !== undefined);
  }

  private node(node: Node): unknown {
    switch (node.type) {
      case 'mdxjsEsm':
      case 'yaml':
        return undefined;
      case 'mdxFlowExpression':
      case 'mdxTextExpression': {
        const expression = expressionOf(node.data);
        // An empty expression is a comment: {/* … */}.
        return expression && { type: node.type, value: this.reference(expression) };
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const props: Record<string, unknown> = {};
        for (const attribute of node.attributes as { type: string; name: string; value: unknown }[]) {
          // A spread {...x} is code no page writes; the content check refuses it.
          if (attribute.type !== 'mdxJsxAttribute') continue;
          const { value } = attribute;
          props[attribute.name] =
            value === null || value === undefined
              ? true
              : typeof value === 'string'
                ? value
                : this.reference(expressionOf((value as Node).data)!);
        }
        return { type: node.type, name: node.name, props, children: this.nodes(node.children ?? []) };
      }
      default: {
        const { position: _position, data: _data, children, ...fields } = node;
        return children ? { ...fields, children: this.nodes(children) } : fields;
      }
    }
  }

  private reference(expression: Expression): CodeReference {
    this.code.push(expression);
    return { [CODE_KEY]: this.code.length - 1 };
  }
}

function expressionOf(data: unknown): Expression | undefined {
  const statement = (data as { estree?: Program } | undefined)?.estree?.body[0] as ExpressionStatement | undefined;
  // A copy: the same code is compiled into the page's render too.
  return statement?.type === 'ExpressionStatement' ? structuredClone(statement.expression) : undefined;
}

/** The page's code as a function, run when the copy is written: `() => site.brand`. */
const computed = (expression: Expression): ArrowFunctionExpression => ({
  type: 'ArrowFunctionExpression',
  params: [],
  body: expression,
  expression: true,
});

const property = (key: string, value: Expression): Property => ({
  type: 'Property',
  key: { type: 'Identifier', name: key },
  value,
  kind: 'init',
  method: false,
  shorthand: false,
  computed: false,
});
