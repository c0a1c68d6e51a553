// npm run review in a throwaway git repository holding a copy of the project, its files committed as the
// base. The first review builds the base and the working tree and photographs both sides of the pages whose files
// differ; the next (in a clone of the repository) reuses what the review keeps for that commit, as a copywriter's
// next review does, and photographs only the working tree's side of the page whose files changed.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SAME_FILES } from '../../tools/review/review-report.ts';
import {
  cloneReviewProject,
  EVERY_PAGE,
  pagesWith,
  REVIEW_TIMEOUT,
  reviewProject,
  type ReviewProject,
} from './support/review-project.ts';

let project: ReviewProject;
beforeAll(async () => {
  project = await reviewProject('review');
});

/** That the review reused the base's build and pictures, kept from the first review. */
function expectBaseKept(output: string) {
  expect(output).toMatch(/Building the working tree \(HEAD \([0-9a-f]{7}\) was built before\)/);
  expect(output).toMatch(
    /The pictures of HEAD \([0-9a-f]{7}\) were kept from an earlier review: only the working tree was photographed/,
  );
}

describe('npm run review', () => {
  // The first review builds both sides and photographs the pages whose files differ. A copy change shows on /keynote. A
  // new description, in /research's head only, changes that page's files but not its look: photographed on both sides
  // apart, it must come out at 0% (the pictures hold still on the site's longest page, with its calculator and sections
  // that fade in). Every other page is built from the same files, and is not photographed. (Not the guide: its HTML is
  // in the service worker's precache list, which every page's script names.)
  it(
    'after a copy change on one page and a head-only change on another, reports the first changed at both widths with its pictures, the second photographed and unchanged, every other page unchanged without photographing it, and leaves no worktree behind',
    async () => {
      const keynote = path.join(project.folder, 'content/keynote.mdx');
      const research = path.join(project.folder, 'content/research.mdx');
      const [keynotePage, researchPage] = await Promise.all([readFile(keynote, 'utf8'), readFile(research, 'utf8')]);
      // Whatever the pages say now: a line of copy under the keynote's headline, and other words at the start of /research's description.
      expect(keynotePage).toMatch(/^# /m);
      expect(researchPage).toMatch(/^description: /m);
      await writeFile(
        keynote,
        keynotePage.replace(/^# .*$/m, (headline) => `${headline}\n\nA line the review must find.`),
      );
      await writeFile(research, researchPage.replace(/^description: /m, 'description: Studies in short, '));

      const { rows } = await project.review();
      // Changed pages come first in the report.
      expect([...new Set(rows.map((row) => row.page))].sort()).toEqual([...EVERY_PAGE].sort());
      expect(rows.map((row) => row.width).sort()).toEqual([
        ...Array(EVERY_PAGE.length).fill('1280 px'),
        ...Array(EVERY_PAGE.length).fill('390 px'),
      ]);
      expect(pagesWith(rows, 'changed')).toEqual(['/keynote']);
      expect(rows.filter((row) => row.result === 'changed').map((row) => row.width)).toEqual(['390 px', '1280 px']);
      const photographedUnchanged = rows.filter((row) => row.page === '/research');
      expect(
        photographedUnchanged.map(({ result, share, where }) => ({ result, share, sameFiles: where === SAME_FILES })),
      ).toEqual(Array(2).fill({ result: 'unchanged', share: '0%', sameFiles: false }));
      const others = rows.filter((row) => row.page !== '/keynote' && row.page !== '/research');
      expect(others).toHaveLength(2 * (EVERY_PAGE.length - 2));
      expect(others.filter((row) => row.result !== 'unchanged' || row.where !== SAME_FILES)).toEqual([]);
      const html = await readFile(path.join(project.folder, 'review/index.html'), 'utf8');
      for (const picture of ['before/keynote-390.png', 'after/keynote-390.png', 'difference/keynote-1280.png']) {
        expect(html).toContain(`src="${picture}"`);
        expect(existsSync(path.join(project.folder, 'review', picture))).toBe(true);
      }
      expect(existsSync(path.join(project.folder, 'review/after/research-1280.png'))).toBe(true);
      expect(existsSync(path.join(project.folder, 'review/after/home-1280.png'))).toBe(false);
      expect(project.git('worktree', 'list').trim().split('\n')).toHaveLength(1);
    },
    REVIEW_TIMEOUT,
  );

  // The next review against the same base (in a clone, as a copywriter's next review) reuses the base's pictures, and
  // photographs only the page whose files differ.
  it(
    'against the same base again, after a copy change on one page, reuses the base and reports that page changed at both widths, every other page unchanged without photographing it',
    async () => {
      const clone = await cloneReviewProject(project, 'review-clone');
      const keynote = path.join(clone.folder, 'content/keynote.mdx');
      const page = await readFile(keynote, 'utf8');
      expect(page).toMatch(/^# /m);
      await writeFile(
        keynote,
        page.replace(/^# .*$/m, (headline) => `${headline}\n\nAnother line the review must find.`),
      );

      const { rows, output } = await clone.review();
      expectBaseKept(output);
      // Changed pages come first in the report.
      expect([...new Set(rows.map((row) => row.page))].sort()).toEqual([...EVERY_PAGE].sort());
      expect(pagesWith(rows, 'changed')).toEqual(['/keynote']);
      expect(rows.filter((row) => row.result === 'changed').map((row) => row.width)).toEqual(['390 px', '1280 px']);
      const others = rows.filter((row) => row.page !== '/keynote');
      expect(others).toHaveLength(2 * (EVERY_PAGE.length - 1));
      expect(
        others.filter((row) => row.result !== 'unchanged' || row.share !== '0%' || row.where !== SAME_FILES),
      ).toEqual([]);
      expect(output).toContain(`  / at 390 px: unchanged (${SAME_FILES})`);
      expect(existsSync(path.join(clone.folder, 'review/after/keynote-1280.png'))).toBe(true);
      expect(existsSync(path.join(clone.folder, 'review/after/home-1280.png'))).toBe(false);
    },
    REVIEW_TIMEOUT,
  );
});
