// npm run check: every content mistake at once, one line each (`content/x.mdx:41:1  What is wrong. How to fix it.`),
// errors first. Exits 1 when there is any error; warnings alone still pass.
// `tsx scripts/check.ts <folder>` checks another project folder's content/ and public/ (the tests use this).
import { formatProblem } from '../src/build/content-problem.ts';
import { checkContent } from '../src/build/content-check/index.ts';

const problems = await checkContent({ root: process.argv[2] });
const errors = problems.filter((problem) => problem.severity === 'error');
for (const problem of problems) console.log(formatProblem(problem));

const warnings = problems.length - errors.length;
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
console.log(`\nContent check: ${plural(errors.length, 'error')}, ${plural(warnings, 'warning')}.`);
if (errors.length > 0) process.exit(1);
