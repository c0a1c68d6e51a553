// npm run build: the content check, then the client bundle, a server bundle to render with, then one HTML file per page.
// OUT_DIR picks the output folder (default dist/); BASE_PATH builds for a path prefix.
import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { normaliseBasePath } from '../src/node/base-path.ts';
import type { ContentProblem } from '../src/node/content-check/content-problem.ts';
import { formatReport, hasErrors } from '../src/node/content-check/report.ts';
import { buildThreads } from '../src/node/build/build-threads.ts';
import { workerPool } from '../src/node/worker-pool.ts';

// Always a production build: a NODE_ENV inherited from the caller (vitest sets 'test') would otherwise
// make Vite bundle React's development build, three times the size.
process.env.NODE_ENV = 'production';

const started = performance.now();
const outDir = path.resolve(process.env.OUT_DIR ?? 'dist');
// The server bundle lives under node_modules so it resolves React from there; one folder per output folder,
// so builds into different folders (the tests', the visual review's) can run at the same time.
const ssrDir = path.resolve('node_modules/.cache/ssr', `${path.basename(outDir)}-${createHash('sha256').update(outDir).digest('hex').slice(0, 8)}`);
const base = normaliseBasePath(process.env.BASE_PATH);

// The content check first: a copywriter's mistake stops the build with every problem listed at once,
// in the same lines `npm run check` prints, before Vite stops at the first one.
// In a worker thread of its own on a large site (build-threads.ts): the check holds every page's tree while it runs,
// and all of it is gone once the worker ends, before Vite and the pre-renderer need the memory.
const threads = await buildThreads();
const checker = workerPool(new URL('../src/node/content-check/index.ts', import.meta.url), { threads: threads.helper });
const problems = await checker.run<ContentProblem[]>('checkContent').finally(() => checker.destroy());
if (problems.length > 0) console.log(formatReport(problems));
if (hasErrors(problems)) {
  console.error('\nBuild stopped: fix the content errors above (npm run check lists them again).');
  process.exit(1);
}

// Only now is content/site.ts known to be readable: importing it earlier would turn a typo there into a
// stack trace from the TypeScript loader instead of the check's line. The pre-renderer imports it too.
const { site } = await import('../content/site.ts');
const { prerender } = await import('../src/node/build/prerender.ts');
const { manifestLinkTag, writeWebAppManifest } = await import('../src/node/offline/web-app-manifest.ts');

try {
  // In a worker thread too on a large site: the bundler's memory is freed before the pre-renderer's workers need it.
  const bundler = workerPool(new URL('../src/node/build/vite-builds.ts', import.meta.url), { threads: threads.helper });
  const { contentError } = await bundler.run<{ contentError?: string }>('viteBuilds', { outDir, ssrDir }).finally(() => bundler.destroy());
  if (contentError) {
    console.error(contentError);
    process.exit(1);
  }
  const files = await prerender({
    outDir,
    publicDir: path.resolve('public'),
    serverEntry: path.join(ssrDir, 'entry-server.js'),
    siteUrl: site.siteUrl,
    base,
    headTags: [manifestLinkTag(base)],
    threads: threads.prerender,
  });
  // What lets a host keep the guide: the home-screen manifest, and the service worker with the guide's files.
  files.push(...(await writeWebAppManifest({ outDir, base })));
  // Workbox's build tools (and Vite, on a site large enough to bundle in a worker) load only now: held in this thread
  // while the pages render, they added to the build's peak memory.
  const { writeServiceWorker } = await import('../src/node/offline/write-service-worker.ts');
  const { workerBundleDir } = await import('../src/node/build/vite-builds.ts');
  const precache = await writeServiceWorker({ outDir, bundleDir: workerBundleDir(ssrDir), base });
  files.push('sw.js');
  console.log(`Service worker: ${precache.files.length} files precached for offline, ${(precache.bytes / 1024).toFixed(0)} KB`);
  await rm(ssrDir, { recursive: true, force: true });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Built ${files.length} files into ${path.relative(process.cwd(), outDir)}/ for ${base} in ${seconds}s`);
} catch (error) {
  // Content errors already read "file:line:column  what to do"; print them without a stack trace.
  console.error(error instanceof Error && error.name === 'ContentError' ? error.message : error);
  process.exit(1);
}
