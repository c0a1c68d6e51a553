import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, readFileSync, symlinkSync, unlinkSync } from 'node:fs';
import path from 'node:path';

const git = (args: string[], cwd = process.cwd()) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** The commit a git ref names, or an error that says what to do when this clone does not have it. */
export function resolveCommit(ref: string): string {
  try {
    return git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  } catch {
    throw new Error(
      `The base "${ref}" is not a commit in this clone. Fetch it first (git fetch origin ${ref.replace(/^origin\//, '')}) or name another branch, tag or commit.`,
    );
  }
}

/** A short description of a commit for the report: "main (1a2b3c4)". */
export function describeCommit(ref: string, commit: string): string {
  const short = commit.slice(0, 7);
  return ref.startsWith(short) ? short : `${ref} (${short})`;
}

/**
 * Checks out `commit` in a detached worktree at `folder`, ready to build: with the working tree's
 * node_modules when both lockfiles are the same, otherwise with its own, installed the way that commit
 * installs (its scripts/ensure-deps.mjs, which knows its lockfile's quirks, or else `npm ci`).
 */
export function addWorktree(commit: string, folder: string): void {
  git(['worktree', 'add', '--detach', '--force', folder, commit]);
  const lockfile = 'package-lock.json';
  const sameLockfile =
    existsSync(path.join(folder, lockfile)) &&
    readFileSync(path.join(folder, lockfile), 'utf8') === readFileSync(lockfile, 'utf8');
  if (sameLockfile) symlinkSync(path.resolve('node_modules'), path.join(folder, 'node_modules'), 'junction');
  else if (existsSync(path.join(folder, 'scripts/ensure-deps.mjs')))
    execFileSync(process.execPath, ['scripts/ensure-deps.mjs'], { cwd: folder, stdio: 'inherit' });
  else
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], {
      cwd: folder,
      stdio: 'inherit',
      shell: process.platform === 'win32',
    });
}

/** Removes the worktree and git's record of it (the link to node_modules first, so nothing follows it). */
export function removeWorktree(folder: string): void {
  if (!existsSync(folder)) return;
  const modules = path.join(folder, 'node_modules');
  if (existsSync(modules) && lstatSync(modules).isSymbolicLink()) unlinkSync(modules);
  git(['worktree', 'remove', '--force', folder]);
}
