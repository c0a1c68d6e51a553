import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pictureSlots } from '../../../lib/picture-slots.ts';
import { encodePicture, UnusablePicture } from '../../images/encode-picture.ts';
import { formatBytes, offlineCopy, OFFLINE_PICTURES_BUDGET, phoneCopy, PICTURE_BUDGET } from '../../images/picture-budget.ts';
import { GUIDE_PATH, OFFLINE_PATH } from '../../../lib/offline.ts';
import { PICTURE_CACHE } from '../../images/picture-store.ts';
import { sniffFormat } from '../../images/sniff-format.ts';
import { ContentProblem, type ProblemFields } from '../report/content-problem.ts';
import type { PictureUse, SiteCheckContext } from '../context.ts';
import type { ProblemKind } from '../report/problem-kinds.ts';

const EXPORT = 'Export it as JPEG, PNG or WebP, at any size, and put that file in public/images/';

/**
 * The picture files themselves, read as the build will: a file that is no picture a browser shows (an iPhone
 * HEIC, a PDF with a picture's name, a file cut short) is an error at the line that uses it; a photo narrower
 * than the place that stretches it is a warning; anything a visitor would still receive above the budget for
 * one picture is an error with its size, and so is the picture that takes those kept for offline over their budget.
 * Photos are encoded here, into the cache the build then reuses.
 */
export async function checkPictureFiles(context: SiteCheckContext, cacheDir = PICTURE_CACHE): Promise<ContentProblem[]> {
  const { readPublicFile } = context;
  if (!readPublicFile) return [];
  const checks = context.pages.flatMap((page) =>
    page.pictures.map(async (image) => {
      if (!image.url.startsWith('/') || image.url.startsWith('//')) return undefined;
      const bytes = await readPublicFile(image.url.split(/[?#]/)[0]!);
      if (!bytes) return undefined;
      const { found, kept } = await pictureProblem(image, bytes, cacheDir);
      return { page, image, kept, problem: found && new ContentProblem({ file: page.file, line: image.line, column: image.column, ...found }) };
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
function offlineBudgetProblems(pictures: { page: { file: string }; image: PictureUse; kept: number }[]): ContentProblem[] {
  const distinct = pictures.filter((picture, index) => pictures.findIndex(({ image }) => image.url === picture.image.url) === index);
  const total = distinct.reduce((sum, { kept }) => sum + kept, 0);
  if (total <= OFFLINE_PICTURES_BUDGET) return [];
  let running = 0;
  const { page, image } = distinct.find(({ kept }) => (running += kept) > OFFLINE_PICTURES_BUDGET)!;
  return [
    new ContentProblem({
      file: page.file,
      line: image.line,
      column: image.column,
      kind: 'offline-pictures-over-budget',
      severity: 'error',
      message: `Image "${image.url}" brings the pictures kept for offline to ${formatBytes(total)}, over their budget of ${formatBytes(OFFLINE_PICTURES_BUDGET)}: every visitor's phone downloads the guide's pictures after a first visit. Use fewer photos on ${page.file}, or crop them to what matters.`,
    }),
  ];
}

type Found = Pick<ProblemFields, 'kind' | 'message' | 'severity'>;
const error = (kind: ProblemKind, message: string): Found => ({ kind, message, severity: 'error' });

/** What is wrong with a picture, if anything, and what it adds to the pictures kept for offline. */
async function pictureProblem(image: PictureUse, bytes: Uint8Array, cacheDir: string): Promise<{ found?: Found; kept: number }> {
  const named = `Image "${image.url}"`;
  const format = sniffFormat(bytes);
  if (format === 'svg' || format === 'gif') {
    // Sent as they are (an SVG compressed, as hosts send text).
    const kept = format === 'svg' ? gzipSync(bytes).length : bytes.length;
    if (!image.slot || bytes.length <= PICTURE_BUDGET) return { kept };
    return { kept, found: error(
      'image-over-budget',
      `${named} is ${formatBytes(bytes.length)}, and every visitor downloads all of it (a ${format.toUpperCase()} is sent as it is); one picture may weigh at most ${formatBytes(PICTURE_BUDGET)}. ${format === 'svg' ? 'Simplify the drawing, or export' : 'Export'} it as JPEG, PNG or WebP, which the build resizes for each screen.`,
    ) };
  }
  try {
    const encoded = await encodePicture(bytes, image.url, cacheDir);
    const kept = offlineCopy(encoded).bytes;
    if (!image.slot) return { kept };
    const copy = phoneCopy(encoded);
    if (copy.bytes > PICTURE_BUDGET) {
      return { kept, found: error(
        'image-over-budget',
        `${named} is still ${formatBytes(copy.bytes)} on a phone after the build resizes it (${copy.width} px wide, ${copy.format.toUpperCase()}); one picture may weigh at most ${formatBytes(PICTURE_BUDGET)}. Crop it to what matters, or choose a calmer picture.`,
      ) };
    }
    const slot = pictureSlots[image.slot];
    if (slot.stretches && encoded.width < slot.widest) {
      return { kept, found: {
        kind: 'image-too-narrow',
        severity: 'warning',
        message: `${named} is ${encoded.width} px wide, and <${image.component}> shows it up to ${slot.widest} px wide, so it looks soft on larger screens. Use a copy at least ${slot.widest} px wide (larger is fine: the build makes the smaller copies).`,
      } };
    }
    return { kept };
  } catch (problem) {
    if (!(problem instanceof UnusablePicture)) throw problem;
    return { kept: 0, found: error(problem.reason === 'truncated' ? 'image-truncated' : 'image-unsupported', unusable(named, problem.reason, path.extname(image.url))) };
  }
}

function unusable(named: string, reason: UnusablePicture['reason'], extension: string): string {
  switch (reason) {
    case 'heic':
      return `${named} is an iPhone HEIC photo, which most browsers cannot show. ${EXPORT} (an iPhone takes JPEGs with Settings › Camera › Formats › Most Compatible).`;
    case 'pdf':
      return `${named} is a PDF document${extension ? ` named ${extension}` : ''}, not a picture. ${EXPORT}.`;
    case 'truncated':
      return `${named} is cut short: the file ends before the picture does (a copy or download that did not finish). Copy it again from the original.`;
    default:
      return `${named} is not a picture a browser can show. ${EXPORT}.`;
  }
}
