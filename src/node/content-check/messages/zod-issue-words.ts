import type { z } from 'zod';
import { closestName } from '../report/closest-name.ts';
import { valueAt } from '../report/value-path.ts';

/**
 * The one translator of zod issues into a copywriter's words, for the frontmatter, the props and the settings
 * alike. It says what a field takes; how such a value is written differs by place (YAML, a prop in MDX, a
 * TypeScript setting), so each caller hands it a `ValueWriting` for its place, and words the sentence around the
 * field's name (`Frontmatter field "noindex"`, `<Card> title`, `Setting brand`) itself.
 */

/** The kinds of value a copywriter writes, wherever they write them. */
export type ValueKind = 'text' | 'number' | 'boolean' | 'list' | 'group';

/** A kind of value as every message names it: "must be a number". */
export const valueKindWords: Record<ValueKind, string> = {
  text: 'text',
  number: 'a number',
  boolean: 'true or false',
  list: 'a list',
  group: 'a group of fields',
};

/** How values are written in one place: YAML frontmatter, a prop in MDX, a setting in content/site.ts. */
export interface ValueWriting {
  /**
   * How to write a value of `kind` here, the words after "must be text" with their own punctuation and full
   * stop: `. Write count={3}.`. `written` is the value as it was read; `example` a choice to show, when the
   * field is one of a few.
   */
  howTo(kind: ValueKind, written: unknown, example: string | number | undefined): string;
}

/** What an issue says about a field. `words` follow the field's name: "is missing", "must be at least 1". */
export type IssueReading =
  | { problem: 'missing'; words: string; expected: ValueKind | undefined }
  | { problem: 'empty'; words: string }
  | { problem: 'unknown-keys'; words: string; keys: string[] }
  /** `words` name the kind ("must be a number"), `howTo` says how to write one in this place. */
  | { problem: 'wrong-kind'; words: string; howTo: string; expected: ValueKind }
  | { problem: 'not-option'; words: string; options: (string | number)[]; suggestion: string | undefined }
  | { problem: 'rule'; words: string };

/** Reads one zod issue about `input` (the value checked, to tell a missing value from a wrong one). */
export function readIssue(issue: z.core.$ZodIssue, input: unknown, writing: ValueWriting): IssueReading {
  const value = valueAt(input, issue.path);
  switch (issue.code) {
    case 'unrecognized_keys':
      return {
        problem: 'unknown-keys',
        words: `has no ${issue.keys.length === 1 ? 'field' : 'fields'} ${issue.keys.join(', ')}`,
        keys: issue.keys,
      };
    case 'invalid_type': {
      const expected = kindOfType[issue.expected];
      if (value === undefined) return { problem: 'missing', words: 'is missing', expected };
      // A number where a whole one is wanted has the right kind: that is a rule, in the rule's words.
      if (expected && valueKind(value) !== expected) return wrongKind(expected, value, undefined, writing);
      return { problem: 'rule', words: `must be ${typeWords[issue.expected] ?? issue.expected}` };
    }
    case 'invalid_value': {
      const options = issue.values.filter(
        (option): option is string | number => typeof option === 'string' || typeof option === 'number',
      );
      const expected = commonKind(options);
      if (value === undefined) return { problem: 'missing', words: 'is missing', expected };
      // Text where the choices are numbers (columns="2"), or the other way round, is the wrong kind of value.
      if (expected && valueKind(value) !== expected) return wrongKind(expected, value, options[0], writing);
      const suggestion = typeof value === 'string' ? closestName(value, options.map(String)) : undefined;
      return { problem: 'not-option', words: `must be one of: ${options.join(', ')}`, options, suggestion };
    }
    case 'too_small':
      if (issue.origin === 'string') return { problem: 'empty', words: 'must not be empty' };
      if (issue.origin === 'array')
        return rule(`needs at least ${issue.minimum} item${issue.minimum === 1 ? '' : 's'}`);
      return rule(`must be ${issue.inclusive ? 'at least' : 'more than'} ${issue.minimum}`);
    case 'too_big':
      if (issue.origin === 'array') return rule(`has more than ${issue.maximum} items`);
      if (issue.origin === 'string') return rule(`must be at most ${issue.maximum} characters`);
      return rule(`must be ${issue.inclusive ? 'at most' : 'less than'} ${issue.maximum}`);
    case 'invalid_format':
      // A pattern's own message says what it expects: `.regex(/…/, 'a time from the start as hh:mm')`.
      if (issue.format === 'regex' && !issue.message.startsWith('Invalid')) return rule(`must be ${issue.message}`);
      return rule(issue.format === 'url' ? 'is not a web address' : `is not a valid ${issue.format}`);
    default:
      return rule(issue.message.replace(/\.$/, '').replace(/^[A-Z](?=[a-z])/, (letter) => letter.toLowerCase()));
  }
}

/** The kind of a value as read from YAML, a prop or a setting; undefined for anything else (null, a function). */
export function valueKind(value: unknown): ValueKind | undefined {
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'string') return 'text';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'object' && value !== null) return 'group';
  return undefined;
}

function wrongKind(
  expected: ValueKind,
  value: unknown,
  example: string | number | undefined,
  writing: ValueWriting,
): IssueReading {
  return {
    problem: 'wrong-kind',
    words: `must be ${valueKindWords[expected]}`,
    howTo: writing.howTo(expected, value, example),
    expected,
  };
}

function rule(words: string): IssueReading {
  return { problem: 'rule', words };
}

/** The kind every choice shares, when they share one. */
function commonKind(options: readonly (string | number)[]): ValueKind | undefined {
  const kinds = new Set(options.map(valueKind));
  const [only] = kinds;
  return kinds.size === 1 ? only : undefined;
}

/** zod's names of the types, by the kind of value a copywriter writes for each. */
const kindOfType: Record<string, ValueKind> = {
  string: 'text',
  number: 'number',
  int: 'number',
  bigint: 'number',
  boolean: 'boolean',
  array: 'list',
  tuple: 'list',
  set: 'list',
  object: 'group',
  record: 'group',
  map: 'group',
};

/** zod's names of the types a value of the right kind may still miss, in words. */
const typeWords: Record<string, string> = { int: 'a whole number' };
