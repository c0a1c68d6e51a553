// npm run bench: builds the site (or reuses a fresh dist/), serves it gzip-compressed over HTTP/2 as a CDN would, and
// for every route (the sitemap's pages plus a not-found path) measures the bytes fetched before any
// interaction and runs Lighthouse (mobile) on the page and, side by side in the same run, on the same page
// with every script removed (the floor for its content). Prints a markdown table and writes
// bench/results.json and bench/results.md.
// How to read it: docs/engineering/bench.md. BENCH_REBUILD=1 forces a build; BENCH_RUNS (default 3) Lighthouse runs per
// route, of which the median (by performance score) is reported; BENCH_DIST=folder measures a site built
// elsewhere (another commit's dist/, for a before/after comparison) instead of building; BENCH_ROUTES=/,/research
// measures only those routes; BENCH_PHOTO=1 measures the photo case: a copy of the project whose /lighthouse
// shows two 4000×3000 camera JPEGs (hero and a carousel slide), built into bench/photo-project/dist.
// BENCH_CPU_SLOWDOWN=2 simulates that CPU slowdown instead of Lighthouse's 4×, for a machine Lighthouse finds slow
// (or 8× to see what a slower phone blocks). BENCH_BASELINE=folder measures another built site (another commit's
// dist/) in the same runs, alternating with this one, and reports the two side by side.
// BENCH_COLOR_SCHEME=dark measures the pages as a device set to dark shows them (prefers-color-scheme: dark), into
// bench/results-dark.*.
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { isBuildFresh } from '../bench/dist-freshness.ts';
import { medianRun } from '../bench/lighthouse-scores.ts';
import { writeNoScriptCopy } from '../bench/no-script-copy.ts';
import { writePhotoProject } from '../fixtures/photo-project.ts';
import { markdownReport, targetMisses, type BenchRow } from '../bench/report.ts';
import { recordFirstVisit, sumByKind } from '../bench/first-visit.ts';
import { routeLabel, siteRoutes } from '../bench/site-routes.ts';
import { startStaticServer } from '../../src/node/server/static-server.ts';
import { chromeFlags as quietChromeFlags, findChrome } from '../../scripts/find-chrome.mjs';
import { lighthouseScores } from './run-lighthouse.ts';
import { localCertificate } from './local-certificate.ts';

const photoCase = process.env.BENCH_PHOTO === '1';
const photoProject = path.resolve('bench/photo-project');
const dist = path.resolve(process.env.BENCH_DIST ?? (photoCase ? path.join(photoProject, 'dist') : 'dist'));
const baselineDist = process.env.BENCH_BASELINE ? path.resolve(process.env.BENCH_BASELINE) : undefined;
if (baselineDist && !(await readFile(path.join(baselineDist, '_headers'), 'utf8').catch(() => '')).startsWith('/*\n')) {
  throw new Error(`BENCH_BASELINE=${process.env.BENCH_BASELINE} holds no site built for / (no _headers for /*).`);
}
const sources = ['content', 'src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];
const colorScheme = process.env.BENCH_COLOR_SCHEME ?? 'light';
if (colorScheme !== 'light' && colorScheme !== 'dark')
  throw new Error(`BENCH_COLOR_SCHEME=${colorScheme} is not a scheme: give light or dark.`);
// Chromium's own switch for a device set to dark: Lighthouse has no setting for prefers-color-scheme.
const schemeFlags = colorScheme === 'dark' ? ['--force-dark-mode'] : [];
// The site is served over TLS with a certificate made for the run (see `tls` below), which Chromium is told to accept.
const certificateFlags = ['--ignore-certificate-errors'];
// Lighthouse wants the new headless mode; the rest are the quiet-machine flags the tests use too.
const chromeFlags = ['--headless=new', ...quietChromeFlags, ...certificateFlags, ...schemeFlags];

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const cpuSlowdown = process.env.BENCH_CPU_SLOWDOWN === undefined ? undefined : Number(process.env.BENCH_CPU_SLOWDOWN);
if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1))
  throw new Error(
    `BENCH_CPU_SLOWDOWN=${process.env.BENCH_CPU_SLOWDOWN} is not a slowdown: give a number of 1 or more, such as 2.`,
  );
const chromePath = findChrome();
if (!chromePath) throw new Error('No Chromium found: install the chromium package or set CHROME_PATH.');

