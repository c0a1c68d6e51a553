import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { NOT_FOUND_PATH, routePathForFile } from '../../lib/route-path.ts';
import { byteBudgets } from './byte-budgets.ts';
import { problem } from '../content-check/messages/problem.ts';
import type { ContentProblem } from '../content-check/report/content-problem.ts';
import { htmlFileForPath } from './site-files.ts';

/**
 * Each built page's HTML against its budget, as a host sends it (gzip): a page's copy is the copywriter's, so a page
 * that grows past it is theirs to answer, at its file, with what to do. The build runs this once every page is
 * written; the content check cannot, since the weight is the rendered page's.
 */
export async function pageWeightProblems(outDir: string, contentFiles: readonly string[]): Promise<ContentProblem[]> {
  const weighed = await Promise.all(
    contentFiles.map(async (file) => {
      const route = routePathForFile(file);
      const html = path.join(outDir, route === NOT_FOUND_PATH ? '404.html' : htmlFileForPath(route));
      const bytes = await readFile(html).catch(() => undefined);
      return { file, wire: bytes ? gzipSync(bytes).length : 0 };
    }),
  );
  return weighed
    .filter(({ wire }) => wire > byteBudgets.html)
    .map(({ file, wire }) =>
      problem('page-over-budget', { size: wire, budget: byteBudgets.html }, { file, line: 1, column: 1 }),
    );
}
