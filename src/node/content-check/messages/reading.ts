import type { LiteralMarkdownKind } from '../copy/literal-markdown.ts';
import { message, says } from './message.ts';

/** How each kind of Markdown is written, and how to show its signs on purpose. */
const markdown: Record<LiteralMarkdownKind, { written: string; fix: string }> = {
  link: {
    written: 'a link is written [words](address), both brackets and both parentheses closed, nothing between ] and (.',
    fix: 'Complete it, or write \\[ to show a bracket.',
  },
  image: {
    written: 'an image is written ![what it shows](/images/file.png), both brackets and both parentheses closed.',
    fix: 'Complete it, or write \\![ to show the signs.',
  },
  bold: {
    written: 'bold is written **like this**, the signs touching the first and last words.',
    fix: 'Add the missing half or delete the extra one; write \\* or \\_ to show the sign.',
  },
  heading: {
    written: 'a heading is a line of one to six #s, a space, then its words: ## Why parents book.',
    fix: 'Fix the #s, or write \\# to start a line with #.',
  },
};

/** MDX that cannot be read, code in braces, import lines, Markdown shown as typed: docs/writing/messages/reading.md. */
export const reading = {
  /** `name` is '' for a fragment, `<>`. */
  'mdx-unclosed-tag': message<{ name: string }>({
    severity: 'error',
    words: says`<${'name'}> is never closed.`,
    hint: ({ name }) =>
      name
        ? `Add </${name}> after its content, or write <${name} /> if it wraps nothing.`
        : 'Remove it, or add </> after its content.',
  }),
  'mdx-mismatched-tag': message<{ closing: string; open: string; openLine: number }>({
    severity: 'error',
    words: says`</${'closing'}> does not match the open <${'open'}>`,
    hint: ({ open, openLine }) => ` from line ${openLine}. Close <${open}> first with </${open}>, or fix the tag name.`,
  }),
  'mdx-unclosed-brace': message({
    severity: 'error',
    words: says`A { is never closed.`,
    hint: () => 'Close it with }, or write \\{ to show a brace as text.',
  }),
  'mdx-invalid-code': message({
    severity: 'error',
    words: says`The code between { and } is not valid.`,
    hint: () => 'Fix it, or write \\{ to show a brace as text.',
  }),
  // In a page's tag, or in the settings file.
  'unclosed-quote': message({
    severity: 'error',
    words: says`This value is missing its closing quote.`,
    hint: () => 'Add the quote at the end of the value.',
  }),
  'mdx-stray-less-than': message({
    severity: 'error',
    words: says`A < starts a tag here.`,
    hint: () => 'To show a < as text, write \\< instead.',
  }),
  'mdx-lazy-line': message({
    severity: 'error',
    words: says`A tag or brace continues on a line that is not indented`,
    hint: () => ' like the one before. Keep it on one line or indent it the same.',
  }),
  /** `reason` is the MDX compiler's own. */
  'mdx-unreadable': message<{ reason: string }>({
    severity: 'error',
    words: says`This MDX cannot be read`,
    hint: ({ reason }) => `: ${reason}. Check the tags and braces on this line.`,
  }),

  /**
   * An import of what every page has: `names` are components and `site`. A line to delete when it imports the
   * site's own module (`sameModule`, a warning); another <Card> than the site's when it does not (an error).
   */
  'import-provided': message<{ names: string[]; specifier: string; sameModule: boolean }>({
    severity: ({ sameModule }) => (sameModule ? 'warning' : 'error'),
    words: says`Every page already has ${({ names }) => names.map((name) => (name === 'site' ? 'site (the settings)' : `<${name}>`)).join(' and ')} without an import.`,
    hint: ({ names, specifier, sameModule }) =>
      `Delete this line${sameModule ? '' : ` (it imports ${names.length > 1 ? 'them' : 'it'} from "${specifier}" instead of the site's own)`}.`,
  }),
  'import-missing': message<{ file: string }>({
    severity: 'error',
    words: says`This import finds nothing`,
    hint: ({ file }) =>
      `: there is no file ${file}. Correct the path, or delete the line (pages use the site's components and settings without imports).`,
  }),

  /** `setting` as written after `site.`; `better` the whole reference meant, else the names its group has. */
  'site-unknown': message<{ setting: string; file: string; better?: string; names: string[] }>({
    severity: 'error',
    words: says`site.${'setting'} is not in ${'file'}.`,
    hint: ({ better, names }) =>
      better ? `Did you mean ${better}?` : `Add it there, or use one of: ${names.join(', ')}.`,
  }),
  /** `code` is the braces' code, shortened. */
  'name-unknown': message<{ code: string; name: string; suggestion?: string }>({
    severity: 'error',
    words: says`{${'code'}} uses ${'name'}, which a page does not have.`,
    hint: ({ suggestion }) =>
      suggestion ? `Did you mean ${suggestion}?` : 'Use a setting as {site.…}, or write \\{ to show a brace as text.',
  }),

  /** `quote` is the text from the Markdown on, shortened. */
  'markdown-as-text': message<{ quote: string; markdown: LiteralMarkdownKind }>({
    severity: 'error',
    words: says`"${'quote'}" shows on the page as typed`,
    hint: ({ markdown: kind }) => `: ${markdown[kind].written} ${markdown[kind].fix}`,
  }),
};
