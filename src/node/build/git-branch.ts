import { execFileSync } from 'node:child_process';

/**
 * The branch git has checked out in `cwd`, or undefined: a detached checkout (a pull request's merge commit, as CI
 * checks it out), or no git at all.
 */
export function gitBranch(cwd = process.cwd()): string | undefined {
  try {
    const branch = execFileSync('git', ['rev-parse', '--abbrev-ref', 'HEAD'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return branch && branch !== 'HEAD' ? branch : undefined;
  } catch {
    return undefined;
  }
}
