// npm run check: every content mistake at once, one line each (`content/x.mdx:41:1  What is wrong. How to fix it.`),
// errors first. Exits 1 when there is any error; warnings alone still pass.
// On GitHub Actions (GITHUB_ACTIONS=true) each problem is also printed as a workflow command, so it shows on its
// line in the pull request, and the job summary ($GITHUB_STEP_SUMMARY) lists them.
// `node scripts/check.ts <folder>` checks another project folder's content/ and public/ (the tests use this).
import { appendFile } from 'node:fs/promises';
import { repositoryFromEnv, stepSummary, workflowCommands } from '../src/node/content-check/report/github.ts';
import { checkContent } from '../src/node/content-check/index.ts';
import { hasErrors } from '../src/node/content-check/report/content-problem.ts';
import { formatReport } from '../src/node/content-check/report/terminal-report.ts';

const problems = await checkContent({ root: process.argv[2] });
console.log(formatReport(problems));
if (process.env.GITHUB_ACTIONS === 'true') {
  for (const command of workflowCommands(problems)) console.log(command);
  const summary = process.env.GITHUB_STEP_SUMMARY;
  if (summary) await appendFile(summary, stepSummary(problems, repositoryFromEnv(process.env)));
}
if (hasErrors(problems)) process.exit(1);
