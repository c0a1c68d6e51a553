import { problem } from '../messages/problem.ts';
import type { ContentProblem } from '../report/content-problem.ts';
import { jsxElements, namedAttributes } from '../page/jsx.ts';
import type { ParsedPage } from '../page/parse-page.ts';

/**
 * A tag given the same prop twice (`<Card title="A" … title="B">`) is legal JSX, and the last one
 * silently wins. Reported at the second one, saying whether both are the same.
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
      const data = {
        component: element.name ?? '',
        prop: attribute.name,
        same: earlier.source === source,
        firstLine: earlier.line === start.line ? undefined : earlier.line,
      };
      problems.push(problem('prop-duplicate', data, { file: page.file, line: start.line, column: start.column }));
    }
  }
  return problems;
}

/** The attribute as written (`title="A"`), to tell a harmless repeat from two different values. */
function attributeSource(
  source: string,
  position: { start: { offset?: number }; end: { offset?: number } } | undefined,
): string {
  const { start, end } = { start: position?.start.offset, end: position?.end.offset };
  return start === undefined || end === undefined ? '' : source.slice(start, end).replace(/\s+/g, ' ');
}
