/**
 * Markdown's own punctuation left in text, where the page will show it as typed: the sign that a link,
 * an image, bold or a heading was meant but not written the way Markdown reads it. Run on the text as
 * written in the page, so `\*\*` (escaped on purpose) is not `**`.
 */

export type LiteralMarkdownKind = 'link' | 'image' | 'bold' | 'heading';

export interface LiteralMarkdown {
  kind: LiteralMarkdownKind;
  /** Where in the text it starts, and where the part worth quoting ends. */
  start: number;
  end: number;
}

/** Where the start of a text sits: a heading's, a paragraph's (one line long or not), or elsewhere. */
export type TextStart = 'heading' | 'one-line-paragraph' | 'paragraph' | 'inline';

const ADDRESS = String.raw`(?:\/|#|https?:|mailto:|www\.)`;

/**
 * A link or image that did not close: `[words](address` , `[words] (address)`, `[words(address)`, `![…`.
 * A bracket after a backslash (`\]`) was escaped on purpose.
 */
const linkPatterns: [RegExp, LiteralMarkdownKind][] = [
  [/(?<!\\)!\[/g, 'image'],
  [/(?<!\\)\]\s?\(/g, 'link'],
  [new RegExp(String.raw`(?<!\\)\[[^\]\n]*\(` + ADDRESS, 'g'), 'link'],
];
/** Bold whose other half is missing or not touching the words (`** bold**`): Markdown shows the signs. */
const BOLD = /\*\*|__/g;
/** Web addresses, where `__` and brackets are part of the address (`…/wiki/A_(b)__c`). */
const WEB_ADDRESS = /(?:[a-z][a-z0-9+.-]*:\/\/|www\.)[^\s<>]*/gi;

/**
 * Line starts that were meant as headings: `##Why` (no space), `####### Seven` (more than six), and in a
 * paragraph of one line, `#Why parents book` — but not `#1 in podcasts`, nor a lone hashtag `#FamilyGlue`.
 * At the start of a heading's text, more #s after the first run (`## ## Title`).
 */
function headingAtLineStart(line: string, place: TextStart | 'continued line'): boolean {
  if (/^#{7,}\s/.test(line) || /^#{2,}[^\s#\d]/.test(line)) return true;
  if (place === 'heading') return /^#+\s/.test(line);
  return place === 'one-line-paragraph' && /^#[^\s#\d]\S*\s+\S/.test(line);
}

/** Every literal piece of Markdown in `text`, in order, none overlapping the one before. */
export function findLiteralMarkdown(text: string, start: TextStart): LiteralMarkdown[] {
  const found: LiteralMarkdown[] = [];
  for (const [pattern, kind] of linkPatterns) {
    for (const match of text.matchAll(pattern)) {
      const open = kind === 'link' ? text.lastIndexOf('[', match.index) : -1;
      const from = open !== -1 && !text.slice(open, match.index).includes('\n') ? open : match.index;
      found.push({ kind, start: from, end: match.index + match[0].length });
    }
  }
  const withoutAddresses = text.replace(WEB_ADDRESS, (address) => ' '.repeat(address.length));
  for (const match of withoutAddresses.matchAll(BOLD))
    found.push({ kind: 'bold', start: match.index, end: match.index + 2 });
  // The text's first line when it starts a line, then each line it continues on (after a quote's `>` or an indent).
  for (const match of text.matchAll(/(?:^|\n[ \t>]*)(?=#)/g)) {
    const at = match.index + match[0].length;
    if (at === 0 && start === 'inline') continue;
    const line = text.slice(at).split('\n')[0]!;
    if (headingAtLineStart(line, at === 0 ? start : 'continued line'))
      found.push({ kind: 'heading', start: at, end: at + line.length });
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: LiteralMarkdown[] = [];
  for (const piece of found) if (piece.start >= (kept.at(-1)?.end ?? 0)) kept.push(piece);
  return kept;
}

/** `*words*`, `_words_` or `` `words` ``: emphasis or code, which only the copy between tags turns into that. */
const PAIRED = /(^|[\s("'])([*_`])(?=\S)(.*?\S)\2(?=$|[\s)"'.,;:!?])/g;

/**
 * Whether text that is shown exactly as written (a prop's value) holds Markdown: everything the copy
 * check looks for, a heading's `# `, and emphasis or code in pairs.
 */
export function hasMarkdown(value: string): boolean {
  // A copy without the g flag: a global pattern's test() would start where the last one stopped.
  return findLiteralMarkdown(value, 'heading').length > 0 || new RegExp(PAIRED.source).test(value);
}

/** The same words with the Markdown taken out: `**Book** [now](/x)` → `Book now`. */
export function withoutMarkdown(value: string): string {
  return value
    .replace(/!?\[([^\]\n]*)\]\s?\([^)\n]*\)?/g, '$1')
    .replace(/^#+\s+/, '')
    .replace(/\*\*|__/g, '')
    .replace(PAIRED, '$1$3')
    .trim();
}
