import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pictureSlots } from '../../../lib/picture-slots.ts';
import { encodePicture, UnusablePicture } from '../../pictures/encode-picture.ts';
import { offlineCopy, OFFLINE_PICTURES_BUDGET, phoneCopy, PICTURE_BUDGET } from '../../pictures/picture-budget.ts';
import { GUIDE_PATH, OFFLINE_PATH } from '../../../lib/offline.ts';
import { PICTURE_CACHE } from '../../pictures/picture-store.ts';
import { sniffFormat } from '../../pictures/sniff-format.ts';
import { problem, type ProblemPlace } from '../messages/problem.ts';
import type { ContentProblem } from '../report/content-problem.ts';
import type { PictureUse, SiteCheckContext } from '../context.ts';

/**
 * The picture files themselves, read as the build will: a file that is no picture a browser shows (an iPhone
 * HEIC, a PDF with a picture's name, a file cut short) is an error at the line that uses it; a photo narrower
 * than the place that stretches it is a warning; anything a visitor would still receive above the budget for
 * one picture is an error with its size, and so is the picture that takes those kept for offline over their budget.
 * Photos are encoded here, into the cache the build then reuses.
 */
export async function checkPictureFiles(
  context: SiteCheckContext,
  cacheDir = PICTURE_CACHE,
): Promise<ContentProblem[]> {
  const { readPublicFile } = context;
  if (!readPublicFile) return [];
  const checks = context.pages.flatMap((page) =>
    page.pictures.map(async (image) => {
      if (!image.url.startsWith('/') || image.url.startsWith('//')) return undefined;
      const bytes = await readPublicFile(image.url.split(/[?#]/)[0]!);
      if (!bytes) return undefined;
      return {
        page,
        image,
        ...(await pictureProblem(image, bytes, cacheDir, { file: page.file, line: image.line, column: image.column })),
      };
    }),
  );
  // All at once: encoding ten camera photos one after another would take twice as long on two cores.
  const read = (await Promise.all(checks)).filter((checked) => checked !== undefined);
  const problems = read.flatMap((checked) => (checked.problem ? [checked.problem] : []));
  return [...problems, ...offlineBudgetProblems(read.filter(({ page }) => OFFLINE_PAGES.includes(page.route)))];
}

const OFFLINE_PAGES = [GUIDE_PATH, OFFLINE_PATH];

/**
 * The pictures the service worker keeps (those of the guide and the offline page, each file once) against their
 * budget: the first picture, in the pages' order, that takes them over it is the one the message names.
 */
function offlineBudgetProblems(
  pictures: { page: { file: string }; image: PictureUse; kept: number }[],
): ContentProblem[] {
  const distinct = pictures.filter(
    (picture, index) => pictures.findIndex(({ image }) => image.url === picture.image.url) === index,
  );
  const total = distinct.reduce((sum, { kept }) => sum + kept, 0);
  if (total <= OFFLINE_PICTURES_BUDGET) return [];
  let running = 0;
  const { page, image } = distinct.find(({ kept }) => (running += kept) > OFFLINE_PICTURES_BUDGET)!;
  const data = { url: image.url, total, budget: OFFLINE_PICTURES_BUDGET, file: page.file };
  return [problem('offline-pictures-over-budget', data, { file: page.file, line: image.line, column: image.column })];
}

/** What is wrong with a picture used at `at`, if anything, and what it adds to the pictures kept for offline. */
async function pictureProblem(
  image: PictureUse,
  bytes: Uint8Array,
  cacheDir: string,
  at: ProblemPlace,
): Promise<{ problem?: ContentProblem; kept: number }> {
  const { url } = image;
  const format = sniffFormat(bytes);
  if (format === 'svg' || format === 'gif') {
    // Sent as they are (an SVG compressed, as hosts send text).
    const kept = format === 'svg' ? gzipSync(bytes).length : bytes.length;
    if (!image.slot || bytes.length <= PICTURE_BUDGET) return { kept };
    return {
      kept,
      problem: problem('image-over-budget', { url, budget: PICTURE_BUDGET, sent: format, bytes: bytes.length }, at),
    };
  }
  try {
    const encoded = await encodePicture(bytes, image.url, cacheDir);
    const kept = offlineCopy(encoded).bytes;
    if (!image.slot) return { kept };
    const copy = phoneCopy(encoded);
    if (copy.bytes > PICTURE_BUDGET)
      return { kept, problem: problem('image-over-budget', { url, budget: PICTURE_BUDGET, phone: copy }, at) };
    const slot = pictureSlots[image.slot];
    if (slot.stretches && encoded.width < slot.widest) {
      return {
        kept,
        problem: problem(
          'image-too-narrow',
          { url, width: encoded.width, component: image.component ?? '', widest: slot.widest },
          at,
        ),
      };
    }
    return { kept };
  } catch (thrown) {
    if (!(thrown instanceof UnusablePicture)) throw thrown;
    const { reason } = thrown;
    const unusable =
      reason === 'truncated'
        ? problem('image-truncated', { url }, at)
        : problem('image-unsupported', { url, reason, extension: path.extname(url) }, at);
    return { kept: 0, problem: unusable };
  }
}
