// npm run review -- --base <git ref>: what a change does to every page, in pictures. Builds the base
// commit (in a temporary worktree) and the working tree side by side, screenshots every page of either
// at 390 and 1280 px, compares them pixel by pixel and writes review/index.html and review/summary.md.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { addWorktree, describeCommit, removeWorktree, resolveCommit } from '../src/node/review/base-worktree.ts';
import { reviewSites } from '../src/node/review/review-sites.ts';

const { values } = parseArgs({ options: { base: { type: 'string' } } });
if (!values.base) {
  console.error('Name the commit to compare with: npm run review -- --base main');
  process.exit(2);
}

/** Builds the project in `cwd` into `outDir` for the root path, with the project's own build script. */
function build(cwd: string, outDir: string): Promise<void> {
  const env = { ...process.env, OUT_DIR: outDir, BASE_PATH: '' };
  const child = spawn('npx', ['tsx', 'scripts/build.ts'], { cwd, env, stdio: 'inherit', shell: process.platform === 'win32' });
  return new Promise((resolve, reject) =>
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`The build in ${cwd} failed (exit code ${code}).`)))),
  );
}

const started = performance.now();
const commit = resolveCommit(values.base);
const work = await mkdtemp(path.join(tmpdir(), 'review-'));
const worktree = path.join(work, 'base');
// Different folder names: a build keeps its server bundle in node_modules/.cache/ssr/<folder name>.
const [before, after] = [path.join(work, 'review-before'), path.join(work, 'review-after')];
try {
  addWorktree(commit, worktree);
  await Promise.all([build(worktree, before), build(process.cwd(), after)]);
  const comparison = `${describeCommit(values.base, commit)} → working tree`;
  const shots = await reviewSites({ before, after, outDir: path.resolve('review'), comparison });
  for (const shot of shots) console.log(`  ${shot.page.label} at ${shot.width} px: ${shot.outcome}`);
} finally {
  removeWorktree(worktree);
  await rm(work, { recursive: true, force: true });
}
console.log(`Review written to review/index.html and review/summary.md in ${((performance.now() - started) / 1000).toFixed(0)}s.`);
