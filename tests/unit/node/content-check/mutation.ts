/**
 * Seeded random edits of the real content, the slips a copywriter's keyboard makes: characters deleted,
 * inserted, replaced, doubled or swapped at the places that carry structure — tags, braces, quotes,
 * frontmatter fences and fields, settings keys, values, commas and comments.
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
const typed = ['<', '>', '{', '}', '"', "'", '`', '/', '\\', '-', ':', ',', ';', '=', '[', ']', '(', ')', '*', '#', '!', '&', '|', '\n', ' ', 'x', 'é', '🙂'];

/** Places worth editing: the characters that carry structure, and the start of fields and keys. */
const hotSpots = /[<>{}"'`:,[\]()*/]|^---[ \t]*$|^[ \t]*[A-Za-z_][\w-]*[ \t]*:/gm;

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
  const operation = pick(['delete', 'delete', 'insert', 'insert', 'replace', 'double', 'swap'] as const);
  switch (operation) {
    case 'delete': {
      const length = 1 + Math.floor(random() * 3);
      return { file, edit: `delete ${JSON.stringify(text.slice(at, at + length))} at ${place()}`, text: text.slice(0, at) + text.slice(at + length) };
    }
    case 'insert':
      return { file, edit: `insert ${JSON.stringify(char)} at ${place()}`, text: text.slice(0, at) + char + text.slice(at) };
    case 'replace':
      return { file, edit: `replace ${JSON.stringify(text[at])} with ${JSON.stringify(char)} at ${place()}`, text: text.slice(0, at) + char + text.slice(at + 1) };
    case 'double':
      return { file, edit: `double ${JSON.stringify(text[at])} at ${place()}`, text: text.slice(0, at) + text[at] + text.slice(at) };
    case 'swap':
      return { file, edit: `swap ${JSON.stringify(text.slice(at, at + 2))} at ${place()}`, text: text.slice(0, at) + (text[at + 1] ?? '') + text[at] + text.slice(at + 2) };
  }
}
