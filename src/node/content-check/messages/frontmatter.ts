import { yamlExample } from './value-writing.ts';
import type { ValueKind } from './zod-issue-words.ts';
import { message, says } from './message.ts';

/** The block between the --- lines at the top of a page: docs/writing/messages/frontmatter.md. */
export const frontmatter = {
  /** `fields` are those a page may have. */
  'frontmatter-missing': message<{ fields: string[] }>({
    severity: 'error',
    words: says`Frontmatter is missing.`,
    hint: ({ fields }) => `Start the file with a --- block holding ${fields.join(', ')}.`,
  }),
  /** `firstLine` is the page's line 1 as written, '' when it is empty. */
  'frontmatter-fence': message<{ firstLine: string }>({
    severity: 'error',
    words: says`The frontmatter must start on the first line with exactly three dashes ---`,
    hint: ({ firstLine }) =>
      `, and end with another line of ---. ${firstLine ? `Line 1 is "${firstLine}".` : 'Line 1 is empty.'}`,
  }),
  'frontmatter-unclosed': message<{ lastField: number }>({
    severity: 'error',
    words: says`The frontmatter is never closed.`,
    hint: ({ lastField }) => `Add a line with just --- after line ${lastField}, its last field.`,
  }),
  /** `reason` is the YAML parser's own; without one, the block is YAML but not name: value lines. */
  'frontmatter-yaml': message<{ reason?: string }>({
    severity: 'error',
    words: says`Frontmatter is not valid YAML`,
    hint: ({ reason }) =>
      reason === undefined
        ? ' here: write each field on its own line as name: value, such as title: Home.'
        : `: ${reason}. Check quotes and colons: a value with a colon needs quotes, title: "Keynotes: book a talk".`,
  }),
  /** `expected` is the kind of value the field takes, when the schema says. */
  'frontmatter-field-missing': message<{ field: string; expected: ValueKind | undefined }>({
    severity: 'error',
    words: says`Frontmatter field "${'field'}" is missing.`,
    hint: ({ field, expected }) => `Add ${field}: ${yamlExample(expected)} to the --- block.`,
  }),
  'frontmatter-field-empty': message<{ field: string }>({
    severity: 'error',
    words: says`Frontmatter field "${'field'}" is empty.`,
    hint: () => 'Write a value after the colon.',
  }),
  /**
   * A value the field does not take, in the words of zod's issue (`rule`: "must be true or false"), then how such a
   * value is written in YAML (`howTo`, with its own punctuation) or the choice meant (`suggestion`).
   */
  'frontmatter-field-type': message<{ field: string; rule: string; howTo?: string; suggestion?: string }>({
    severity: 'error',
    words: says`Frontmatter field "${'field'}" ${'rule'}`,
    hint: ({ howTo, suggestion }) => howTo ?? `.${suggestion === undefined ? '' : ` Did you mean ${suggestion}?`}`,
  }),
  /** `fields` are those a page may have. */
  'frontmatter-field-unknown': message<{ field: string; fields: string[] }>({
    severity: 'error',
    words: says`Frontmatter field "${'field'}" is not known.`,
    hint: ({ fields }) => `Use only ${fields.join(', ')}.`,
  }),
};
