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

/**
 * Builds the project in `cwd` into `outDir` for the root path, with that commit's own build script. Its
 * output (the content check's warnings, twice over) is shown only when the build fails.
 */
function build(what: string, cwd: string, outDir: string): Promise<void> {
  const env = { ...process.env, OUT_DIR: outDir, BASE_PATH: '' };
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
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

const started = performance.now();
const commit = resolveCommit(values.base);
const work = await mkdtemp(path.join(tmpdir(), 'review-'));
const worktree = path.join(work, 'base');
// Different folder names: a build keeps its server bundle in node_modules/.cache/ssr/<folder name>.
const [before, after] = [path.join(work, 'review-before'), path.join(work, 'review-after')];
try {
  addWorktree(commit, worktree);
  const base = describeCommit(values.base, commit);
  console.log(`Building ${base} and the working tree …`);
  await Promise.all([build(base, worktree, before), build('the working tree', process.cwd(), after)]);
  console.log('Screenshots of every page at 390 and 1280 px …');
  const comparison = `${base} → working tree`;
  const shots = await reviewSites({ before, after, outDir: path.resolve('review'), comparison });
  for (const shot of shots) console.log(`  ${shot.page.label} at ${shot.width} px: ${shot.outcome}`);
} finally {
  removeWorktree(worktree);
  await rm(work, { recursive: true, force: true });
}
console.log(`Review written to review/index.html and review/summary.md in ${((performance.now() - started) / 1000).toFixed(0)}s.`);
