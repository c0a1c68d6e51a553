// npm run review after a change to the stylesheet every page shares.
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EVERY_PAGE, pagesWith, REVIEW_TIMEOUT, reviewProject } from '../support/review-project.ts';

describe('npm run review after a change to the shared CSS', () => {
  it('reports every page changed at both widths', async () => {
    const { folder, review } = await reviewProject('review-css-change');
    await appendFile(path.join(folder, 'src/styles/global.css'), '\nbody { border-top: 3px solid #b91c1c; }\n');

    const rows = await review();
    expect(pagesWith(rows, 'changed')).toEqual([...EVERY_PAGE].sort());
    expect(rows.filter((row) => row.result !== 'changed')).toEqual([]);
  }, REVIEW_TIMEOUT);
});
