import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What a build is made from: if any of these is newer than the build, the build is stale. */
const inputs = ['content', 'src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(target).map((name) => newestChange(path.join(target, name))));
}

/**
 * Whether `outDir` holds a build of the current sources for this base path, so a script can reuse it
 * instead of building again.
 */
export function isBuildFresh(outDir: string, base: string, root = process.cwd()): boolean {
  const page = path.join(outDir, 'index.html');
  if (!existsSync(page)) return false;
  // A build for another base path links its assets under that path and would not load here.
  if (!readFileSync(page, 'utf8').includes(`"${base}assets/`)) return false;
  const built = statSync(page).mtimeMs;
  return inputs.every((input) => newestChange(path.join(root, input)) < built);
}
