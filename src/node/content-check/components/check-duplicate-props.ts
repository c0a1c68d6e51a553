import { ContentProblem } from '../report/content-problem.ts';
import { jsxElements, namedAttributes } from '../page/jsx.ts';
import type { ParsedPage } from '../page/parse-page.ts';

/**
 * A tag given the same prop twice (`<Card title="A" … title="B">`) is legal JSX, and the last one
 * silently wins. Written twice with the same value it changes nothing (a warning); with two values, one
 * of them is lost (an error). Reported at the second one.
 */
export function checkDuplicateProps(page: ParsedPage): ContentProblem[] {
  if (!page.tree) return [];
  const problems: ContentProblem[] = [];
  for (const element of jsxElements(page.tree)) {
    const first = new Map<string, { line: number; source: string }>();
    for (const attribute of namedAttributes(element)) {
      const start = attribute.position?.start ?? element.position?.start ?? { line: 1, column: 1 };
      const source = attributeSource(page.source, attribute.position);
      const earlier = first.get(attribute.name);
      if (!earlier) {
        first.set(attribute.name, { line: start.line, source });
        continue;
      }
      const tag = `<${element.name ?? ''}>`;
      const where = earlier.line === start.line ? 'on this line' : `on line ${earlier.line}`;
      const same = earlier.source === source;
      problems.push(new ContentProblem({
        file: page.file,
        line: start.line,
        column: start.column,
        severity: same ? 'warning' : 'error',
        kind: 'prop-duplicate',
        message: same
          ? `${tag} has the prop "${attribute.name}" twice, the same both times (first ${where}). Delete one of them.`
          : `${tag} has the prop "${attribute.name}" twice (first ${where}), and only the last one shows. Keep the one you want and delete the other.`,
      }));
    }
  }
  return problems;
}

/** The attribute as written (`title="A"`), to tell a harmless repeat from two different values. */
function attributeSource(source: string, position: { start: { offset?: number }; end: { offset?: number } } | undefined): string {
  const { start, end } = { start: position?.start.offset, end: position?.end.offset };
  return start === undefined || end === undefined ? '' : source.slice(start, end).replace(/\s+/g, ' ');
}
