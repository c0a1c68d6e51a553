import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { byteBudgets } from '../../../../src/node/build/byte-budgets.ts';
import { pageWeightProblems } from '../../../../src/node/build/page-weight.ts';
import { matchesKind } from '../../../../src/node/content-check/report/problem-kinds.ts';
import { temporaryFolder } from '../../temporary-folder.ts';

describe('each page’s weight, after the build', () => {
  it('names a page whose HTML is over its budget at its file, with what to do, and passes the others', async () => {
    const outDir = await temporaryFolder('page-weight');
    await mkdir(path.join(outDir, 'guides/long'), { recursive: true });
    await writeFile(path.join(outDir, 'index.html'), '<p>Short.</p>');
    await writeFile(path.join(outDir, '404.html'), '<p>Not here.</p>');
    // Random text gzip cannot shrink much: a page long past the budget.
    await writeFile(path.join(outDir, 'guides/long/index.html'), randomBytes(byteBudgets.html).toString('base64'));
    const problems = await pageWeightProblems(outDir, [
      'content/index.mdx',
      'content/404.mdx',
      'content/guides/long.mdx',
    ]);
    expect(problems.map((problem) => [problem.file, problem.line, problem.kind])).toEqual([
      ['content/guides/long.mdx', 1, 'page-over-budget'],
    ]);
    expect(problems[0]!.message).toMatch(
      /^This page's HTML is \d+\.\d KB as it is sent, over its budget of 30\.0 KB: .* Split it into two pages/,
    );
    expect(matchesKind(problems[0]!.message, 'page-over-budget')).toBe(true);
  });
});
