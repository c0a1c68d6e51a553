import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const git = (args: string[], cwd: string) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

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
 * would be the clone's cut, not the file's change). One `git log` for every file, newest commit first: a run per
 * file cost 40 ms a page, and a thousand pages' build spent most of its time starting git.
 */
export function lastModified(files: string[], cwd = process.cwd()): Map<string, string> {
  const dates = new Map<string, string>();
  const wanted = new Set(files);
  if (wanted.size === 0) return dates;
  const folders = [...new Set(files.map((file) => file.split('/')[0]!))];
  let log: string;
  try {
    // -z: names as they are, each ended by NUL; \x01 starts each commit's "hash date".
    log = git(['log', '-z', '--format=%x01%H %cI', '--name-only', '--relative', '--', ...folders], cwd);
  } catch {
    return dates;
  }
  const boundary = shallowBoundary(cwd);
  const seen = new Set<string>();
  for (const commit of log.split('\x01').slice(1)) {
    const [header, ...names] = commit.split('\0');
    const [hash, date] = header!.split(' ');
    for (const name of names.map((entry) => entry.replace(/^\n/, ''))) {
      if (!wanted.has(name) || seen.has(name)) continue;
      // The newest commit that touched it decides, dated or not.
      seen.add(name);
      if (hash && date && !boundary.has(hash)) dates.set(name, date);
    }
  }
  return dates;
}
