// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  formatShare,
  headline,
  reviewHtml,
  SAME_FILES,
  summaryMarkdown,
  whereChanged,
  type ReviewedScreenshot,
} from '../../../../tools/review/review-report.ts';
import { NOT_FOUND_PAGE, pageForHtmlFile } from '../../../../tools/review/site-pages.ts';

const home = pageForHtmlFile('index.html');
const research = pageForHtmlFile('research/index.html');
const keynote = pageForHtmlFile('keynote/index.html');
const shots: ReviewedScreenshot[] = [
  { page: home, width: 390, outcome: 'unchanged', share: 0 },
  { page: home, width: 1280, outcome: 'unchanged', share: 0 },
  { page: research, width: 390, outcome: 'changed', share: 0.0123, rows: { top: 120, bottom: 7826 } },
  { page: research, width: 1280, outcome: 'changed', share: 0.00004, rows: { top: 5104, bottom: 5104 } },
  { page: NOT_FOUND_PAGE, width: 390, outcome: 'added' },
  { page: keynote, width: 390, outcome: 'unchanged', share: 0, sameFiles: true },
];

describe('the review report', () => {
  it('writes shares of pixels a reviewer can read', () => {
    expect([0, 0.00004, 0.0123, 1, undefined].map(formatShare)).toEqual(['0%', '< 0.01%', '1.23%', '100.00%', '—']);
  });

  it('says in one line how much changed', () => {
    expect(headline(shots)).toBe('3 of 6 screenshots differ, on 2 pages.');
    expect(headline(shots.slice(0, 2))).toBe('No page changed: all 2 screenshots are identical.');
  });

  it('says where on a long page the changes are', () => {
    expect(whereChanged({ top: 120, bottom: 7826 })).toBe('between 120 and 7,826 px from the top');
    expect(whereChanged({ top: 5104, bottom: 5104 })).toBe('at 5,104 px from the top');
  });

  it('summarises every screenshot in a table, changes first', () => {
    expect(summaryMarkdown(shots, 'main (abc1234) → working tree')).toMatchInlineSnapshot(`
      "## Visual review

      main (abc1234) → working tree. 3 of 6 screenshots differ, on 2 pages.

      | Page | Width | Result | Pixels changed | Where |
      | --- | --- | --- | --- | --- |
      | /research | 390 px | changed | 1.23% | between 120 and 7,826 px from the top |
      | /research | 1280 px | changed | < 0.01% | at 5,104 px from the top |
      | not-found page | 390 px | added | — |  |
      | / | 390 px | unchanged | 0% |  |
      | / | 1280 px | unchanged | 0% |  |
      | /keynote | 390 px | unchanged | 0% | the same files: not photographed |

      Before, after and the highlighted difference of each changed page are in \`review/index.html\` (the **review** artifact).
      "
    `);
  });

  it('shows before, after and difference for a changed page, and only the new picture for an added one', () => {
    const html = reviewHtml(shots, 'main → working tree');
    const pictures = [...html.matchAll(/<img src="([^"]+)"/g)].map((match) => match[1]);
    expect(pictures).toEqual([
      'before/research-390.png',
      'after/research-390.png',
      'difference/research-390.png',
      'before/research-1280.png',
      'after/research-1280.png',
      'difference/research-1280.png',
      'after/not-found-390.png',
    ]);
    expect(html).toContain('<a href="after/home-1280.png">/ at 1280 px</a>');
    // A page built from the same files was not photographed: named, with no picture to link to.
    expect(html).toContain(`<li>/keynote at 390 px (${SAME_FILES})</li>`);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
  });
});
