import { execFile } from 'node:child_process';
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const PROFILE = 'src/node/bench/dev/profile-dev-start.ts';

/** Runs the start-up profile in a project copy (this tree's profile, so an older commit is timed the same way). */
export async function profileDevStart(folder: string): Promise<string> {
  await mkdir(path.dirname(path.join(folder, PROFILE)), { recursive: true });
  await copyFile(PROFILE, path.join(folder, PROFILE));
  const { stdout } = await promisify(execFile)(process.execPath, [PROFILE], { cwd: folder });
  return stdout.trim();
}
