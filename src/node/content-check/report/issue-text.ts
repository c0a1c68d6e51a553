import type { z } from 'zod';

/**
 * What a zod issue says about a value, in a copywriter's words, as a phrase that follows the value's name:
 * "is missing", "must be text", "must be at least 1". `input` is the value that was checked, to tell a
 * missing value from a wrong one.
 */
export function issueText(issue: z.core.$ZodIssue, input: unknown): string {
  const value = valueAt(input, issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if (value === undefined) return 'is missing';
      return `must be ${typeWords[issue.expected] ?? issue.expected}`;
    case 'too_small':
      if (issue.origin === 'array') return `needs at least ${issue.minimum} item${issue.minimum === 1 ? '' : 's'}`;
      if (issue.origin === 'string') return 'must not be empty';
      return `must be ${issue.inclusive ? 'at least' : 'more than'} ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'array') return `has more than ${issue.maximum} items`;
      if (issue.origin === 'string') return `must be at most ${issue.maximum} characters`;
      return `must be ${issue.inclusive ? 'at most' : 'less than'} ${issue.maximum}`;
    case 'invalid_value':
      return `must be one of: ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return `has no ${issue.keys.length === 1 ? 'field' : 'fields'} ${issue.keys.join(', ')}`;
    case 'invalid_format':
      // A pattern's own message says what it expects: `.regex(/…/, 'a time from the start as hh:mm')`.
      if (issue.format === 'regex' && !issue.message.startsWith('Invalid')) return `must be ${issue.message}`;
      return issue.format === 'url' ? 'is not a web address' : `is not a valid ${issue.format}`;
    default:
      return issue.message.replace(/\.$/, '').replace(/^[A-Z](?=[a-z])/, (letter) => letter.toLowerCase());
  }
}

/** `images[1].alt` for the path ['images', 1, 'alt'] (after `prefix`, when there is one). */
export function pathLabel(prefix: string, path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (label, key) => (typeof key === 'number' ? `${label}[${key}]` : label ? `${label}.${String(key)}` : String(key)),
    prefix,
  );
}

export function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

const typeWords: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
};
