import { valueKind, valueKindWords, type ValueKind, type ValueWriting } from './zod-issue-words.ts';

/*
 * How a value of each kind is written, place by place, for the translator of zod issues (zod-issue-words.ts):
 * a field of a page's YAML frontmatter, a prop in MDX, and TypeScript code (a setting in content/site.ts, or a
 * value inside a prop's braces).
 */

/** A field of the frontmatter: `noindex: true`, `title: "…"`. */
export function yamlField(name: string): ValueWriting {
  return {
    howTo(kind, written, example) {
      switch (kind) {
        case 'text':
          return `, not ${receivedWords(written)}. Put the value in quotes.`;
        case 'number':
          // Text in YAML needs no quotes, so only a number in quotes is told to lose them.
          return `. Write ${name}: ${numberFor(written, example)}${digitsIn(written) ? ', without quotes' : ''}.`;
        case 'boolean':
          return `. Write ${name}: true or ${name}: false, without quotes.`;
        case 'list':
          return `. Write ${name}: [ … ], its items separated by commas.`;
        case 'group':
          return `. Write its fields on the lines below ${name}:, each indented by two spaces.`;
      }
    },
  };
}

/** What to write after `name:` for a field the frontmatter lacks. */
export function yamlExample(kind: ValueKind | undefined): string {
  return kind === 'text' || kind === undefined ? '"…"' : codeExample(kind);
}

/**
 * A prop in MDX: text in quotes (`title="…"`), anything else in braces (`count={3}`). `example` is the
 * prop's own, from its schema's `.meta({ example })`, for a list or group that is not written by hand.
 */
export function jsxProp(name: string, example?: string): ValueWriting {
  return {
    howTo(kind, written, choice) {
      switch (kind) {
        case 'text':
          return `. Write ${name}="${choice ?? '…'}" with the value in quotes.`;
        case 'number':
          return `. Write ${name}={${numberFor(written, choice)}}${typeof written === 'string' ? ', with braces instead of quotes' : ''}.`;
        case 'boolean':
          return `. Write ${name} on its own for true, or ${name}={false}.`;
        case 'list':
          return `. Write ${example ?? `${name}={[…]}, its items separated by commas`}.`;
        case 'group':
          return `. Write ${example ?? `${name}={{ … }}`}.`;
      }
    },
  };
}

/** A value in TypeScript: a setting in content/site.ts, or one inside a prop's braces. */
export const codeValue: ValueWriting = {
  howTo(kind, written, example) {
    switch (kind) {
      case 'text':
        return ` in quotes: '${example ?? '…'}'.`;
      case 'number': {
        const digits = digitsIn(written);
        return digits ? `, without quotes: ${digits}.` : `, such as ${numberFor(written, example)}.`;
      }
      case 'boolean':
        return ', without quotes.';
      case 'list':
        return ' in [ ], its items separated by commas.';
      case 'group':
        return " in { }: { name: '…' }.";
    }
  },
};

/** What to write after `name:` for a setting the file lacks. */
export function codeExample(kind: ValueKind | undefined): string {
  if (kind === 'boolean') return 'false';
  if (kind === 'number') return '3';
  if (kind === 'list') return '[ … ]';
  if (kind === 'group') return '{ … }';
  return "'…'";
}

/**
 * The number a copywriter meant: the digits they wrote in quotes, or the one number of a list of one
 * (`[400]`); else the first choice, else 3.
 */
function numberFor(written: unknown, example: string | number | undefined): string {
  const only = Array.isArray(written) && written.length === 1 ? written[0] : written;
  return digitsIn(only) ?? (typeof only === 'number' ? String(only) : String(example ?? 3));
}

function digitsIn(written: unknown): string | undefined {
  return typeof written === 'string' && /^-?\d+(\.\d+)?$/.test(written.trim()) ? written.trim() : undefined;
}

/** A value read where text belongs, named by its kind: "a number", "a list"; true and false by themselves. */
function receivedWords(written: unknown): string {
  if (typeof written === 'boolean') return String(written);
  const kind = valueKind(written);
  return kind ? valueKindWords[kind] : 'a value of another kind';
}
