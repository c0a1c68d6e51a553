// npm run review with the working tree at its base commit: two builds and two sets of screenshots of the
// same sources, which must not differ by a single pixel.
import { describe, expect, it } from 'vitest';
import { EVERY_PAGE, REVIEW_TIMEOUT, reviewProject } from '../support/review-project.ts';

describe('npm run review on an unchanged working tree', () => {
  it('reports every page at both widths unchanged, and leaves no worktree behind', async () => {
    const { git, review } = await reviewProject('review-unchanged');
    const rows = await review();
    expect([...new Set(rows.map((row) => row.page))]).toEqual(EVERY_PAGE);
    expect(rows.map((row) => row.width).sort()).toEqual([...Array(6).fill('1280 px'), ...Array(6).fill('390 px')]);
    expect(rows.filter((row) => row.result !== 'unchanged' || row.share !== '0%')).toEqual([]);
    expect(git('worktree', 'list').trim().split('\n')).toHaveLength(1);
  }, REVIEW_TIMEOUT);
});
