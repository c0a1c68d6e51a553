/**
 * Seeded random edits of the real content, the slips a copywriter's keyboard makes: characters deleted,
 * inserted, replaced, doubled or swapped at the places that carry structure — tags, braces, quotes,
 * frontmatter fences and fields, settings keys, values, commas and comments, link brackets, bold's stars and
 * headings' #s — and the slips of copy and paste in a page: a prop pasted into a tag that has it, an import
 * line pasted in.
 */

/** A small, fast, seedable random number generator (mulberry32), so every run makes the same edits. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Mutation {
  file: string;
  /** What was done, for the failure message: `insert "{" at 41:3`. */
  edit: string;
  /** The file's text after the edit. */
  text: string;
}

/** What a slip may type: structure characters, and the harmless ones (letters, accents, emoji). */
const typed = [
  '<',
  '>',
  '{',
  '}',
  '"',
  "'",
  '`',
  '/',
  '\\',
  '-',
  ':',
  ',',
  ';',
  '=',
  '[',
  ']',
  '(',
  ')',
  '*',
  '#',
  '!',
  '&',
  '|',
  '\n',
  ' ',
  'x',
  'é',
  '🙂',
];

/** Places worth editing: the characters that carry structure, the start of fields and keys, and headings' #s. */
const hotSpots = /[<>{}"'`:,[\]()*/]|^---[ \t]*$|^[ \t]*[A-Za-z_][\w-]*[ \t]*:|^#+ /gm;

/** A prop as written in a tag: ` title="…"`. */
const writtenProp = / [a-z][A-Za-z]*="[^"\n]*"/g;
/** Import lines a page might get pasted in: what every page already has, and a file that is not there. */
const pastedImports = [
  "import { Card } from '../src/components/Card.tsx';",
  "import { site } from './site.ts';",
  "import Chart from './chart.tsx';",
];

export function mutate(file: string, text: string, random: () => number): Mutation {
  const spots = [...text.matchAll(hotSpots)].map((match) => match.index);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const at = pick(spots);
  const place = () => {
    const before = text.slice(0, at);
    const line = before.split('\n').length;
    return `${line}:${at - before.lastIndexOf('\n')}`;
  };
  const char = pick(typed);
  const operation = pick([
    'delete',
    'delete',
    'insert',
    'insert',
    'replace',
    'double',
    'swap',
    'paste',
    'heading',
  ] as const);
  switch (operation) {
    case 'heading': {
      // A heading's #s retyped: one too many or too few, or the space after them lost.
      const headings = [...text.matchAll(/^(#+) /gm)];
      if (headings.length === 0)
        return {
          file,
          edit: `double ${JSON.stringify(text[at])} at ${place()}`,
          text: text.slice(0, at) + text[at] + text.slice(at),
        };
      const heading = pick(headings);
      const retyped = pick(['#', '##', '###', '####', `${heading[1]}`]) + (random() < 0.3 ? '' : ' ');
      const end = heading.index + heading[0].length;
      return {
        file,
        edit: `retype ${JSON.stringify(heading[0])} as ${JSON.stringify(retyped)} at offset ${heading.index}`,
        text: text.slice(0, heading.index) + retyped + text.slice(end),
      };
    }
    case 'paste': {
      if (!file.endsWith('.mdx'))
        return {
          file,
          edit: `insert ${JSON.stringify(char)} at ${place()}`,
          text: text.slice(0, at) + char + text.slice(at),
        };
      const props = [...text.matchAll(writtenProp)];
      if (props.length > 0 && random() < 0.5) {
        const prop = pick(props);
        const end = prop.index + prop[0].length;
        const pasted = prop[0].replace(/"[^"]*"$/, '"pasted"');
        return {
          file,
          edit: `paste ${JSON.stringify(pasted)} after the prop at offset ${prop.index}`,
          text: text.slice(0, end) + pasted + text.slice(end),
        };
      }
      const line = pick(pastedImports);
      const afterFrontmatter = text.indexOf('\n---', 3) + 5;
      return {
        file,
        edit: `paste the line ${JSON.stringify(line)} after the frontmatter`,
        text: `${text.slice(0, afterFrontmatter)}\n${line}\n${text.slice(afterFrontmatter)}`,
      };
    }
    case 'delete': {
      const length = 1 + Math.floor(random() * 3);
      return {
        file,
        edit: `delete ${JSON.stringify(text.slice(at, at + length))} at ${place()}`,
        text: text.slice(0, at) + text.slice(at + length),
      };
    }
    case 'insert':
      return {
        file,
        edit: `insert ${JSON.stringify(char)} at ${place()}`,
        text: text.slice(0, at) + char + text.slice(at),
      };
    case 'replace':
      return {
        file,
        edit: `replace ${JSON.stringify(text[at])} with ${JSON.stringify(char)} at ${place()}`,
        text: text.slice(0, at) + char + text.slice(at + 1),
      };
    case 'double':
      return {
        file,
        edit: `double ${JSON.stringify(text[at])} at ${place()}`,
        text: text.slice(0, at) + text[at] + text.slice(at),
      };
    case 'swap':
      return {
        file,
        edit: `swap ${JSON.stringify(text.slice(at, at + 2))} at ${place()}`,
        text: text.slice(0, at) + (text[at + 1] ?? '') + text[at] + text.slice(at + 2),
      };
  }
}
