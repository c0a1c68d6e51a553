import { parseSync, type ESTree } from 'rolldown/utils';
import { cappedCache } from '../../cache/capped-cache.ts';
import { syntaxProblem } from './settings-syntax.ts';
import type { SiteSettings } from './settings-types.ts';
import { readGroup, report, unwrap, type Reading } from './settings-values.ts';
import { placeFinder } from './source-place.ts';

/**
 * Reads content/site.ts without running it, the way the build will have to: its syntax first (so a
 * mistake is reported at its line instead of crashing the build), then the `site` object's literal
 * values and where each one is, so a check can point at the exact line of a setting. The parser is
 * Rolldown's (Oxc's), which Vite already brings.
 */
export function readSiteSettings(source: string, file = 'content/site.ts'): SiteSettings {
  return readBefore(`${file}\0${source}`, () => read(source, file));
}

/** Settings already read, by file and text (the result is shared: checks must not change it). */
const readBefore = cappedCache<SiteSettings>(50);

/** No settings at all: nothing to resolve `{site.…}` with, and nothing to check (the file check says it is missing). */
export function noSettings(): SiteSettings {
  return { value: {}, strings: [], places: new Map(), codePaths: new Set(), problems: [], readable: false };
}

function read(source: string, file: string): SiteSettings {
  const { program, comments, errors } = parseSync(file, source, { lang: 'ts', showSemanticErrors: true });
  const reading: Reading = { source, file, comments, placeOf: placeFinder(source), settings: noSettings() };
  const syntax = syntaxProblem(source, { errors, comments });
  if (syntax) {
    if (syntax.kind === 'settings-syntax') report(reading, syntax.offset, syntax.kind, syntax.data);
    else report(reading, syntax.offset, syntax.kind, syntax.data);
    return reading.settings;
  }
  const site = findSite(reading, program.body);
  if (!site) {
    report(reading, 0, 'settings-no-site', {});
    return reading.settings;
  }
  reading.settings.places.set('', { value: reading.placeOf(site.start) });
  reading.settings.value = readGroup(reading, site, '');
  reading.settings.readable = true;
  return reading.settings;
}

/** The `{ … }` of the first `export const site = { … }`; every other statement but a type's is reported. */
function findSite(reading: Reading, statements: ESTree.Program['body']): ESTree.ObjectExpression | undefined {
  let site: ESTree.ObjectExpression | undefined;
  for (const statement of statements) {
    const object = site ? undefined : siteObject(statement);
    if (object) site = object;
    else if (!isTypeOnly(statement)) {
      report(reading, statement.start, 'settings-extra-code', {});
    }
  }
  return site;
}

function siteObject(statement: ESTree.Program['body'][number]): ESTree.ObjectExpression | undefined {
  const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : undefined;
  if (declaration?.type !== 'VariableDeclaration' || declaration.declarations.length !== 1) return undefined;
  const [{ id, init }] = declaration.declarations as [ESTree.VariableDeclarator];
  const value = init && unwrap(init);
  return id.type === 'Identifier' && id.name === 'site' && value?.type === 'ObjectExpression' ? value : undefined;
}

/** Type declarations and type imports are for the engineers' type checker; they do not change a setting. */
function isTypeOnly(statement: ESTree.Program['body'][number]): boolean {
  const declared =
    statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration'
      ? statement.declaration
      : statement;
  return (
    declared?.type === 'TSTypeAliasDeclaration' ||
    declared?.type === 'TSInterfaceDeclaration' ||
    (statement.type === 'ImportDeclaration' && statement.importKind === 'type')
  );
}
