// npm run review after a copywriter's edit to one page.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EVERY_PAGE, pagesWith, REVIEW_TIMEOUT, reviewProject } from '../support/review-project.ts';

describe('npm run review after a copy change on one page', () => {
  it('reports that page changed at both widths, with its pictures, and nothing else', async () => {
    const { folder, review } = await reviewProject('review-copy-change');
    const keynote = path.join(folder, 'content/keynote.mdx');
    const page = await readFile(keynote, 'utf8');
    expect(page).toContain('Bringing humanity to AI');
    await writeFile(keynote, page.replace('Bringing humanity to AI', 'Bring humanity to AI'));

    const rows = await review();
    expect(pagesWith(rows, 'changed')).toEqual(['/keynote']);
    expect(rows.filter((row) => row.result === 'changed').map((row) => row.width)).toEqual(['390 px', '1280 px']);
    expect(pagesWith(rows, 'unchanged')).toEqual(EVERY_PAGE.filter((label) => label !== '/keynote').sort());
    const html = await readFile(path.join(folder, 'review/index.html'), 'utf8');
    for (const picture of ['before/keynote-390.png', 'after/keynote-390.png', 'difference/keynote-1280.png']) {
      expect(html).toContain(`src="${picture}"`);
      expect(existsSync(path.join(folder, 'review', picture))).toBe(true);
    }
  }, REVIEW_TIMEOUT);
});
