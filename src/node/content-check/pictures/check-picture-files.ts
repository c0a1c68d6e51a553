import path from 'node:path';
import { pictureSlots } from '../../../lib/picture-slots.ts';
import { encodePicture, UnusablePicture } from '../../images/encode-picture.ts';
import { formatBytes, phoneCopy, PICTURE_BUDGET } from '../../images/picture-budget.ts';
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
 * one picture is an error with its size. Photos are encoded here, into the cache the build then reuses.
 */
export async function checkPictureFiles(context: SiteCheckContext, cacheDir = PICTURE_CACHE): Promise<ContentProblem[]> {
  const { readPublicFile } = context;
  if (!readPublicFile) return [];
  const checks = context.pages.flatMap((page) =>
    page.pictures.map(async (image): Promise<ContentProblem | undefined> => {
      if (!image.url.startsWith('/') || image.url.startsWith('//')) return undefined;
      const bytes = await readPublicFile(image.url.split(/[?#]/)[0]!);
      const found = bytes && (await pictureProblem(image, bytes, cacheDir));
      return found ? new ContentProblem({ file: page.file, line: image.line, column: image.column, ...found }) : undefined;
    }),
  );
  // All at once: encoding ten camera photos one after another would take twice as long on two cores.
  return (await Promise.all(checks)).filter((problem) => problem !== undefined);
}

type Found = Pick<ProblemFields, 'kind' | 'message' | 'severity'>;
const error = (kind: ProblemKind, message: string): Found => ({ kind, message, severity: 'error' });

async function pictureProblem(image: PictureUse, bytes: Uint8Array, cacheDir: string): Promise<Found | undefined> {
  const named = `Image "${image.url}"`;
  const format = sniffFormat(bytes);
  if (format === 'svg' || format === 'gif') {
    if (!image.slot || bytes.length <= PICTURE_BUDGET) return undefined;
    return error(
      'image-over-budget',
      `${named} is ${formatBytes(bytes.length)}, and every visitor downloads all of it (a ${format.toUpperCase()} is sent as it is); one picture may weigh at most ${formatBytes(PICTURE_BUDGET)}. ${format === 'svg' ? 'Simplify the drawing, or export' : 'Export'} it as JPEG, PNG or WebP, which the build resizes for each screen.`,
    );
  }
  try {
    const encoded = await encodePicture(bytes, image.url, cacheDir);
    if (!image.slot) return undefined;
    const copy = phoneCopy(encoded);
    if (copy.bytes > PICTURE_BUDGET) {
      return error(
        'image-over-budget',
        `${named} is still ${formatBytes(copy.bytes)} on a phone after the build resizes it (${copy.width} px wide, ${copy.format.toUpperCase()}); one picture may weigh at most ${formatBytes(PICTURE_BUDGET)}. Crop it to what matters, or choose a calmer picture.`,
      );
    }
    const slot = pictureSlots[image.slot];
    if (slot.stretches && encoded.width < slot.widest) {
      return {
        kind: 'image-too-narrow',
        severity: 'warning',
        message: `${named} is ${encoded.width} px wide, and <${image.component}> shows it up to ${slot.widest} px wide, so it looks soft on larger screens. Use a copy at least ${slot.widest} px wide (larger is fine: the build makes the smaller copies).`,
      };
    }
    return undefined;
  } catch (problem) {
    if (!(problem instanceof UnusablePicture)) throw problem;
    return error(problem.reason === 'truncated' ? 'image-truncated' : 'image-unsupported', unusable(named, problem.reason, path.extname(image.url)));
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
