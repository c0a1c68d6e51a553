import path from 'node:path';
import type { Root, RootContent } from 'mdast';
import type { Program } from 'estree';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { closestName } from '../content-check/report/closest-name.ts';
import { problem } from '../content-check/messages/problem.ts';
import { ContentError, projectRelative, type ContentProblem } from '../content-check/report/content-problem.ts';

export interface MdxComponentsOptions {
  /** Component name → absolute path of the module that exports it under that name. */
  components: Record<string, string>;
  /** Names every page may use without importing them, with the module that exports each. */
  globals: Record<string, string>;
}

interface JsxNode {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  position?: { start: { line: number; column: number } };
}

/**
 * Imports the components an MDX page uses from the component map, so copywriters never write an import
 * and each route's chunk carries only its own components. An unknown capitalised tag fails the build
 * with its line and the nearest known name.
 */
export function remarkMdxComponents(options: MdxComponentsOptions) {
  const known = Object.keys(options.components);
  return (tree: Root, file: VFile) => {
    const declared = declaredNames(tree);
    const problems = findUnknownComponents(tree, projectRelative(file.path), known, declared);
    if (problems.length > 0) throw new ContentError(problems);

    const used = new Set<string>();
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const name = (node as JsxNode).name?.split('.')[0];
      if (name && options.components[name] && !declared.has(name)) used.add(name);
    });

    const imports: [string, string][] = [...used].map((name) => [name, options.components[name]!]);
    for (const [name, source] of Object.entries(options.globals)) {
      if (!declared.has(name)) imports.push([name, source]);
    }
    tree.children.unshift(...imports.map(([name, source]) => importNode(name, source)));
  };
}

/**
 * Every capitalised tag that is neither a known component nor declared by the page itself, with the
 * nearest known name. Shared by the build (which throws) and `npm run check` (which collects).
 */
export function findUnknownComponents(
  tree: Root,
  file: string,
  known: string[],
  declared: Set<string> = declaredNames(tree),
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  visit(tree, (node) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const name = (node as JsxNode).name?.split('.')[0];
    if (!name || !/^[A-Z]/.test(name) || declared.has(name) || known.includes(name)) return;
    const start = (node as JsxNode).position?.start ?? { line: 1, column: 1 };
    problems.push(
      problem(
        'component-unknown',
        { name, suggestion: closestName(name, known), known },
        { file, line: start.line, column: start.column },
      ),
    );
  });
  return problems;
}

/** Names the page itself imports or exports, which must not be imported again. */
function declaredNames(tree: Root): Set<string> {
  const names = new Set<string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const program = node.data?.estree as Program | undefined;
    for (const statement of program?.body ?? []) {
      if (statement.type === 'ImportDeclaration') {
        for (const specifier of statement.specifiers) names.add(specifier.local.name);
      } else if (statement.type === 'ExportNamedDeclaration' && statement.declaration?.type === 'VariableDeclaration') {
        for (const declaration of statement.declaration.declarations) {
          if (declaration.id.type === 'Identifier') names.add(declaration.id.name);
        }
      }
    }
  }
  return names;
}

function importNode(name: string, source: string): RootContent {
  const program: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        attributes: [],
        specifiers: [
          {
            type: 'ImportSpecifier',
            imported: { type: 'Identifier', name },
            local: { type: 'Identifier', name },
          },
        ],
        source: { type: 'Literal', value: source.split(path.sep).join('/') },
      },
    ],
  };
  return { type: 'mdxjsEsm', value: '', data: { estree: program } } as RootContent;
}
