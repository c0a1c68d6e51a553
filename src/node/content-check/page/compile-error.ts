import { problem } from '../messages/problem.ts';
import type { ContentProblem } from '../report/content-problem.ts';

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
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as MdxSyntaxError).ruleId === 'string' &&
    typeof (error as MdxSyntaxError).reason === 'string'
  );
}

/**
 * Turns MDX's parser error into one problem a copywriter can act on: where the broken tag or brace is
 * and what to type instead. The parser stops at the first mistake, so a page yields at most one.
 */
export function problemFromCompileError(thrown: unknown, file: string, source?: string): ContentProblem {
  // Anything else the compiler throws is still reported on the page, never as a stack trace.
  const error: MdxSyntaxError = isMdxSyntaxError(thrown)
    ? thrown
    : { message: thrown instanceof Error ? thrown.message : String(thrown) };
  const reason = (error.reason ?? error.message ?? 'unknown error').replace(/\s+/g, ' ').trim();
  const at = { file, line: error.line ?? 1, column: error.column ?? 1 };

  const unclosed = /^Expected a closing tag for `<([^>]*)>` \((\d+):(\d+)-/.exec(reason);
  const mismatch =
    /^Unexpected closing tag `<\/([^>]*)>`, expected corresponding closing tag for `<([^>]*)>` \((\d+):/.exec(reason);
  if (unclosed) {
    const [, name = '', tagLine, tagColumn] = unclosed;
    return problem('mdx-unclosed-tag', { name }, { file, line: Number(tagLine), column: Number(tagColumn) });
  }
  if (mismatch) {
    const [, closing = '', open = '', openLine] = mismatch;
    return problem('mdx-mismatched-tag', { closing, open, openLine: Number(openLine) }, at);
  }
  if (/closing brace for `\{`/.test(reason)) {
    // The parser reports where it gave up; the copywriter needs the brace that was opened.
    const brace = source === undefined ? undefined : lastBefore('{', source, at.line, at.column);
    return problem('mdx-unclosed-brace', {}, { ...at, ...brace });
  }
  if (error.ruleId === 'acorn') return problem('mdx-invalid-code', {}, at);
  if (/closing quote/.test(reason)) {
    const quote =
      source === undefined ? undefined : lastBefore(reason.includes("`'`") ? "'" : '"', source, at.line, at.column);
    return problem('unclosed-quote', {}, { ...at, ...quote });
  }
  if (error.ruleId === 'unexpected-character' && /before name/.test(reason)) {
    return problem('mdx-stray-less-than', {}, { ...at, column: Math.max(1, at.column - 1) });
  }
  if (error.ruleId === 'unexpected-lazy') return problem('mdx-lazy-line', {}, at);
  return problem('mdx-unreadable', { reason }, at);
}

/** Line and column of the last `character` at or before a position. */
function lastBefore(
  character: string,
  source: string,
  line: number,
  column: number,
): { line: number; column: number } | undefined {
  const lines = source.split('\n');
  for (let index = Math.min(line, lines.length) - 1; index >= 0; index--) {
    const text = index === line - 1 ? lines[index]!.slice(0, column) : lines[index]!;
    const found = text.lastIndexOf(character);
    if (found !== -1) return { line: index + 1, column: found + 1 };
  }
  return undefined;
}
