import { createRequire } from 'node:module';
import type * as TypeScript from 'typescript';
import { cappedCache } from '../../cache/capped-cache.ts';
import type { MessageData, ProblemKind } from '../messages/catalogue.ts';
import { problem } from '../messages/problem.ts';
import type { ContentProblem } from '../report/content-problem.ts';

// TypeScript 6's compiler API: package.json's `typescript` is `@typescript/typescript6` (TypeScript 7, which
// type-checks the project, has no API yet). Required, not imported: Node scans a CommonJS file imported as an ES
// module for its exports, and for TypeScript's 9 MB that scan (with the TypeScript loader's) made every build and
// check a second slower. Loaded on first use, not with this module: the dev server imports the check with its config,
// and TypeScript's second of loading then delayed every `npm start` before it could serve a page.
let compiler: typeof TypeScript | undefined;
const ts = new Proxy({} as typeof TypeScript, {
  get: (_, key) => (compiler ??= createRequire(import.meta.url)('typescript') as typeof TypeScript)[key as keyof typeof TypeScript],
});

export interface Place {
  line: number;
  column: number;
}

/** One text value in the settings file, with where it is written. */
export interface SiteSetting extends Place {
  /** Where it sits in `site`: `links.profiles[0].url`. */
  path: string;
  value: string;
  /** The comment above it says PLACEHOLDER: the value is not real yet. */
  markedPlaceholder: boolean;
}

export interface SiteSettings {
  /** The settings as plain data, for resolving `{site.x.y}` in pages. */
  value: Record<string, unknown>;
  /** Every text value, in file order. */
  strings: SiteSetting[];
  /** Where each setting is written, by its path (`links.profiles[0].url`): its name and its value. */
  places: Map<string, { key?: Place; value: Place }>;
  /** Settings written as code rather than a value, by path: their value is unknown, and reported once. */
  codePaths: Set<string>;
  /** What stops the file being read as settings: syntax, code where a value belongs, no `site`. */
  problems: ContentProblem[];
  /** False when the file cannot be read (a syntax error, no `site`): checks of its values stay quiet. */
  readable: boolean;
}

/** Type assertions a value may carry: `false as boolean` widens a setting's type for the components. */
const valueTypes = new Set(['const', 'boolean', 'string', 'number']);

/**
 * Reads content/site.ts without running it, the way the build will have to: its syntax first (so a
 * mistake is reported at its line instead of crashing the build), then the `site` object's literal
 * values and where each one is, so a check can point at the exact line of a setting.
 */
export function readSiteSettings(source: string, file = 'content/site.ts'): SiteSettings {
  return readBefore(`${file}\0${source}`, () => read(source, file));
}

/** Settings already read, by file and text (the result is shared: checks must not change it). */
const readBefore = cappedCache<SiteSettings>(50);

