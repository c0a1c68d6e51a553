import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const git = (args: string[], cwd: string) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

/** The commits a shallow clone was cut at: their history is missing, so they are not a file's real last change. */
function shallowBoundary(cwd: string): Set<string> {
  try {
    const file = path.resolve(cwd, git(['rev-parse', '--git-path', 'shallow'], cwd));
    return new Set(readFileSync(file, 'utf8').split('\n').filter(Boolean));
  } catch {
    return new Set();
  }
}

/**
 * When each file last changed, by its last commit (ISO 8601, as sitemaps want). A file gets no date when git has
 * no history for it: not committed yet, not a git checkout, or a shallow clone cut at its last commit (whose date
 * would be the clone's cut, not the file's change).
 */
export function lastModified(files: string[], cwd = process.cwd()): Map<string, string> {
  const dates = new Map<string, string>();
  let boundary: Set<string> | undefined;
  for (const file of files) {
    let line: string;
    try {
      line = git(['log', '-1', '--format=%H %cI', '--', file], cwd);
    } catch {
      continue;
    }
    const [hash, date] = line.split(' ');
    if (!hash || !date) continue;
    boundary ??= shallowBoundary(cwd);
    if (!boundary.has(hash)) dates.set(file, date);
  }
  return dates;
}
