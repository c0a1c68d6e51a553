import { execFileSync, spawn } from 'node:child_process';
import { appendFile, readFile, realpath, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { copyProject } from '../../../tools/fixtures/project-copy.ts';

/** One row of review/summary.md's table. */
export interface ReviewRow {
  page: string;
  width: string;
  result: string;
  share: string;
  where: string;
}

/**
 * How long one review may take: up to two production builds and 28 full-page screenshots, about 40 s on an
 * idle 2-core machine and up to four times that beside the other end-to-end files. The limit is for a hang.
 */
export const REVIEW_TIMEOUT = 420_000;

/** Every page of the site as the review names them, in its order. */
export const EVERY_PAGE = ['/', '/keynote', '/lighthouse', '/offline', '/research', '/uaeworkshop', 'not-found page'];

/** A throwaway git repository holding a copy of the project, its files committed as the review's base. */
export interface ReviewProject {
  folder: string;
  git: (...args: string[]) => string;
  /** Runs the review against HEAD, as `npm run review -- --base HEAD` does: what it printed, and the rows of the table it wrote. */
  review: () => Promise<{ rows: ReviewRow[]; output: string }>;
}

const gitIn =
  (folder: string) =>
  (...args: string[]) =>
    execFileSync('git', args, { cwd: folder, stdio: 'pipe', encoding: 'utf8' });

/** The repository at `folder`, sharing the project's node_modules (where the review keeps its bases). */
async function projectAt(folder: string): Promise<ReviewProject> {
  // .gitignore's node_modules/ matches a folder, not the link to one.
  await appendFile(path.join(folder, '.git/info/exclude'), 'node_modules\n');
  return { folder, git: gitIn(folder), review: () => runReview(folder) };
}

/** Copies the project into .e2e/<name> and commits its files there: the reviews' base. */
export async function reviewProject(name: string): Promise<ReviewProject> {
  const folder = path.resolve('.e2e', name);
  await copyProject(folder);
  const git = gitIn(folder);
  git('init', '-q');
  const project = await projectAt(folder);
  git('add', '-A');
  git('-c', 'user.name=Review test', '-c', 'user.email=review@family.test', 'commit', '-qm', 'Base');
  return project;
}

/** A clone of `project` in .e2e/<name>: the same base commit, for a review beside one in `project`. */
export async function cloneReviewProject(project: ReviewProject, name: string): Promise<ReviewProject> {
  const folder = path.resolve('.e2e', name);
  await rm(folder, { recursive: true, force: true });
  execFileSync('git', ['clone', '-q', project.folder, folder], { stdio: 'pipe' });
  await symlink(
    await realpath(path.join(project.folder, 'node_modules')),
    path.join(folder, 'node_modules'),
    'junction',
  );
  return projectAt(folder);
}

async function runReview(folder: string): Promise<{ rows: ReviewRow[]; output: string }> {
  const child = spawn(process.execPath, ['tools/review/review.ts', '--base', 'HEAD'], {
    cwd: folder,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const code = await new Promise((done) => child.on('close', done));
  if (code !== 0) throw new Error(`npm run review failed:\n${output}`);
  const summary = await readFile(path.join(folder, 'review/summary.md'), 'utf8');
  const rows = summary
    .split('\n')
    .filter((line) => /^\| \S.* px \|/.test(line))
    .map((line) => {
      const [page, width, result, share, where] = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      return { page: page!, width: width!, result: result!, share: share!, where: where! };
    });
  return { rows, output };
}

/** The pages with the given result, each once, sorted. */
export const pagesWith = (rows: ReviewRow[], result: string) =>
  [...new Set(rows.filter((row) => row.result === result).map((row) => row.page))].sort();
