import { statistics } from 'vfile-statistics';
import { formatProblem, type ContentProblem } from './content-problem.ts';

/**
 * The lines `npm run check` and `npm run build` print: every problem, then a count. Each line is the problem's
 * one-line form followed by where the docs explain it, as eslint and remark print a rule's name:
 * `content/x.mdx:41:1  Unknown component <X>. Did you mean <Y>?  docs/writing/messages/components.md#component-unknown`
 */
export function formatReport(problems: ContentProblem[]): string {
  const lines = problems.map((problem) => `${formatProblem(problem)}  ${problem.url}`);
  return [...lines, ...(lines.length ? [''] : []), `Content check: ${countLine(problems)}.`].join('\n');
}

/** `2 errors, 1 warning`: what the report and the job summary count. */
export function countLine(problems: ContentProblem[]): string {
  const { fatal, warn } = statistics(problems);
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  return `${plural(fatal, 'error')}, ${plural(warn, 'warning')}`;
}
