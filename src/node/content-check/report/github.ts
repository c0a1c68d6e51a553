import type { ContentProblem } from './content-problem.ts';

/*
 * On GitHub Actions, each problem is also printed as a workflow command, which GitHub shows as an
 * annotation on that line of the pull request's Files view, and the job summary lists them all.
 * https://docs.github.com/en/actions/reference/workflows-and-actions/workflow-commands
 */

/** `::error file=content/x.mdx,line=12,col=3::message` (`::warning` for a warning), one per problem. */
export function workflowCommands(problems: ContentProblem[]): string[] {
  return problems.map(
    (problem) =>
      `::${problem.severity} file=${escapeProperty(problem.file)},line=${problem.line},col=${problem.column}::${escapeData(problem.message)}`,
  );
}

/** Where the job's files can be read on GitHub, to link each problem to its line. */
export interface Repository {
  /** https://github.com */
  server: string;
  /** owner/name */
  name: string;
  /** The commit checked. */
  sha: string;
}

/** The repository the job runs on, from the variables Actions sets, when it sets them all. */
export function repositoryFromEnv(env: NodeJS.ProcessEnv): Repository | undefined {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: name, GITHUB_SHA: sha } = env;
  return server && name && sha ? { server, name, sha } : undefined;
}

/** The job summary (GitHub-flavoured Markdown): the counts, then a table of every problem. */
export function stepSummary(problems: ContentProblem[], repository?: Repository): string {
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  const warnings = problems.length - errors;
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  const heading = `## Content check: ${plural(errors, 'error')}, ${plural(warnings, 'warning')}`;
  if (problems.length === 0) return `${heading}\n\nEvery page and the settings file are fine.\n`;
  const rows = problems.map((problem) => {
    const place = `${problem.file}:${problem.line}:${problem.column}`;
    const where = repository
      ? `[${place}](${repository.server}/${repository.name}/blob/${repository.sha}/${encodeURI(problem.file)}#L${problem.line})`
      : place;
    return `| ${problem.severity} | ${where} | ${escapeMarkdown(problem.message)} |`;
  });
  const help = 'CONTENT.md, "When the build says no", explains every message.';
  return [heading, '', '| | Where | What is wrong, and what to do |', '| --- | --- | --- |', ...rows, '', help, ''].join('\n');
}

/** A workflow command's message: %, CR and LF are escaped. */
function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A workflow command's property value: also : and , which separate properties. */
function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** A message as table text: tags and link syntax shown as written, and no | to end the cell. */
function escapeMarkdown(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/([\\`*_[\]|])/g, '\\$1');
}
