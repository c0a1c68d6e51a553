/** The last code point Unicode has. */
const MAX_CODE_POINT = 0x10ffff;

/** The code points of a text, each once, in order. */
export function codePointsOf(text: string): number[] {
  return [...new Set([...text].map((char) => char.codePointAt(0)!))].sort((a, b) => a - b);
}

/** Sorted, distinct code points as runs of consecutive ones: [[first, last], …]. */
function runs(codePoints: number[]): [number, number][] {
  const result: [number, number][] = [];
  for (const point of codePoints) {
    const last = result.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else result.push([point, point]);
  }
  return result;
}

const hex = (point: number) => point.toString(16).toUpperCase();

/** A CSS `unicode-range` value covering exactly these code points (sorted, distinct): `U+20-22,U+41`. */
export function unicodeRange(codePoints: number[]): string {
  if (codePoints.length === 0) throw new Error('A unicode-range needs at least one code point.');
  return runs(codePoints)
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(',');
}

/** A CSS `unicode-range` value covering every code point but these (sorted, distinct). */
export function unicodeRangeExcept(codePoints: number[]): string {
  const gaps: string[] = [];
  let next = 0;
  for (const [first, last] of runs(codePoints)) {
    if (first > next) gaps.push(first - 1 === next ? `U+${hex(next)}` : `U+${hex(next)}-${hex(first - 1)}`);
    next = last + 1;
  }
  if (next <= MAX_CODE_POINT) gaps.push(`U+${hex(next)}-${hex(MAX_CODE_POINT)}`);
  return gaps.join(',');
}
