import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, rm, symlink } from 'node:fs/promises';
import path from 'node:path';

/**
 * A throwaway copy of the project at `folder` (its tracked files as they are now, sharing node_modules),
 * for a test that edits content or code: the real files stay untouched while other tests read them.
 * `project` is the one to copy: this one unless a bench measures another checkout beside it.
 */
export async function copyProject(folder: string, project = process.cwd()): Promise<void> {
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  const files = execFileSync('git', ['ls-files', '--cached'], { cwd: project, encoding: 'utf8' }).split('\n');
  for (const file of files.filter((name) => name && existsSync(path.join(project, name)))) await cp(path.join(project, file), path.join(folder, file));
  await symlink(path.join(project, 'node_modules'), path.join(folder, 'node_modules'), 'junction');
}
