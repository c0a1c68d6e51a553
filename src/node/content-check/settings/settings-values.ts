import type { ESTree, ParseResult } from 'rolldown/utils';
import type { MessageData, ProblemKind } from '../messages/catalogue.ts';
import { problem } from '../messages/problem.ts';
import type { Place, SiteSettings } from './settings-types.ts';

/** One reading of the settings file: its text and comments, and the settings found so far. */
export interface Reading {
  source: string;
  file: string;
  comments: ParseResult['comments'];
  placeOf: (offset: number) => Place;
  settings: SiteSettings;
}

type ValueNode = ESTree.Expression | ESTree.SpreadElement;

/** Type assertions a value may carry: `false as boolean` widens a setting's type for the components. */
const valueTypes = new Set(['const', 'boolean', 'string', 'number']);

export function report<Kind extends ProblemKind>(
  reading: Reading,
  offset: number,
  kind: Kind,
  data: MessageData<Kind>,
): void {
  reading.settings.problems.push(problem(kind, data, { file: reading.file, ...reading.placeOf(offset) }));
}

/** The settings written in `{ … }`, by name, each with its place; each one written as code is reported. */
export function readGroup(reading: Reading, group: ESTree.ObjectExpression, path: string): Record<string, unknown> {
  const settings: Record<string, unknown> = {};
  // Where the text before each setting starts: the {, then the comma after each setting.
  let from = group.start;
  for (const property of group.properties) {
    readSetting(reading, settings, property, path, markedPlaceholder(reading, from, property.start));
    from = commaAfter(reading, property.end);
  }
  return settings;
}

/** One `name: value` of a group, into `settings`. */
function readSetting(
  reading: Reading,
  settings: Record<string, unknown>,
  property: ESTree.ObjectPropertyKind,
  path: string,
  marked: boolean,
): void {
  const name = property.type === 'Property' ? settingName(property) : undefined;
  if (property.type === 'SpreadElement' || name === undefined) {
    const code = textOf(reading, property);
    report(reading, property.start, 'settings-code-value', { setting: path || 'site', code, where: 'setting' });
    return;
  }
  const namePath = path ? `${path}.${name}` : name;
  if (Object.hasOwn(settings, name)) {
    report(reading, property.key.start, 'settings-duplicate', { setting: namePath });
  }
  reading.settings.places.set(namePath, {
    key: reading.placeOf(property.key.start),
    value: reading.placeOf(unwrap(property.value).start),
  });
  checkAssertions(reading, property.value, namePath);
  settings[name] = readValue(reading, property.value, namePath, marked);
}

/** A value as data: text, a number, true or false, a list or a group; anything else is reported as code. */
function readValue(reading: Reading, node: ValueNode, path: string, marked: boolean): unknown {
  const value = unwrap(node);
  const text = stringValue(value);
  if (text !== undefined) {
    reading.settings.strings.push({ path, value: text, ...reading.placeOf(value.start), markedPlaceholder: marked });
    return text;
  }
  if (value.type === 'Literal' && (typeof value.value === 'number' || typeof value.value === 'boolean'))
    return value.value;
  if (
    value.type === 'UnaryExpression' &&
    value.operator === '-' &&
    value.argument.type === 'Literal' &&
    typeof value.argument.value === 'number'
  ) {
    return -value.argument.value;
  }
  if (value.type === 'ArrayExpression') return readList(reading, value, path);
  if (value.type === 'ObjectExpression') return readGroup(reading, value, path);
  return codeValue(reading, value.start, textOf(reading, value), path);
}

function readList(reading: Reading, list: ESTree.ArrayExpression, path: string): unknown[] {
  // Where each item's place starts: after the [, then after each item's comma.
  let from = list.start + 1;
  return list.elements.map((item, index) => {
    const itemPath = `${path}[${index}]`;
    // No item between two commas (`[a, , b]`) is a value nobody wrote, where its place starts.
    const start = item ? unwrap(item).start : from;
    from = commaAfter(reading, item ? item.end : from) + 1;
    reading.settings.places.set(itemPath, { value: reading.placeOf(start) });
    return item ? readValue(reading, item, itemPath, false) : codeValue(reading, start, '', itemPath);
  });
}

function codeValue(reading: Reading, offset: number, code: string, path: string): undefined {
  reading.settings.codePaths.add(path);
  report(reading, offset, 'settings-code-value', { setting: path, code, where: 'value' });
  return undefined;
}

/** `false as bolean` runs, but the type check fails later with no line for the copywriter. */
function checkAssertions(reading: Reading, node: ValueNode, path: string): void {
  for (; isWrapped(node); node = node.expression) {
    if (node.type !== 'TSAsExpression') continue;
    const type = textOf(reading, node.typeAnnotation);
    if (!valueTypes.has(type)) {
      report(reading, node.typeAnnotation.start, 'settings-syntax', { slip: 'not-a-type', type, setting: path });
    }
  }
}

/** The value inside its type assertions and brackets: `(false as boolean)` is false. */
export function unwrap(node: ValueNode): ValueNode {
  while (isWrapped(node)) node = node.expression;
  return node;
}

function isWrapped(
  node: ValueNode,
): node is ESTree.TSAsExpression | ESTree.TSSatisfiesExpression | ESTree.ParenthesizedExpression {
  return (
    node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression' || node.type === 'ParenthesizedExpression'
  );
}

/** The text of a string in quotes, or in backticks without `${…}`. */
function stringValue(node: ValueNode): string | undefined {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0)
    return node.quasis[0]!.value.cooked ?? undefined;
  return undefined;
}

/** A setting's name as written: a word, text in quotes or a number; undefined for code (`[name]`, a method, `name` alone). */
function settingName(property: ESTree.ObjectProperty): string | undefined {
  if (property.kind !== 'init' || property.method || property.shorthand || property.computed) return undefined;
  const { key } = property;
  if (key.type === 'Identifier') return key.name;
  if (key.type === 'Literal' && (typeof key.value === 'string' || typeof key.value === 'number'))
    return String(key.value);
  return undefined;
}

/**
 * Whether a comment above a setting says PLACEHOLDER: one on the lines between the { or the comma before the
 * setting (a comment on that comma's line is the earlier setting's) and the setting.
 */
function markedPlaceholder(reading: Reading, from: number, before: number): boolean {
  const line = reading.placeOf(from).line;
  return reading.comments.some(
    (comment) =>
      comment.start > from &&
      comment.end <= before &&
      reading.placeOf(comment.start).line > line &&
      comment.value.includes('PLACEHOLDER'),
  );
}

/** The first comma from `offset` on that is not in a comment. */
function commaAfter(reading: Reading, offset: number): number {
  let comma = reading.source.indexOf(',', offset);
  for (const comment of reading.comments)
    if (comment.start <= comma && comma < comment.end) comma = reading.source.indexOf(',', comment.end);
  return comma;
}

function textOf(reading: Reading, node: { start: number; end: number }): string {
  return reading.source.slice(node.start, node.end);
}
