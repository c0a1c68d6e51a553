// npm run check: every content mistake at once, one line each (`content/x.mdx:41:1  What is wrong. How to fix it.`),
// errors first. Exits 1 when there is any error; warnings alone still pass.
// `tsx scripts/check.ts <folder>` checks another project folder's content/ and public/ (the tests use this).
import { checkContent } from '../src/build/content-check/index.ts';
import { formatReport, hasErrors } from '../src/build/content-check/report.ts';

const problems = await checkContent({ root: process.argv[2] });
console.log(formatReport(problems));
if (hasErrors(problems)) process.exit(1);
