import { ContentProblem } from '../report/content-problem.ts';
import type { ProblemKind } from '../report/problem-kinds.ts';

/** What the MDX parser reports: a vfile message with a reason, a rule and a place. */
interface MdxSyntaxError {
  reason?: string;
  message?: string;
  ruleId?: string;
  line?: number;
  column?: number;
}

/** True for the errors MDX throws when a page cannot be parsed, as opposed to our own checks. */
export function isMdxSyntaxError(error: unknown): error is MdxSyntaxError {
  return typeof error === 'object' && error !== null && typeof (error as MdxSyntaxError).ruleId === 'string'
    && typeof (error as MdxSyntaxError).reason === 'string';
}

/**
 * Turns MDX's parser error into one problem a copywriter can act on: where the broken tag or brace is
 * and what to type instead. The parser stops at the first mistake, so a page yields at most one.
 */
export function problemFromCompileError(thrown: unknown, file: string, source?: string): ContentProblem {
  // Anything else the compiler throws is still reported on the page, never as a stack trace.
  const error: MdxSyntaxError = isMdxSyntaxError(thrown) ? thrown : { message: thrown instanceof Error ? thrown.message : String(thrown) };
  const reason = (error.reason ?? error.message ?? 'unknown error').replace(/\s+/g, ' ').trim();
  let line = error.line ?? 1;
  let column = error.column ?? 1;
  let message = `This MDX cannot be read: ${reason}. Check the tags and braces on this line.`;
  let kind: ProblemKind = 'mdx-unreadable';

  const unclosed = /^Expected a closing tag for `<([^>]*)>` \((\d+):(\d+)-/.exec(reason);
  const mismatch = /^Unexpected closing tag `<\/([^>]*)>`, expected corresponding closing tag for `<([^>]*)>` \((\d+):/.exec(reason);
  if (unclosed) {
    const [, name, tagLine, tagColumn] = unclosed;
    line = Number(tagLine);
    column = Number(tagColumn);
    kind = 'mdx-unclosed-tag';
    message = name
      ? `<${name}> is never closed. Add </${name}> after its content, or write <${name} /> if it wraps nothing.`
      : '<> is never closed. Remove it, or add </> after its content.';
  } else if (mismatch) {
    const [, closing, open, openLine] = mismatch;
    kind = 'mdx-mismatched-tag';
    message = `</${closing}> does not match the open <${open}> from line ${openLine}. Close <${open}> first with </${open}>, or fix the tag name.`;
  } else if (/closing brace for `\{`/.test(reason)) {
    // The parser reports where it gave up; the copywriter needs the brace that was opened.
    const brace = source === undefined ? undefined : lastBefore('{', source, line, column);
    if (brace) ({ line, column } = brace);
    kind = 'mdx-unclosed-brace';
    message = 'A { is never closed. Close it with }, or write \\{ to show a brace as text.';
  } else if (error.ruleId === 'acorn') {
    kind = 'mdx-invalid-code';
    message = 'The code between { and } is not valid. Fix it, or write \\{ to show a brace as text.';
  } else if (/closing quote/.test(reason)) {
    const quote = source === undefined ? undefined : lastBefore(reason.includes("`'`") ? "'" : '"', source, line, column);
    if (quote) ({ line, column } = quote);
    kind = 'unclosed-quote';
    message = 'This value is missing its closing quote. Add the quote at the end of the value.';
  } else if (error.ruleId === 'unexpected-character' && /before name/.test(reason)) {
    column = Math.max(1, column - 1);
    kind = 'mdx-stray-less-than';
    message = 'A < starts a tag here. To show a < as text, write \\< instead.';
  } else if (error.ruleId === 'unexpected-lazy') {
    kind = 'mdx-lazy-line';
    message = 'A tag or brace continues on a line that is not indented like the one before. Keep it on one line or indent it the same.';
  }
  return new ContentProblem({ file, line, column, message, severity: 'error', kind });
}

/** Line and column of the last `character` at or before a position. */
function lastBefore(character: string, source: string, line: number, column: number): { line: number; column: number } | undefined {
  const lines = source.split('\n');
  for (let index = Math.min(line, lines.length) - 1; index >= 0; index--) {
    const text = index === line - 1 ? lines[index]!.slice(0, column) : lines[index]!;
    const found = text.lastIndexOf(character);
    if (found !== -1) return { line: index + 1, column: found + 1 };
  }
  return undefined;
}
