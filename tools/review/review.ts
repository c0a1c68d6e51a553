// npm run review -- --base <git ref>: what a change does to every page, in pictures. Builds the base
// commit (in a temporary worktree) and the working tree side by side, screenshots every page of either at
// 390 and 1280 px, compares them pixel by pixel and writes review/index.html and review/summary.md. A page
// built from the same files on both sides (its HTML and all it loads) is the same picture: not taken. The
// base's build and pictures are kept per commit, so the next review against it does only the working tree.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { withoutPreviewVariables } from '../../src/node/build/preview-branch.ts';
import { addWorktree, describeCommit, removeWorktree, resolveCommit } from './base-worktree.ts';
import { SAME_FILES } from './review-report.ts';
import { reviewSites } from './review-sites.ts';
import { fillWhole } from './whole-folder.ts';

const { values } = parseArgs({ options: { base: { type: 'string' } } });
if (!values.base) {
  console.error('Name the commit to compare with: npm run review -- --base main');
  process.exit(2);
}

/**
 * Builds the project in `cwd` into `outDir` for the root path, with that commit's own build script: `npm run build`
 * there, so the base runs its TypeScript as its own package.json says, whichever way that is. Its output (the content
 * check's warnings, twice over) is shown only when the build fails. Both sides are production builds, on a pull
 * request's runner too (which names its branch): a preview's "Edit this page" is no part of what a change looks like.
 */
function build(what: string, cwd: string, outDir: string): Promise<void> {
  const env = { ...withoutPreviewVariables(process.env), OUT_DIR: outDir, BASE_PATH: '' };
  const child = spawn('npm', ['run', '--silent', 'build'], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  return new Promise((resolve, reject) =>
    child.on('close', (code) => {
      if (code === 0) return resolve();
      process.stderr.write(output);
      reject(new Error(`The build of ${what} failed: its output is above.`));
    }),
  );
}

const BASE_CACHE = path.resolve('node_modules/.cache/review');

/** What the review keeps of a base commit: its built site, and its pictures (review-sites.ts). */
const kept = (commit: string) => ({
  site: path.join(BASE_CACHE, commit, 'site'),
  screenshots: path.join(BASE_CACHE, commit, 'screenshots'),
});

/**
 * The base commit's site: built once per commit in a temporary worktree, then kept in node_modules/.cache
 * (a commit's sources never change), so reviewing again against the same base builds only the working tree.
 */
async function buildBase(commit: string, description: string, work: string): Promise<string> {
  const { site } = kept(commit);
  if (existsSync(path.join(site, 'index.html'))) return site;
  const worktree = path.join(work, 'base');
  try {
    addWorktree(commit, worktree);
    await fillWhole(site, (into) => build(description, worktree, into));
  } finally {
    removeWorktree(worktree);
  }
  await forgetOldBases();
  return site;
}

/** Keeps the builds of the last few bases built, so the cache does not grow with every commit. */
async function forgetOldBases(keep = 4): Promise<void> {
  const entries = await readdir(BASE_CACHE);
  const used = await Promise.all(
    entries.map(async (name) => ({ name, time: (await stat(path.join(BASE_CACHE, name))).mtimeMs })),
  );
  const old = used.sort((a, b) => b.time - a.time).slice(keep);
  await Promise.all(old.map(({ name }) => rm(path.join(BASE_CACHE, name), { recursive: true, force: true })));
}

const started = performance.now();
const commit = resolveCommit(values.base);
const base = describeCommit(values.base, commit);
const work = await mkdtemp(path.join(tmpdir(), 'review-'));
try {
  const baseBuilt = existsSync(path.join(kept(commit).site, 'index.html'));
  console.log(
    baseBuilt ? `Building the working tree (${base} was built before) …` : `Building ${base} and the working tree …`,
  );
  const after = path.join(work, 'review-after');
  const [before] = await Promise.all([buildBase(commit, base, work), build('the working tree', process.cwd(), after)]);
  console.log('Screenshots at 390 and 1280 px of every page whose files differ …');
  const { shots, before: pictures } = await reviewSites({
    before,
    after,
    outDir: path.resolve('review'),
    comparison: `${base} → working tree`,
    keepBeforeIn: kept(commit).screenshots,
  });
  if (pictures.kept > 0 && pictures.taken === 0)
    console.log(`  The pictures of ${base} were kept from an earlier review: only the working tree was photographed.`);
  for (const shot of shots)
    console.log(`  ${shot.page.label} at ${shot.width} px: ${shot.outcome}${shot.sameFiles ? ` (${SAME_FILES})` : ''}`);
} finally {
  await rm(work, { recursive: true, force: true });
}
console.log(
  `Review written to review/index.html and review/summary.md in ${((performance.now() - started) / 1000).toFixed(0)}s.`,
);
