import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fillWhole } from './whole-folder.ts';

// The screenshots of a site that never changes (a base commit's build) are kept after a review, so the
// next review against the same base photographs only the working tree.

/**
 * What such a picture depends on besides the site: the browser (its version and flags), and the review's
 * own code (how it settles and photographs a page). Pictures kept under another key are never used.
 */
export async function screenshotKey(browser: string, reviewCode = import.meta.dirname): Promise<string> {
  const hash = createHash('sha256').update(browser);
  for (const file of (await readdir(reviewCode)).sort()) hash.update(file).update(await readFile(path.join(reviewCode, file)));
  return hash.digest('hex').slice(0, 16);
}

/** The pictures kept in `folder` for these page names, or undefined unless every one is there. */
export async function readKeptScreenshots(folder: string, names: string[]): Promise<Map<string, Buffer> | undefined> {
  const files = names.map((name) => path.join(folder, `${name}.png`));
  if (!files.every((file) => existsSync(file))) return undefined;
  return new Map(await Promise.all(names.map(async (name, index) => [name, await readFile(files[index]!)] as const)));
}

/** Keeps the pictures, one PNG per page name, in `folder` (whole or not at all). */
export async function keepScreenshots(folder: string, pictures: Map<string, Buffer>): Promise<void> {
  await fillWhole(folder, async (into) => {
    await mkdir(into, { recursive: true });
    await Promise.all([...pictures].map(([name, bytes]) => writeFile(path.join(into, `${name}.png`), bytes)));
  });
}
