import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** What the precache weighs: every visitor's browser downloads it once, after the first visit. */
export interface PrecacheWeight {
  files: number;
  /** Bytes on disk, as the build wrote them. */
  disk: number;
  /** Bytes over the wire: text gzip-compressed, as hosts send it; pictures and fonts as they are (gzip does not shrink them). */
  wire: number;
}

const KB = 1024;

/**
 * The precache's budget for what is not a picture: the guide's and the offline page's HTML, their stylesheets (each
 * page's own cut and the whole one its islands load: page-stylesheet-links.ts), scripts and font. Measured at 562 KB on
 * disk and 161 KB over the wire, with about 10% to spare; a photo does not change it. The pictures are the
 * copywriter's, and the content check holds them to a budget of their own (OFFLINE_PICTURES_BUDGET,
 * src/node/pictures/picture-budget.ts), naming the picture that goes over it.
 */
export const PRECACHE_CODE_BUDGET = { disk: 620 * KB, wire: 180 * KB } as const satisfies Omit<PrecacheWeight, 'files'>;

/** The precached files that are pictures: the build's copies of photos, and drawings served as they are. */
export const isPicture = (file: string) => /(^|\/)(_pictures|images)\//.test(file);

/** The kinds of file hosts compress (as src/node/server/static-server.ts does). */
const TEXT = /\.(html|js|css|json|xml|txt|svg|webmanifest)$/;

/** Weighs the precached files, given as paths under the built site's folder. */
export async function precacheWeight(siteDir: string, files: readonly string[]): Promise<PrecacheWeight> {
  let disk = 0;
  let wire = 0;
  for (const file of files) {
    const bytes = await readFile(path.join(siteDir, file));
    disk += bytes.length;
    wire += TEXT.test(file) ? gzipSync(bytes).length : bytes.length;
  }
  return { files: files.length, disk, wire };
}

/** One line per budget the weight goes over; empty when it keeps both. */
export function overPrecacheBudget(weight: PrecacheWeight, budget: Omit<PrecacheWeight, 'files'>): string[] {
  return (['disk', 'wire'] as const)
    .filter((kind) => weight[kind] > budget[kind])
    .map(
      (kind) =>
        `the precache's ${kind} bytes, ${(weight[kind] / KB).toFixed(1)} KB, are over their budget of ${(budget[kind] / KB).toFixed(1)} KB`,
    );
}
