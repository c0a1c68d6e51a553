import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** The newest modification time (ms) of any file under the given files or folders. */
async function newestChange(entries: string[]): Promise<number> {
  let newest = 0;
  for (const entry of entries) {
    const info = await stat(entry).catch(() => null);
    if (!info) continue;
    if (info.isFile()) newest = Math.max(newest, info.mtimeMs);
    else if (info.isDirectory()) {
      const children = await readdir(entry);
      newest = Math.max(newest, await newestChange(children.map((child) => path.join(entry, child))));
    }
  }
  return newest;
}

/**
 * Whether dist/ was built after the last change to anything the build reads: reusing it is then as good
 * as building. `marker` is a file the build writes last.
 */
export async function isBuildFresh(marker: string, sources: string[]): Promise<boolean> {
  const built = await stat(marker).catch(() => null);
  if (!built) return false;
  return built.mtimeMs > (await newestChange(sources));
}