function read(source: string, file: string): SiteSettings {
  const settings = noSettings();
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const placeOf = (position: number): Place => {
    const { line, character } = sourceFile.getLineAndCharacterOfPosition(position);
    return { line: line + 1, column: character + 1 };
  };
  const report = <Kind extends ProblemKind>(place: Place, kind: Kind, data: MessageData<Kind>) => settings.problems.push(problem(kind, data, { file, ...place }));

  const syntax = syntaxProblem(source, file, placeOf);
  if (syntax) {
    settings.problems.push(syntax);
    return settings;
  }

  let site: TypeScript.ObjectLiteralExpression | undefined;
  for (const statement of sourceFile.statements) {
    if (ts.isVariableStatement(statement) && !site) {
      const [declaration, ...more] = statement.declarationList.declarations;
      const exported = statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
      const initializer = declaration?.initializer && unwrap(declaration.initializer);
      const named = declaration && ts.isIdentifier(declaration.name) && declaration.name.text === 'site';
      if (named && exported && more.length === 0 && initializer && ts.isObjectLiteralExpression(initializer)) {
        site = initializer;
        continue;
      }
    }
    if (isTypeOnly(statement)) continue;
    report(placeOf(statement.getStart()), 'settings-extra-code', {});
  }
  if (!site) {
    report({ line: 1, column: 1 }, 'settings-no-site', {});
    return settings;
  }

  const toValue = (node: TypeScript.Expression, path: string, comment: string): unknown => {
    const value = unwrap(node);
    const place = placeOf(value.getStart());
    if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) {
      settings.strings.push({ path, value: value.text, ...place, markedPlaceholder: /PLACEHOLDER/.test(comment) });
      return value.text;
    }
    if (ts.isNumericLiteral(value)) return Number(value.text);
    if (ts.isPrefixUnaryExpression(value) && value.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(value.operand)) {
      return -Number(value.operand.text);
    }
    if (value.kind === ts.SyntaxKind.TrueKeyword) return true;
    if (value.kind === ts.SyntaxKind.FalseKeyword) return false;
    if (ts.isArrayLiteralExpression(value)) {
      return value.elements.map((element, index) => {
        const itemPath = `${path}[${index}]`;
        settings.places.set(itemPath, { value: placeOf(unwrap(element).getStart()) });
        return toValue(element, itemPath, '');
      });
    }
    if (ts.isObjectLiteralExpression(value)) return toObject(value, path);
    settings.codePaths.add(path);
    report(place, 'settings-code-value', { setting: path, code: value.getText(sourceFile), where: 'value' });
    return undefined;
  };

  const toObject = (node: TypeScript.ObjectLiteralExpression, path: string): Record<string, unknown> => {
    const object: Record<string, unknown> = {};
    for (const property of node.properties) {
      const key = ts.isPropertyAssignment(property) ? keyText(property.name) : undefined;
      if (!ts.isPropertyAssignment(property) || key === undefined) {
        report(placeOf(property.getStart()), 'settings-code-value', { setting: path || 'site', code: property.getText(sourceFile), where: 'setting' });
        continue;
      }
      const keyPath = path ? `${path}.${key}` : key;
      if (Object.hasOwn(object, key)) {
        report(placeOf(property.name.getStart()), 'settings-duplicate', { setting: keyPath });
      }
      const leading = ts.getLeadingCommentRanges(source, property.getFullStart()) ?? [];
      const comment = leading.map((range) => source.slice(range.pos, range.end)).join('\n');
      settings.places.set(keyPath, { key: placeOf(property.name.getStart()), value: placeOf(unwrap(property.initializer).getStart()) });
      assertionProblems(property.initializer, keyPath);
      object[key] = toValue(property.initializer, keyPath, comment);
    }
    return object;
  };

  /** `false as bolean` runs, but the type check fails later with no line for the copywriter. */
  const assertionProblems = (node: TypeScript.Expression, path: string) => {
    while (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)) {
      if (ts.isAsExpression(node) && !valueTypes.has(node.type.getText(sourceFile))) {
        report(placeOf(node.type.getStart()), 'settings-syntax', { slip: 'not-a-type', type: node.type.getText(sourceFile), setting: path });
      }
      node = node.expression;
    }
  };

  settings.places.set('', { value: placeOf(site.getStart()) });
  settings.value = toObject(site, '');
  settings.readable = true;
  return settings;
}

/** No settings at all: nothing to resolve `{site.…}` with, and nothing to check (the file check says it is missing). */
export function noSettings(): SiteSettings {
  return { value: {}, strings: [], places: new Map(), codePaths: new Set(), problems: [], readable: false };
}

/** The first syntax error TypeScript finds, at the place a copywriter must look; later ones usually follow from it. */
function syntaxProblem(source: string, file: string, placeOf: (position: number) => Place): ContentProblem | undefined {
  const { diagnostics = [] } = ts.transpileModule(source, { fileName: file, reportDiagnostics: true });
  const first = diagnostics.find((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error && diagnostic.start !== undefined);
  if (!first) return undefined;
  const position = first.start!;
  const at = (offset: number) => ({ file, ...placeOf(offset) });
  const text = ts.flattenDiagnosticMessageText(first.messageText, ' ').replace(/\.$/, '');
  if (first.code === 1002) {
    // TypeScript points at the end of the line; the copywriter needs the quote that was opened.
    const lineStart = source.lastIndexOf('\n', position - 1) + 1;
    const quote = Math.max(source.lastIndexOf("'", position - 1), source.lastIndexOf('"', position - 1));
    return problem('unclosed-quote', {}, at(quote >= lineStart ? quote : position));
  }
  if (first.code === 1010) {
    return problem('settings-comment', {}, at(Math.max(source.lastIndexOf('/*', position), 0)));
  }
  if (text === "',' expected") {
    // After a comma already, or at the colon of a name read as an item of a list, the comma is not what
    // is missing: a ] or } before it was never written.
    const before = source.slice(0, position).replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '').trimEnd();
    return problem('settings-syntax', { slip: /[,[{]$/.test(before) || source[position] === ':' ? 'unclosed-group' : 'missing-comma' }, at(position));
  }
  return problem('settings-syntax', { slip: 'other', text }, at(position));
}

function unwrap(node: TypeScript.Expression): TypeScript.Expression {
  while (ts.isAsExpression(node) || ts.isParenthesizedExpression(node) || ts.isSatisfiesExpression(node)) node = node.expression;
  return node;
}

function keyText(name: TypeScript.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return undefined;
}

/** Type declarations and type imports are for the engineers' type checker; they do not change a setting. */
function isTypeOnly(statement: TypeScript.Statement): boolean {
  return ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)
    || (ts.isImportDeclaration(statement) && !!statement.importClause?.isTypeOnly);
}
