import type { ParseResult } from 'rolldown/utils';
import type { MessageData } from '../messages/catalogue.ts';

type ParseError = ParseResult['errors'][number];

/** Where the first syntax error is, and which message says it, with that message's data. */
export type SyntaxProblem = { offset: number } & (
  | { kind: 'settings-comment' | 'unclosed-quote'; data: Record<string, never> }
  | { kind: 'settings-syntax'; data: MessageData<'settings-syntax'> }
);

/**
 * Errors TypeScript leaves to its type checker, passed over here: a name declared twice (the second `site` is
 * reported as a line that does not belong), and each `name: 'value'` read as a declaration without a value once a
 * stray } has closed the settings (far from that }, where the mistake is).
 */
const CHECKER_ERRORS = /^(Missing initializer|Identifier `.*` has already been declared)/;

/** The last character of a value or a word: what a closing quote, a number, a name or a bracket ends with. */
const VALUE_END = /[\p{L}\p{N}_$'"`)\]}]/u;

/** The first syntax error in the file, in a copywriter's words; later ones usually follow from it. */
export function syntaxProblem(
  source: string,
  { errors, comments }: Pick<ParseResult, 'errors' | 'comments'>,
): SyntaxProblem | undefined {
  const [error] = errors.filter(({ message }) => !CHECKER_ERRORS.test(message)).sort((a, b) => startOf(a) - startOf(b));
  if (!error) return undefined;
  const offset = startOf(error);
  if (error.message.startsWith('Unterminated multiline comment')) {
    return { offset, kind: 'settings-comment', data: {} };
  }
  // A quote right after a value or a word opens no value: it is a stray one, where a comma was wanted.
  const unclosed = error.message.startsWith('Unterminated string');
  const stray = unclosed && VALUE_END.test(codeBefore(source, comments, offset));
  if (unclosed && !stray) {
    return { offset, kind: 'unclosed-quote', data: {} };
  }
  if (stray || /^Expected `,` or `[}\])]`/.test(error.message)) return missingComma(source, comments, offset);
  return unreadable(source, error, offset);
}

/**
 * Where a comma was wanted. After a comma already, or at the colon of a name read as an item of a list, the
 * comma is not what is missing: a ] or } before it was never written.
 */
function missingComma(source: string, comments: ParseResult['comments'], offset: number): SyntaxProblem {
  if (/[,[{]/.test(codeBefore(source, comments, offset)) || source[offset] === ':') {
    return { offset, kind: 'settings-syntax', data: { slip: 'unclosed-group' } };
  }
  return { offset, kind: 'settings-syntax', data: { slip: 'missing-comma' } };
}

/**
 * Any other error, in the parser's words. A missing semicolon is marked at the next word, not at the end of the
 * one before it, and a stray # or \ at itself, not at the character after it: where the check has always pointed.
 */
function unreadable(source: string, error: ParseError, start: number): SyntaxProblem {
  let offset = start;
  let text = error.message.replace(/\.$/, '');
  if (text.startsWith('Expected a semicolon')) offset += /^\s*/.exec(source.slice(start))![0].length;
  else if (
    /^Invalid (Character|Unicode escape)/.test(text) &&
    (source[start - 1] === '#' || source[start - 1] === '\\')
  ) {
    offset = start - 1;
    text = `Invalid Character \`${source[offset]}\``;
  }
  return { offset, kind: 'settings-syntax', data: { slip: 'other', text } };
}

/** The last character of code before `offset`, past spaces and comments ('' at the start of the file). */
function codeBefore(source: string, comments: ParseResult['comments'], offset: number): string {
  let end = offset;
  for (;;) {
    while (end > 0 && /\s/.test(source[end - 1]!)) end--;
    const comment = comments.findLast((candidate) => candidate.end === end);
    if (!comment) return source[end - 1] ?? '';
    end = comment.start;
  }
}

function startOf(error: ParseError): number {
  return error.labels[0]?.start ?? 0;
}
