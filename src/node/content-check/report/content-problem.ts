import path from 'node:path';
import type { ProblemKind } from './problem-kinds.ts';

/** One mistake found in content/, located so an editor can jump to it. */
export interface ContentProblem {
  /** Path relative to the project root, with forward slashes: `content/research.mdx`. */
  file: string;
  line: number;
  column: number;
  /** What is wrong, then how to fix it: `Unknown component <X>. Did you mean <Y>?` */
  message: string;
  severity: 'error' | 'warning';
  /** Which of the messages CONTENT.md explains this is. */
  kind: ProblemKind;
}

/** The one-line form every content message takes: `content/x.mdx:41:1  What is wrong. How to fix it.` */
export function formatProblem(problem: ContentProblem): string {
  const label = problem.severity === 'warning' ? 'warning: ' : '';
  return `${problem.file}:${problem.line}:${problem.column}  ${label}${problem.message}`;
}

/** `content/x.mdx` for any absolute or relative path under the project root. */
export function projectRelative(filePath: string, root = process.cwd()): string {
  return path.relative(root, path.resolve(root, filePath)).split(path.sep).join('/');
}

/** Thrown by the build when content has errors; its message is the formatted lines, nothing else. */
export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'ContentError';
  }
}
