import { execFileSync } from 'node:child_process';
import { mkdir, readdir, rm, stat, symlink, utimes } from 'node:fs/promises';
import path from 'node:path';
import { copyProject } from '../../fixtures/project-copy.ts';

/** What the dev server and the build keep between runs in node_modules: a fresh clone has neither. */
const CACHES = ['.cache', '.vite'];

/**
 * A copy of the project for a bench (the dev loop, the build at scale): the working tree's tracked files, or with `ref` a commit's (so main can be
 * measured beside the branch). Its node_modules is its own folder of links to the project's packages, so its caches
 * (node_modules/.cache, node_modules/.vite) are its own: emptied for a cold start without touching the project's.
 */
export async function devProject(folder: string, ref?: string, project = process.cwd()): Promise<void> {
  if (ref) {
    await rm(folder, { recursive: true, force: true });
    await mkdir(folder, { recursive: true });
    execFileSync('sh', ['-c', `git archive ${JSON.stringify(ref)} | tar -x -C ${JSON.stringify(folder)}`], {
      cwd: project,
    });
  } else {
    await copyProject(folder, project);
    await rm(path.join(folder, 'node_modules'));
  }
  const modules = path.join(project, 'node_modules');
  await mkdir(path.join(folder, 'node_modules'));
  for (const entry of await readdir(modules)) {
    if (!CACHES.includes(entry)) await symlink(path.join(modules, entry), path.join(folder, 'node_modules', entry));
  }
  // As after `npm ci`: the lockfile older than what was installed from it, so the copy's `npm start` (ensure-deps)
  // installs nothing; a copy's files are all new.
  const installed = await stat(path.join(modules, '.package-lock.json'));
  await utimes(path.join(folder, 'package-lock.json'), installed.atime, new Date(installed.mtimeMs - 1000));
}

/** Empties the copy's caches: the next start is a fresh clone's. */
export async function emptyCaches(folder: string): Promise<void> {
  for (const cache of CACHES) await rm(path.join(folder, 'node_modules', cache), { recursive: true, force: true });
}
