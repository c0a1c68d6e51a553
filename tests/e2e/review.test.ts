// npm run review in a throwaway git repository holding a copy of the project, its files committed as the
// base. The first review builds and photographs the base; the next two, side by side (one in a clone of the
// repository), reuse what the review keeps for that commit, as a copywriter's next review does.
import { existsSync } from 'node:fs';
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it, type ExpectStatic } from 'vitest';
import { cloneReviewProject, EVERY_PAGE, pagesWith, REVIEW_TIMEOUT, reviewProject, type ReviewProject } from './support/review-project.ts';

let project: ReviewProject;
beforeAll(async () => {
  project = await reviewProject('review');
});

/** That the review reused the base's build and pictures, kept from the first review (the test's own expect: they run side by side). */
function expectBaseKept(output: string, expect: ExpectStatic) {
  expect(output).toMatch(/Building the working tree \(HEAD \([0-9a-f]{7}\) was built before\)/);
  expect(output).toMatch(/The pictures of HEAD \([0-9a-f]{7}\) were kept from an earlier review: only the working tree was photographed/);
}

describe('npm run review', () => {
  it('on an unchanged working tree reports every page at both widths unchanged, and leaves no worktree behind', async () => {
    const { rows } = await project.review();
    expect([...new Set(rows.map((row) => row.page))]).toEqual(EVERY_PAGE);
    expect(rows.map((row) => row.width).sort()).toEqual([...Array(6).fill('1280 px'), ...Array(6).fill('390 px')]);
    expect(rows.filter((row) => row.result !== 'unchanged' || row.share !== '0%')).toEqual([]);
    expect(project.git('worktree', 'list').trim().split('\n')).toHaveLength(1);
  }, REVIEW_TIMEOUT);

  describe.concurrent('against the same base again', () => {
    it('after a copy change on one page reports that page changed at both widths, with its pictures, and nothing else', async ({ expect }) => {
      const keynote = path.join(project.folder, 'content/keynote.mdx');
      const page = await readFile(keynote, 'utf8');
      expect(page).toContain('Bringing humanity to AI');
      await writeFile(keynote, page.replace('Bringing humanity to AI', 'Bring humanity to AI'));

      const { rows, output } = await project.review();
      expectBaseKept(output, expect);
      expect(pagesWith(rows, 'changed')).toEqual(['/keynote']);
      expect(rows.filter((row) => row.result === 'changed').map((row) => row.width)).toEqual(['390 px', '1280 px']);
      expect(pagesWith(rows, 'unchanged')).toEqual(EVERY_PAGE.filter((label) => label !== '/keynote').sort());
      const html = await readFile(path.join(project.folder, 'review/index.html'), 'utf8');
      for (const picture of ['before/keynote-390.png', 'after/keynote-390.png', 'difference/keynote-1280.png']) {
        expect(html).toContain(`src="${picture}"`);
        expect(existsSync(path.join(project.folder, 'review', picture))).toBe(true);
      }
    }, REVIEW_TIMEOUT);

    it('after a change to the stylesheet every page shares reports every page changed at both widths', async ({ expect }) => {
      const clone = await cloneReviewProject(project, 'review-clone');
      await appendFile(path.join(clone.folder, 'src/styles/global.css'), '\nbody { border-top: 3px solid #b91c1c; }\n');

      const { rows, output } = await clone.review();
      expectBaseKept(output, expect);
      expect(pagesWith(rows, 'changed')).toEqual([...EVERY_PAGE].sort());
      expect(rows.filter((row) => row.result !== 'changed')).toEqual([]);
    }, REVIEW_TIMEOUT);
  });
});
