import { formatProblem, type ContentProblem } from './content-problem.ts';

/** The lines `npm run check` and `npm run build` print: every problem, then a count. */
export function formatReport(problems: ContentProblem[]): string {
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  const warnings = problems.length - errors;
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  const lines = problems.map(formatProblem);
  return [...lines, ...(lines.length ? [''] : []), `Content check: ${plural(errors, 'error')}, ${plural(warnings, 'warning')}.`].join('\n');
}

export function hasErrors(problems: ContentProblem[]): boolean {
  return problems.some((problem) => problem.severity === 'error');
}
