import path from 'node:path';
import { VFileMessage } from 'vfile-message';
import { compareMessage } from 'vfile-sort';
import { statistics } from 'vfile-statistics';
import type { Severity } from '../messages/message.ts';
import { messageAddress, type ProblemKind } from './problem-kinds.ts';

/** What a check says about one place: the fields a ContentProblem is made from. */
export interface ProblemFields {
  /** Path relative to the project root, with forward slashes: `content/research.mdx`. */
  file: string;
  line: number;
  column: number;
  /** What is wrong, then how to fix it: `Unknown component <X>. Did you mean <Y>?` */
  message: string;
  severity: Severity;
  kind: ProblemKind;
}

/**
 * One mistake found in content/, located so an editor can jump to it: a vfile message, as remark-lint's rules
 * report theirs. Its `reason` (and `message`) is the one line a copywriter reads, `ruleId` its kind, `url` where
 * the docs explain it (docs/writing/messages/…#kind), and `fatal` is true for an error, false for a warning.
 */
export class ContentProblem extends VFileMessage {
  declare file: string;
  declare line: number;
  declare column: number;
  declare ruleId: ProblemKind;
  declare url: string;

  constructor({ file, line, column, message, severity, kind }: ProblemFields) {
    // Every message is one line (a value quoted in it may hold a line break): editors, logs and GitHub read lines.
    super(message.replace(/\r?\n|\r/g, '\\n'), { place: { line, column }, ruleId: kind, source: 'content-check' });
    this.file = file;
    this.fatal = severity === 'error';
    this.url = messageAddress(kind);
  }

  get kind(): ProblemKind {
    return this.ruleId;
  }

  get severity(): Severity {
    return this.fatal ? 'error' : 'warning';
  }

  /** Its fields as plain data, to send to another thread: a structured clone keeps only an Error's message. */
  fields(): ProblemFields {
    const { file, line, column, message, severity, kind } = this;
    return { file, line, column, message, severity, kind };
  }
}

/** The one-line form every content message takes: `content/x.mdx:41:1  What is wrong. How to fix it.` */
export function formatProblem(problem: ContentProblem): string {
  const label = problem.severity === 'warning' ? 'warning: ' : '';
  return `${problem.file}:${problem.line}:${problem.column}  ${label}${problem.message}`;
}

/** Errors first, then warnings, each group by file, then in vfile's order of messages in a file (line, column …). */
export function sortProblems(problems: ContentProblem[]): ContentProblem[] {
  return [...problems].sort(
    (a, b) => Number(b.fatal) - Number(a.fatal) || a.file.localeCompare(b.file) || compareMessage(a, b),
  );
}

export function hasErrors(problems: ContentProblem[]): boolean {
  return statistics(problems).fatal > 0;
}

/** `content/x.mdx` for any absolute or relative path under the project root. */
export function projectRelative(filePath: string, root = process.cwd()): string {
  return path.relative(root, path.resolve(root, filePath)).split(path.sep).join('/');
}

/** Thrown by the build when content has errors; its message is the formatted lines, nothing else. */
export class ContentError extends Error {
  readonly problems: ContentProblem[];

  constructor(problems: ContentProblem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.problems = problems;
    this.name = 'ContentError';
  }
}
