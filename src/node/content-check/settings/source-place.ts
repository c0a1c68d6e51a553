import type { Place } from './settings-types.ts';

/** A CRLF is one line break; a lone CR, LS and PS are breaks too, as TypeScript counts lines. */
const LINE_BREAK = /\r\n?|[\n\u2028\u2029]/g;

/**
 * Line and column (both from 1) of an offset in `source`. Columns count UTF-16 code units, as offsets in
 * JavaScript strings do and as editors number columns: an emoji before a value counts two.
 */
export function placeFinder(source: string): (offset: number) => Place {
  const lineStarts = [0, ...Array.from(source.matchAll(LINE_BREAK), (match) => match.index + match[0].length)];
  return (offset) => {
    const line = lineStarts.findLastIndex((start) => start <= offset);
    return { line: line + 1, column: offset - lineStarts[line]! + 1 };
  };
}
