import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { findTestChrome, testChromeArgs } from '../../scripts/find-chrome.mjs';
import { startStaticServer } from '../../src/node/server/static-server.ts';
import { compareScreenshots } from './compare-screenshots.ts';
import { keepScreenshots, readKeptScreenshots, screenshotKey } from './kept-screenshots.ts';
import { sameFiles } from './page-files.ts';
import { pictureFiles, reviewHtml, summaryMarkdown, type ReviewedScreenshot } from './review-report.ts';
import { pagesInEither, pagesOfSite, type SitePage } from './site-pages.ts';
import { openStableContext, REVIEW_VIEWPORTS, stableScreenshot } from './stable-screenshot.ts';

export interface ReviewSitesOptions {
  /** The built site before the change (a dist/ folder, built for /). */
  before: string;
  /** The built site after it. */
  after: string;
  /** Where review/index.html, review/summary.md and the pictures go; emptied first. */
  outDir: string;
  /** What is compared with what, for the report's first line: "main (abc1234) → working tree". */
  comparison: string;
  /**
   * Where to keep the before site's pictures and look for them first: given when the before site never
   * changes (a base commit's build), so that a later review against it photographs only the after site.
   */
  keepBeforeIn?: string;
}

/** What a review found, page by page, and how many pictures of the before site it took and found kept. */
export interface ReviewResult {
  shots: ReviewedScreenshot[];
  before: { taken: number; kept: number };
}

/** Full-page screenshots of the given pages of one built site, at one width, keyed by page name. */
async function screenshotsOf(
  browser: Browser,
  dist: string,
  pages: SitePage[],
  viewport: { width: number; height: number },
) {
  const pictures = new Map<string, Buffer>();
  if (pages.length === 0) return pictures;
  const server = await startStaticServer({ root: dist });
  const context = await openStableContext(browser, viewport);
  try {
    const page = await context.newPage();
    for (const sitePage of pages)
      pictures.set(sitePage.name, await stableScreenshot(page, new URL(sitePage.address, server.url).href));
    return pictures;
  } finally {
    await context.close();
    await server.close();
  }
}

/** The before site's pictures at one width: those kept from an earlier review, the others taken (and kept). */
async function beforeScreenshots(
  browser: Browser,
  before: string,
  pages: SitePage[],
  viewport: { width: number; height: number },
  keepIn?: string,
) {
  if (!keepIn) return { pictures: await screenshotsOf(browser, before, pages, viewport), kept: 0 };
  const folder = path.join(
    keepIn,
    await screenshotKey(`${browser.version()} ${testChromeArgs.join(' ')}`),
    String(viewport.width),
  );
  const kept = await readKeptScreenshots(
    folder,
    pages.map((page) => page.name),
  );
  const taken = await screenshotsOf(
    browser,
    before,
    pages.filter((page) => !kept.has(page.name)),
    viewport,
  );
  await keepScreenshots(folder, taken);
  return { pictures: new Map([...kept, ...taken]), kept: kept.size };
}

/** The names of the pages built from the same bytes on both sides (page-files.ts): the same pictures, not taken. */
async function pagesWithSameFiles(
  before: string,
  after: string,
  pagesBefore: SitePage[],
  pagesAfter: SitePage[],
): Promise<Set<string>> {
  const inAfter = new Set(pagesAfter.map((page) => page.name));
  const compared = new Map<string, Promise<boolean>>();
  const inBoth = pagesBefore.filter((page) => inAfter.has(page.name));
  const same = await Promise.all(inBoth.map((page) => sameFiles(before, after, page.file, compared)));
  return new Set(inBoth.filter((_, index) => same[index]).map((page) => page.name));
}

/**
 * Screenshots every page present in either site at every review width, compares each pair pixel by pixel, and
 * writes the report. A page built from the same files on both sides is reported unchanged without being
 * photographed: a one-page change photographs that page only.
 */
export async function reviewSites({
  before,
  after,
  outDir,
  comparison,
  keepBeforeIn,
}: ReviewSitesOptions): Promise<ReviewResult> {
  const [pagesBefore, pagesAfter] = await Promise.all([pagesOfSite(before), pagesOfSite(after)]);
  const inBefore = new Set(pagesBefore.map((page) => page.name));
  const pages = pagesInEither(pagesBefore, pagesAfter);
  const sameBytes = await pagesWithSameFiles(before, after, pagesBefore, pagesAfter);
  const toPhotograph = (list: SitePage[]) => list.filter((page) => !sameBytes.has(page.name));

  await rm(outDir, { recursive: true, force: true });
  await Promise.all(
    ['before', 'after', 'difference'].map((folder) => mkdir(path.join(outDir, folder), { recursive: true })),
  );
  const write = (file: string, bytes: Buffer) => writeFile(path.join(outDir, file), bytes);

  const executablePath = findTestChrome();
  if (!executablePath) throw new Error('No Chromium found: run npm test once (it installs one), or set CHROME_PATH.');
  const browser = await chromium.launch({ executablePath, args: testChromeArgs });
  const shots: ReviewedScreenshot[] = [];
  const beforeCount = { taken: 0, kept: 0 };
  try {
    for (const viewport of REVIEW_VIEWPORTS) {
      const [{ pictures: picturesBefore, kept }, picturesAfter] = await Promise.all([
        beforeScreenshots(browser, before, toPhotograph(pagesBefore), viewport, keepBeforeIn),
        screenshotsOf(browser, after, toPhotograph(pagesAfter), viewport),
      ]);
      beforeCount.kept += kept;
      beforeCount.taken += picturesBefore.size - kept;
      for (const page of pages) {
        const shot = { page, width: viewport.width };
        if (sameBytes.has(page.name)) {
          shots.push({ ...shot, outcome: 'unchanged', share: 0, sameFiles: true });
          continue;
        }
        const files = pictureFiles(shot);
        const [old, current] = [picturesBefore.get(page.name), picturesAfter.get(page.name)];
        if (current) await write(files.after, current);
        if (!old || !current) {
          if (old) await write(files.before, old);
          shots.push({ ...shot, outcome: inBefore.has(page.name) ? 'removed' : 'added' });
          continue;
        }
        const difference = await compareScreenshots(old, current);
        if (difference.highlight)
          await Promise.all([write(files.before, old), write(files.difference, difference.highlight)]);
        shots.push({
          ...shot,
          outcome: difference.changedPixels > 0 ? 'changed' : 'unchanged',
          share: difference.share,
          rows: difference.rows,
        });
      }
    }
  } finally {
    await browser.close();
  }
  const inPageOrder = pages.flatMap((page) => shots.filter((shot) => shot.page.name === page.name));
  await writeFile(path.join(outDir, 'summary.md'), summaryMarkdown(inPageOrder, comparison));
  await writeFile(path.join(outDir, 'index.html'), reviewHtml(inPageOrder, comparison));
  return { shots: inPageOrder, before: beforeCount };
}
