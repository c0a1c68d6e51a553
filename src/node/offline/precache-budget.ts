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
 * The precache's budgets (issue 46), each the measured weight with about 10% to spare. The site as it is (561 KB on
 * disk, 163 KB over the wire): the guide's drawings, its scripts, its own cut of the stylesheet and the whole one its
 * islands load (page-stylesheets.ts: the two add 80 KB on disk, 16 KB over the wire, to the one stylesheet before),
 * and its font. The site with camera photos (tests/e2e: three photos on the guide; 831 KB, 429 KB): each photo adds
 * the one AVIF copy the phones need, 80–100 KB. Keeping every copy the phones pick instead (480 to 1200 px) would
 * weigh 1,074 KB there.
 */
export const PRECACHE_BUDGETS = {
  site: { disk: 620 * KB, wire: 180 * KB },
  photos: { disk: 915 * KB, wire: 475 * KB },
} as const satisfies Record<string, Omit<PrecacheWeight, 'files'>>;

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
    .map((kind) => `the precache's ${kind} bytes, ${(weight[kind] / KB).toFixed(1)} KB, are over their budget of ${(budget[kind] / KB).toFixed(1)} KB`);
}
