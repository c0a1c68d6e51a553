import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

// The screenshots of a site that never changes (a base commit's build) are kept after a review, so the
// next review against the same base photographs only the working tree.

/**
 * What such a picture depends on besides the site: the browser (its version and flags), and the review's
 * own code (how it settles and photographs a page). Pictures kept under another key are never used.
 */
export async function screenshotKey(browser: string, reviewCode = import.meta.dirname): Promise<string> {
  const hash = createHash('sha256').update(browser);
  for (const file of (await readdir(reviewCode)).sort())
    hash.update(file).update(await readFile(path.join(reviewCode, file)));
  return hash.digest('hex').slice(0, 16);
}

/** The pictures kept in `folder` for those of these page names that have one; the others are for the review to take. */
export async function readKeptScreenshots(folder: string, names: string[]): Promise<Map<string, Buffer>> {
  const kept = names.filter((name) => existsSync(path.join(folder, `${name}.png`)));
  return new Map(
    await Promise.all(kept.map(async (name) => [name, await readFile(path.join(folder, `${name}.png`))] as const)),
  );
}

/**
 * Keeps the pictures, one PNG per page name, in `folder`, beside any kept there before (a review photographs only
 * the pages it needs). Each is written beside its place and renamed into it, so a stopped review leaves no half
 * picture.
 */
export async function keepScreenshots(folder: string, pictures: Map<string, Buffer>): Promise<void> {
  await mkdir(folder, { recursive: true });
  await Promise.all(
    [...pictures].map(async ([name, bytes]) => {
      const file = path.join(folder, `${name}.png`);
      await writeFile(`${file}.writing-${process.pid}`, bytes);
      await rename(`${file}.writing-${process.pid}`, file);
    }),
  );
}
