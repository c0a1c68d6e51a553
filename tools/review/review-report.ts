import type { SitePage } from './site-pages.ts';

/** What the review found for one page at one width. */
export type ScreenshotOutcome = 'changed' | 'unchanged' | 'added' | 'removed';

export interface ReviewedScreenshot {
  page: SitePage;
  width: number;
  outcome: ScreenshotOutcome;
  /** Share of pixels changed, 0 … 1; only for a page in both sites. */
  share?: number;
  /** Where on the page the changes are, in px from the top; only for a changed page. */
  rows?: { top: number; bottom: number };
  /** Unchanged because it is built from the same files on both sides: not photographed. */
  sameFiles?: boolean;
}

/** What the report says of a page built from the same files on both sides. */
export const SAME_FILES = 'the same files: not photographed';

/** "between 7,812 and 7,826 px from the top": where to look on a long page. */
export function whereChanged(rows: { top: number; bottom: number }): string {
  const px = (value: number) => value.toLocaleString('en-US');
  return rows.top === rows.bottom
    ? `at ${px(rows.top)} px from the top`
    : `between ${px(rows.top)} and ${px(rows.bottom)} px from the top`;
}

/** Where a screenshot's pictures are, relative to review/. */
export function pictureFiles(shot: Pick<ReviewedScreenshot, 'page' | 'width'>) {
  const base = `${shot.page.name}-${shot.width}.png`;
  return { before: `before/${base}`, after: `after/${base}`, difference: `difference/${base}` };
}

const ORDER: ScreenshotOutcome[] = ['changed', 'added', 'removed', 'unchanged'];

/** Changed first, then added, removed and unchanged; within each, in page order. */
function byOutcome(shots: ReviewedScreenshot[]): ReviewedScreenshot[] {
  return ORDER.flatMap((outcome) => shots.filter((shot) => shot.outcome === outcome));
}

/** 0.1234 → "12.34%"; a change too small to show at two decimals still reads as one. */
export function formatShare(share: number | undefined): string {
  if (share === undefined) return '—';
  if (share === 0) return '0%';
  if (share < 0.0001) return '< 0.01%';
  return `${(share * 100).toFixed(2)}%`;
}

/** One line saying what changed: "2 of 12 screenshots changed (1 page)". */
export function headline(shots: ReviewedScreenshot[]): string {
  const different = shots.filter((shot) => shot.outcome !== 'unchanged');
  if (different.length === 0) return `No page changed: all ${shots.length} screenshots are identical.`;
  const pages = new Set(different.map((shot) => shot.page.name)).size;
  return `${different.length} of ${shots.length} screenshots differ, on ${pages} ${pages === 1 ? 'page' : 'pages'}.`;
}

/** review/summary.md: the table a reviewer reads in the pull request's job summary. */
export function summaryMarkdown(shots: ReviewedScreenshot[], comparison: string): string {
  const rows = byOutcome(shots).map(
    (shot) =>
      `| ${shot.page.label} | ${shot.width} px | ${shot.outcome} | ${formatShare(shot.share)} | ${shot.rows ? whereChanged(shot.rows) : shot.sameFiles ? SAME_FILES : ''} |`,
  );
  return [
    '## Visual review',
    '',
    `${comparison}. ${headline(shots)}`,
    '',
    '| Page | Width | Result | Pixels changed | Where |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
    'Before, after and the highlighted difference of each changed page are in `review/index.html` (the **review** artifact).',
    '',
  ].join('\n');
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

function figure(caption: string, file: string): string {
  return `<figure><figcaption>${caption}</figcaption><a href="${file}"><img src="${file}" alt="${caption}" loading="lazy"></a></figure>`;
}

function section(shot: ReviewedScreenshot): string {
  const files = pictureFiles(shot);
  const figures =
    shot.outcome === 'added'
      ? [figure('After (new page)', files.after)]
      : shot.outcome === 'removed'
        ? [figure('Before (page removed)', files.before)]
        : [
            figure('Before', files.before),
            figure('After', files.after),
            figure('Difference, in red', files.difference),
          ];
  const where = shot.rows ? `, ${whereChanged(shot.rows)}` : '';
  const title = `${escapeHtml(shot.page.label)} at ${shot.width} px: ${shot.outcome}${shot.share ? `, ${formatShare(shot.share)} of pixels${where}` : ''}`;
  return `<section><h2>${title}</h2><div class="pictures">${figures.join('')}</div></section>`;
}

/** review/index.html: every changed page's pictures side by side, self-contained so it opens offline. */
export function reviewHtml(shots: ReviewedScreenshot[], comparison: string): string {
  const different = byOutcome(shots).filter((shot) => shot.outcome !== 'unchanged');
  const unchanged = shots.filter((shot) => shot.outcome === 'unchanged');
  const unchangedList = unchanged.map((shot) => {
    const name = `${escapeHtml(shot.page.label)} at ${shot.width} px`;
    return `<li>${shot.sameFiles ? `${name} (${SAME_FILES})` : `<a href="${pictureFiles(shot).after}">${name}</a>`}</li>`;
  });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Visual review</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem; color: #1c1917; background: #fafaf9; }
  h1 { margin: 0 0 .25rem; } h2 { font-size: 1.125rem; margin: 2.5rem 0 .75rem; }
  .pictures { display: grid; grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr)); gap: 1rem; align-items: start; }
  figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: .25rem; }
  img { width: 100%; border: 1px solid #d6d3d1; background: #fff; }
</style>
</head>
<body>
<h1>Visual review</h1>
<p>${escapeHtml(comparison)}. ${escapeHtml(headline(shots))}</p>
${different.map(section).join('\n')}
${unchanged.length ? `<h2>Unchanged</h2><ul>${unchangedList.join('')}</ul>` : ''}
</body>
</html>
`;
}
