import { writeFile, rename } from 'node:fs/promises';
import { threadId } from 'node:worker_threads';

/**
 * Writes a file whole, then renames it into place, so a build stopped halfway never leaves a broken file in a
 * cache (the photos' copies, the cut fonts, the social images) that a later build would take as done. The
 * partial file is the writer's own (process and thread), so two of the build's workers may write the same file.
 */
export async function writeWhole(file: string, contents: string | Uint8Array): Promise<void> {
  const partial = `${file}.${process.pid}-${threadId}.tmp`;
  await writeFile(partial, contents);
  await rename(partial, file);
}