const builtForRoot = (await readFile(path.join(dist, '_headers'), 'utf8').catch(() => '')).startsWith('/*\n');
if (photoCase && !process.env.BENCH_DIST) {
  console.log('Building the photo case into bench/photo-project/dist …');
  await writePhotoProject(photoProject);
  execFileSync('node', ['scripts/build.ts'], {
    cwd: photoProject,
    stdio: 'inherit',
    env: { ...process.env, OUT_DIR: dist, BASE_PATH: '/' },
  });
} else if (process.env.BENCH_DIST) {
  if (!builtForRoot)
    throw new Error(`BENCH_DIST=${process.env.BENCH_DIST} holds no site built for / (no _headers for /*).`);
  console.log(`Measuring ${path.relative(process.cwd(), dist)}/ as it is.`);
} else if (
  process.env.BENCH_REBUILD === '1' ||
  !builtForRoot ||
  !(await isBuildFresh(path.join(dist, '_headers'), sources))
) {
  console.log('Building dist/ …');
  execFileSync('node', ['scripts/build.ts'], {
    stdio: 'inherit',
    env: { ...process.env, OUT_DIR: dist, BASE_PATH: '/' },
  });
} else {
  console.log('Reusing dist/: it is newer than every source file.');
}

const noScript = path.resolve('bench/no-script');
await writeNoScriptCopy(dist, noScript);
const only = (process.env.BENCH_ROUTES ?? (photoCase ? '/lighthouse' : '')).split(',').filter(Boolean);
const routes = siteRoutes(dist, '/').filter((route) => only.length === 0 || only.includes(routeLabel(route)));
if (routes.length === 0) throw new Error(`BENCH_ROUTES=${only.join(',')} matches no route of the site.`);
// Over HTTP/2, as the site's host serves it. Over HTTP/1.1, Lighthouse's simulation gives each connection Chromium
// happened to open its own handshake and share of the bandwidth, so a page's LCP moved by ±150 ms with which
// socket a request was sent on (docs/engineering/bench.md, "HTTP/2").
const tls = await localCertificate();
const server = await startStaticServer({ root: dist, gzip: true, tls });
const floorServer = await startStaticServer({ root: noScript, gzip: true, tls });
const baselineServer = baselineDist ? await startStaticServer({ root: baselineDist, gzip: true, tls }) : undefined;
const browser = await chromium.launch({ executablePath: chromePath, args: [...quietChromeFlags, ...certificateFlags] });
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
const rows: BenchRow[] = [];
const name = `${photoCase ? 'results-photo' : 'results'}${colorScheme === 'dark' ? '-dark' : ''}`;
/** Writes the routes measured so far: a run that stops at a later route (Lighthouse can fail to trace a load) keeps them. */
async function writeResults(): Promise<string> {
  const report = markdownReport(rows);
  await mkdir('bench', { recursive: true });
  await writeFile(`bench/${name}.json`, `${JSON.stringify({ measuredAt: new Date().toISOString(), rows }, null, 2)}\n`);
  await writeFile(`bench/${name}.md`, report);
  return report;
}
try {
  for (const route of routes) {
    const url = new URL(route.path, server.url).href;
    const floorUrl = new URL(route.path, floorServer.url).href;
    process.stdout.write(`Measuring ${routeLabel(route)} … `);
    // Bytes at the width Lighthouse's mobile run uses, in a fresh context: nothing cached.
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      colorScheme,
      ignoreHTTPSErrors: true,
    });
    const bytes = sumByKind(await recordFirstVisit(await context.newPage(), url));
    await context.close();
    // Page and floor alternate, so both see the same moments of a busy machine.
    const scores = [];
    const floorScores = [];
    const baselineScores = [];
    for (let run = 0; run < runs; run++) {
      scores.push(await lighthouseScores(url, chrome.port, route.notFound, cpuSlowdown));
      floorScores.push(await lighthouseScores(floorUrl, chrome.port, route.notFound, cpuSlowdown));
      if (baselineServer)
        baselineScores.push(
          await lighthouseScores(
            new URL(route.path, baselineServer.url).href,
            chrome.port,
            route.notFound,
            cpuSlowdown,
          ),
        );
    }
    const baseline = baselineScores.length > 0 ? { baseline: medianRun(baselineScores) } : {};
    rows.push({
      route: routeLabel(route),
      notFound: route.notFound,
      bytes,
      lighthouse: medianRun(scores),
      floor: medianRun(floorScores),
      ...baseline,
    });
    const row = rows.at(-1)!;
    console.log(
      `${targetMisses(row).length ? 'targets missed' : 'ok'} (TBT ${row.lighthouse.tbtMs} ms, floor ${row.floor.tbtMs} ms)`,
    );
    await writeResults();
  }
} finally {
  chrome.kill();
  await browser.close();
  await server.close();
  await floorServer.close();
  await baselineServer?.close();
}

console.log(`\n${await writeResults()}\nWrote bench/${name}.json and bench/${name}.md.`);
