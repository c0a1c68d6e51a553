/**
 * Which of the page's sections the reader is in: the last heading that has scrolled above `line` px
 * from the top of the viewport, or none before the first.
 */
export function activeSection(headingTops: readonly { id: string; top: number }[], line: number): string | undefined {
  let active: string | undefined;
  for (const { id, top } of headingTops) {
    if (top <= line) active = id;
    else break;
  }
  return active;
}
