import type { Node as EstreeNode, Pattern } from 'estree';
import { closestName } from '../report/closest-name.ts';
import { problem } from '../messages/problem.ts';
import type { ContentProblem } from '../report/content-problem.ts';
import type { CheckContext } from '../context.ts';
import type { ParsedPage } from '../page/parse-page.ts';
import { pageCode } from './expressions.ts';

/** What code in a page's braces may name besides its own declarations: the settings, and JavaScript's own. */
const pageGlobals = new Set([
  'site',
  'props',
  'Array',
  'BigInt',
  'Boolean',
  'Date',
  'Infinity',
  'Intl',
  'JSON',
  'Map',
  'Math',
  'NaN',
  'Number',
  'Object',
  'Promise',
  'RegExp',
  'Set',
  'String',
  'Symbol',
  'decodeURI',
  'decodeURIComponent',
  'encodeURI',
  'encodeURIComponent',
  'isFinite',
  'isNaN',
  'parseFloat',
  'parseInt',
  'undefined',
]);

/**
 * `{sitte.brand}` compiles, then stops the build with a stack trace when the page is rendered: every
 * name code in braces uses must exist. Reported at the brace, with the nearest name that does.
 */
export function checkNames(page: ParsedPage, context: CheckContext): ContentProblem[] {
  if (!page.tree) return [];
  const { expressions, esm } = pageCode(page.tree);
  const declared = new Set(pageGlobals);
  for (const program of esm) bindings(program, declared);

  const problems: ContentProblem[] = [];
  for (const { program, code, place } of expressions) {
    const local = new Set(declared);
    bindings(program, local);
    for (const name of new Set(references(program))) {
      if (local.has(name)) continue;
      // `{brand}` for `{site.brand}`: the setting, when there is one by that name.
      const suggestion = Object.hasOwn(context.site.value, name) ? `site.${name}` : closestName(name, [...local]);
      const shown = code.trim().length > 40 ? `${code.trim().slice(0, 39)}…` : code.trim();
      problems.push(problem('name-unknown', { code: shown, name, suggestion }, { file: page.file, ...place }));
    }
  }
  return problems;
}

/** Names a piece of code reads without declaring: identifiers in the places a value is read. */
function references(node: unknown, parent?: EstreeNode, key?: string): string[] {
  if (typeof node !== 'object' || node === null) return [];
  if (Array.isArray(node)) return node.flatMap((child) => references(child, parent, key));
  const current = node as EstreeNode;
  if (typeof current.type !== 'string') return [];
  if (current.type === 'Identifier') return isRead(parent, key) ? [current.name] : [];
  return Object.entries(current).flatMap(([childKey, child]) =>
    childKey === 'loc' || childKey === 'range' || childKey === 'position' ? [] : references(child, current, childKey),
  );
}

/** Whether an identifier at `key` of `parent` reads a variable (not a property name, label or declaration). */
function isRead(parent: EstreeNode | undefined, key: string | undefined): boolean {
  if (!parent) return true;
  switch (parent.type) {
    case 'MemberExpression':
      return key === 'object' || parent.computed;
    case 'Property':
    case 'PropertyDefinition':
    case 'MethodDefinition':
      return key === 'value' || parent.computed;
    case 'LabeledStatement':
    case 'BreakStatement':
    case 'ContinueStatement':
    case 'MetaProperty':
      return false;
    case 'VariableDeclarator':
      return key === 'init';
    case 'FunctionDeclaration':
    case 'FunctionExpression':
    case 'ArrowFunctionExpression':
    case 'ClassDeclaration':
    case 'ClassExpression':
      return key === 'body' || key === 'superClass';
    case 'CatchClause':
      return key !== 'param';
    case 'ImportSpecifier':
    case 'ImportDefaultSpecifier':
    case 'ImportNamespaceSpecifier':
    case 'ExportSpecifier':
      return false;
    default:
      return true;
  }
}

/** Adds every name a piece of code declares (variables, functions, parameters, imports) to `names`. */
function bindings(node: unknown, names: Set<string>): void {
  if (typeof node !== 'object' || node === null) return;
  if (Array.isArray(node)) return node.forEach((child) => bindings(child, names));
  const current = node as EstreeNode;
  switch (current.type) {
    case 'VariableDeclarator':
      patternNames(current.id, names);
      break;
    case 'FunctionDeclaration':
    case 'FunctionExpression':
    case 'ArrowFunctionExpression':
      if ('id' in current && current.id) names.add(current.id.name);
      current.params.forEach((param) => patternNames(param, names));
      break;
    case 'ClassDeclaration':
      if (current.id) names.add(current.id.name);
      break;
    case 'CatchClause':
      if (current.param) patternNames(current.param, names);
      break;
    case 'ImportSpecifier':
    case 'ImportDefaultSpecifier':
    case 'ImportNamespaceSpecifier':
      names.add(current.local.name);
      break;
  }
  for (const [key, child] of Object.entries(current)) {
    if (key !== 'loc' && key !== 'range' && typeof child === 'object') bindings(child, names);
  }
}

function patternNames(pattern: Pattern, names: Set<string>): void {
  switch (pattern.type) {
    case 'Identifier':
      names.add(pattern.name);
      break;
    case 'ObjectPattern':
      for (const property of pattern.properties)
        patternNames(property.type === 'RestElement' ? property.argument : property.value, names);
      break;
    case 'ArrayPattern':
      for (const element of pattern.elements) if (element) patternNames(element, names);
      break;
    case 'RestElement':
      patternNames(pattern.argument, names);
      break;
    case 'AssignmentPattern':
      patternNames(pattern.left, names);
      break;
  }
}
