import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Makes `folder` with `fill`, which writes into a folder beside it that is renamed into place only when
 * whole: a stopped review never leaves half a folder there. When another review has put one there first
 * (two reviews of one base at once), that one stays and this one is dropped.
 */
export async function fillWhole(folder: string, fill: (into: string) => Promise<void>): Promise<void> {
  const into = `${folder}.writing-${process.pid}`;
  await mkdir(path.dirname(folder), { recursive: true });
  try {
    await fill(into);
  } catch (error) {
    await rm(into, { recursive: true, force: true });
    throw error;
  }
  try {
    await rename(into, folder);
  } catch (error) {
    if (!existsSync(folder)) throw error;
    await rm(into, { recursive: true, force: true });
  }
}
