import { execFile } from 'node:child_process';
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { npm } from './dev-server-process.ts';

const PROFILE = 'tools/bench/dev/profile-dev-start.ts';
const run = promisify(execFile);

/**
 * Milliseconds `npm start -- --version` takes in `folder`: npm, its script (ensure-deps, Node's start) and Vite's
 * command line, which prints its version and stops: what every start spends before Vite loads its config.
 */
async function beforeVite(folder: string): Promise<number> {
  const started = performance.now();
  await run(...npm('start', '--', '--version'), { cwd: folder });
  return Math.round(performance.now() - started);
}

/**
 * Times the start-up in a project copy (this tree's profile, so an older commit is timed the same way), with what
 * `npm start` spends before Vite first.
 */
export async function profileDevStart(folder: string): Promise<string> {
  await mkdir(path.dirname(path.join(folder, PROFILE)), { recursive: true });
  await copyFile(PROFILE, path.join(folder, PROFILE));
  const npmStart = await beforeVite(folder);
  const { stdout } = await run(process.execPath, [PROFILE], { cwd: folder });
  return JSON.stringify(
    {
      'npm start until Vite runs (npm start -- --version)': npmStart,
      ...(JSON.parse(stdout) as Record<string, number>),
    },
    null,
    2,
  );
}
