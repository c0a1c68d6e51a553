// npm run bench:scale: what a build costs as the site grows. In a copy of the project (bench/scale-project), builds
// the site with N generated long pages (copies of content/research.mdx under content/scale/, never committed) for
// each N, twice: cold (the copy's node_modules/.cache emptied, as on a fresh CI machine) and warm (the caches of the
// cold build kept). Prints the wall time and peak resident memory of each build, then what each added page costs:
// milliseconds from the smallest count to each, and megabytes of peak memory from the next-to-largest to the largest.
//   BENCH_SCALE=0,400,1000   the page counts (default)
//   BENCH_SOURCE=../other    another checkout (another commit) measured beside this tree in the same run, its builds
//                            alternating with this tree's, with the ratio of this tree's figures to its
// Targets (2 cores): ≤ 40 ms per added page, cold and warm; peak ≤ 1,000 MB at 1,006 pages and ≤ 0.3 MB per added page.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { devProject, emptyCaches } from './dev/dev-project.ts';
import { writeScalePages } from '../fixtures/scale-pages.ts';
import { scaleTables, type ScaleBuild, type ScaleProject } from './scale-table.ts';

const counts = (process.env.BENCH_SCALE ?? '0,400,1000').split(',').map(Number);
const peakReporter = pathToFileURL(path.resolve('tools/bench/report-peak-memory.mjs')).href;
const projects = [
  { name: 'this tree', source: path.resolve('.'), folder: path.resolve('bench/scale-project') },
  ...(process.env.BENCH_SOURCE
    ? [
        {
          name: process.env.BENCH_SOURCE,
          source: path.resolve(process.env.BENCH_SOURCE),
          folder: path.resolve('bench/scale-source'),
        },
      ]
    : []),
];

/**
 * What `npm run build` runs in the copy, without npm: its own command, so that a copy of another commit (BENCH_SOURCE)
 * builds the way that commit did. Every Node process of the build loads the memory reporter.
 */
function build(folder: string, pages: number): ScaleBuild {
  const peakFile = path.join(folder, '.peak-memory');
  rmSync(peakFile, { force: true });
  const command = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')).scripts.build as string;
  const started = performance.now();
  const run = spawnSync(command, {
    cwd: folder,
    shell: true,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: {
      ...process.env,
      PATH: `${path.join(folder, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}`,
      NODE_OPTIONS: `--import=${peakReporter}`,
      OUT_DIR: path.join(folder, 'dist'),
      BASE_PATH: '/',
      PEAK_MEMORY_FILE: peakFile,
    },
  });
  const seconds = (performance.now() - started) / 1000;
  const peakMb = existsSync(peakFile) ? Number(readFileSync(peakFile, 'utf8')) / 1024 ** 2 : NaN;
  const ok = run.status === 0;
  const failure = ok
    ? undefined
    : `${run.signal ?? `exit ${run.status}`}: ${(run.stderr || run.stdout).trim().split('\n').slice(-3).join(' / ')}`;
  return { pages, seconds, peakMb, ok, failure };
}

// Each copy has node_modules of its own (links to its source's packages), so emptying its caches leaves the source's.
for (const project of projects) {
  console.log(`Copying ${project.name} into ${path.relative(process.cwd(), project.folder)} …`);
  await devProject(project.folder, undefined, project.source);
}
const ownPages = (await readdir('content', { recursive: true })).filter((file) => file.endsWith('.mdx')).length;

const measured: ScaleProject[] = projects.map(({ name }) => ({ name, cold: [], warm: [] }));
for (const count of counts) {
  for (const project of projects) await writeScalePages(project.folder, count);
  // Cold builds of every project, then warm ones: each project's warm build follows its own cold one.
  for (const start of ['cold', 'warm'] as const) {
    for (const [index, project] of projects.entries()) {
      if (start === 'cold') await emptyCaches(project.folder);
      const load = loadavg()[0]!.toFixed(1);
      console.log(`${project.name}, ${count} added pages, ${start} (load ${load}) …`);
      const result = build(project.folder, count);
      console.log(
        result.ok
          ? `  ${result.seconds.toFixed(1)} s, ${result.peakMb.toFixed(0)} MB`
          : `  failed after ${result.seconds.toFixed(1)} s (${result.failure})`,
      );
      measured[index]![start].push(result);
    }
  }
}
for (const project of projects) await rm(path.join(project.folder, 'dist'), { recursive: true, force: true });

const [one, five, fifteen] = loadavg().map((value) => value.toFixed(1));
console.log(
  `\n${scaleTables(measured, ownPages)}\n\nLoad average at the end: ${one}, ${five}, ${fifteen} (1, 5, 15 min).`,
);
if (measured.some((project) => [...project.cold, ...project.warm].some((result) => !result.ok))) process.exitCode = 1;
