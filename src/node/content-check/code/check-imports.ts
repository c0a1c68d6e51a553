import path from 'node:path';
import type { ImportDeclaration, Program } from 'estree';
import { problem, type ProblemPlace } from '../messages/problem.ts';
import type { ContentProblem } from '../report/content-problem.ts';
import type { CheckContext } from '../context.ts';
import type { ParsedPage } from '../page/parse-page.ts';

/** What every page has without an import: the settings, as `site` (src/node/mdx/vite-plugin-content.ts). */
const SETTINGS_MODULE = 'content/site';
/** The endings Vite tries for an import written without one, in its order, then a folder's index file. */
const ENDINGS = ['', '.mjs', '.js', '.mts', '.ts', '.jsx', '.tsx', '.json', '.mdx'];

/**
 * `import` lines in a page. Pages never need one: the components in the map and the settings (`site`)
 * are on every page already, so importing them is at best a line to delete (a warning when it names the
 * very module the site uses) and at worst a second, different <Card> (an error). An import of a file
 * that does not exist stops the build with a bundler's error; here it is the page's line.
 */
export function checkImports(page: ParsedPage, context: CheckContext): ContentProblem[] {
  if (!page.tree) return [];
  const problems: ContentProblem[] = [];
  for (const node of page.tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of (node.data?.estree as Program | undefined)?.body ?? []) {
      if (statement.type !== 'ImportDeclaration' || typeof statement.source.value !== 'string') continue;
      const start = statement.loc?.start;
      const found = importProblem(statement, statement.source.value, page, context, {
        file: page.file,
        line: start?.line ?? 1,
        column: (start?.column ?? 0) + 1,
      });
      if (found) problems.push(found);
    }
  }
  return problems;
}

function importProblem(
  statement: ImportDeclaration,
  specifier: string,
  page: ParsedPage,
  context: CheckContext,
  at: ProblemPlace,
): ContentProblem | undefined {
  const target = resolveImport(specifier, page.file, context);
  const provided = statement.specifiers
    .map((imported) => imported.local.name)
    .filter((name) => name === 'site' || Object.hasOwn(context.components, name));
  if (provided.length > 0) {
    const sameModule =
      target !== undefined && provided.every((name) => withoutEnding(target) === providedModule(name, context));
    return problem('import-provided', { names: provided, specifier, sameModule }, at);
  }
  // A package (`react`) is found the way Node finds it, up the folders; that is the bundler's to report.
  if (target !== undefined || isPackage(specifier)) return undefined;
  return problem('import-missing', { file: projectPath(specifier, page.file) ?? specifier }, at);
}

/** The module the site provides a name from, as a path from the project root without its ending. */
function providedModule(name: string, context: CheckContext): string | undefined {
  return name === 'site' ? SETTINGS_MODULE : context.components[name] && `src/${context.components[name].file}`;
}

/** The project file an import of a path reaches (`src/components/Card.tsx`), or undefined when none exists. */
function resolveImport(specifier: string, page: string, context: CheckContext): string | undefined {
  const exists = (file: string) =>
    file.startsWith('content/') ? context.files.includes(file) : context.projectFileExists(file);
  const file = isPackage(specifier) ? undefined : projectPath(specifier, page);
  if (file === undefined) return undefined;
  const candidates = [
    ...ENDINGS.map((ending) => file + ending),
    ...ENDINGS.slice(1).map((ending) => `${file}/index${ending}`),
  ];
  return candidates.find(exists);
}

/** `./x` and `../x` from the page's folder, `/x` from the project root (as Vite reads it); undefined outside the project. */
function projectPath(specifier: string, page: string): string | undefined {
  const bare = specifier.split('?')[0]!;
  const joined = bare.startsWith('/')
    ? path.posix.normalize(bare.slice(1))
    : path.posix.join(path.posix.dirname(page), bare);
  return joined.startsWith('..') ? undefined : joined;
}

const isPackage = (specifier: string) => !/^(\.{1,2}\/|\/)/.test(specifier);
const withoutEnding = (file: string) => file.replace(/\.(mjs|js|mts|ts|jsx|tsx|json|mdx)$/, '').replace(/\/index$/, '');
