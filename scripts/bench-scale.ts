// npm run bench:scale: what a build costs as the site grows. In a copy of the project (bench/scale-project), builds
// the site with N generated long pages (copies of content/research.mdx under content/scale/, never committed) for
// each N, and prints the wall time, the time each added page costs and the peak resident memory.
//   BENCH_SCALE=0,400,1000   the page counts (default)
//   BENCH_SOURCE=../other    the project to copy (default: this one), to measure another commit in the same session
// Targets (issue 26, 2 cores): ≤ 50 ms per added page; peak ≤ 1,200 MB at 406 pages and ≤ 1,500 MB at 1,006.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { copyProject } from '../src/node/fixtures/project-copy.ts';
import { writeScalePages } from '../src/node/fixtures/scale-pages.ts';

const counts = (process.env.BENCH_SCALE ?? '0,400,1000').split(',').map(Number);
const source = path.resolve(process.env.BENCH_SOURCE ?? '.');
const project = path.resolve('bench/scale-project');
const peakFile = path.join(project, '.peak-memory');
const peakReporter = pathToFileURL(path.resolve('src/node/bench/report-peak-memory.mjs')).href;

interface Result {
  pages: number;
  seconds: number;
  peakMb: number;
  ok: boolean;
  failure?: string;
}

/**
 * What `npm run build` runs in the copy, without npm: its own command, so that a copy of another commit (BENCH_SOURCE)
 * builds the way that commit did. Every Node process of the build loads the memory reporter.
 */
function build(pages: number): Result {
  rmSync(peakFile, { force: true });
  const command = JSON.parse(readFileSync(path.join(project, 'package.json'), 'utf8')).scripts.build as string;
  const started = performance.now();
  const run = spawnSync(command, {
    cwd: project,
    shell: true,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: {
      ...process.env,
      PATH: `${path.join(project, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}`,
      NODE_OPTIONS: `--import=${peakReporter}`,
      OUT_DIR: path.join(project, 'dist'),
      BASE_PATH: '/',
      PEAK_MEMORY_FILE: peakFile,
    },
  });
  const seconds = (performance.now() - started) / 1000;
  const peakMb = existsSync(peakFile) ? Number(readFileSync(peakFile, 'utf8')) / 1024 ** 2 : NaN;
  const ok = run.status === 0;
  const failure = ok ? undefined : `${run.signal ?? `exit ${run.status}`}: ${(run.stderr || run.stdout).trim().split('\n').slice(-3).join(' / ')}`;
  return { pages, seconds, peakMb, ok, failure };
}

console.log(`Copying ${path.relative(process.cwd(), source) || 'this project'} into ${path.relative(process.cwd(), project)} …`);
await copyProject(project, source);
const ownPages = (await readdir(path.join(project, 'content'), { recursive: true })).filter((file) => file.endsWith('.mdx')).length;

const results: Result[] = [];
for (const count of counts) {
  await writeScalePages(project, count);
  console.log(`Building with ${count} added pages …`);
  const result = build(count);
  console.log(result.ok ? `  ${result.seconds.toFixed(1)} s, ${result.peakMb.toFixed(0)} MB` : `  failed after ${result.seconds.toFixed(1)} s (${result.failure})`);
  results.push(result);
}
await rm(path.join(project, 'dist'), { recursive: true, force: true });

const baseline = results.find((result) => result.pages === 0 && result.ok);
const perPage = (result: Result) => (baseline && result.pages > 0 && result.ok ? `${(((result.seconds - baseline.seconds) / result.pages) * 1000).toFixed(0)} ms` : '');
console.log(`
| added pages (site pages) | wall time | per added page | peak memory |
| --- | --- | --- | --- |
${results
  .map((result) =>
    result.ok
      ? `| ${result.pages} (${result.pages + ownPages}) | ${result.seconds.toFixed(1)} s | ${perPage(result)} | ${result.peakMb.toFixed(0)} MB |`
      : `| ${result.pages} (${result.pages + ownPages}) | failed after ${result.seconds.toFixed(1)} s | | ${Number.isNaN(result.peakMb) ? '?' : `${result.peakMb.toFixed(0)} MB`} |`,
  )
  .join('\n')}
`);
if (results.some((result) => !result.ok)) process.exitCode = 1;
