import type { ContentProblem } from './content-problem.ts';
import { countLine } from './terminal-report.ts';

/*
 * On GitHub Actions, each problem is also printed as a workflow command, which GitHub shows as an
 * annotation on that line of the pull request's Files view, and the job summary lists them all.
 * https://docs.github.com/en/actions/reference/workflows-and-actions/workflow-commands
 */

/**
 * `::error file=content/x.mdx,line=12,col=3,title=…::message` (`::warning` for a warning), one per problem. The
 * annotation's title says where the docs explain the message: `See docs/writing/messages/components.md#component-unknown`.
 */
export function workflowCommands(problems: ContentProblem[]): string[] {
  return problems.map((problem) => {
    const properties = `file=${escapeProperty(problem.file)},line=${problem.line},col=${problem.column},title=${escapeProperty(`See ${problem.url}`)}`;
    return `::${problem.severity} ${properties}::${escapeData(problem.message)}`;
  });
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
  const heading = `## Content check: ${countLine(problems)}`;
  if (problems.length === 0) return `${heading}\n\nEvery page and the settings file are fine.\n`;
  const rows = problems.map((problem) => {
    const place = `${problem.file}:${problem.line}:${problem.column}`;
    const blob = repository && `${repository.server}/${repository.name}/blob/${repository.sha}`;
    const where = blob ? `[${place}](${blob}/${encodeURI(problem.file)}#L${problem.line})` : place;
    const explained = blob ? `[${problem.kind}](${blob}/${problem.url})` : problem.url;
    return `| ${problem.severity} | ${where} | ${escapeMarkdown(problem.message)} | ${explained} |`;
  });
  const help = 'docs/writing/messages/ explains every message, one page for each group.';
  const columns = ['| | Where | What is wrong, and what to do | Explained in |', '| --- | --- | --- | --- |'];
  return [heading, '', ...columns, ...rows, '', help, ''].join('\n');
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
