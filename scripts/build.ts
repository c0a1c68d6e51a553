// npm run build: a server bundle to render with (checking the content as it compiles each page), the client bundle,
// then one HTML file per page.
// OUT_DIR picks the output folder (default dist/); BASE_PATH builds for a path prefix. On a branch preview (the host's
// variables say so: src/node/build/preview-branch.ts) every page links its file in GitHub's editor on that branch.
import { createHash } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { normaliseBasePath } from '../src/lib/base-path.ts';
import { ContentProblem, hasErrors } from '../src/node/content-check/report/content-problem.ts';
import { formatReport } from '../src/node/content-check/report/terminal-report.ts';
import { buildThreads } from '../src/node/build/build-threads.ts';
import { pageWeightProblems } from '../src/node/build/page-weight.ts';
import { gitBranch } from '../src/node/build/git-branch.ts';
import { previewBranch } from '../src/node/build/preview-branch.ts';
import { workerBundleDir } from '../src/node/offline/bundle-files.ts';
import type { ViteBuildsResult } from '../src/node/build/vite-builds.ts';
import { workerPool } from '../src/node/runner/worker-pool.ts';
import { fillTemplate } from '../src/lib/copy-template.ts';

// Always a production build: a NODE_ENV inherited from the caller (vitest sets 'test') would otherwise
// make Vite bundle React's development build, three times the size.
process.env.NODE_ENV = 'production';

const started = performance.now();
const outDir = path.resolve(process.env.OUT_DIR ?? 'dist');
// The server bundle lives under node_modules so it resolves React from there; one folder per output folder,
// so builds into different folders (the tests', the visual review's) can run at the same time.
const ssrDir = path.resolve(
  'node_modules/.cache/ssr',
  `${path.basename(outDir)}-${createHash('sha256').update(outDir).digest('hex').slice(0, 8)}`,
);
const base = normaliseBasePath(process.env.BASE_PATH);
const branch = previewBranch(process.env, gitBranch);

const threads = await buildThreads();

try {
  // The content check runs inside Vite's server build, which compiles each page once for both: a copywriter's mistake
  // stops the build with every problem listed at once, in the same lines `npm run check` prints, before anything is
  // rendered. In a child process of its own on a large site (build-threads.ts): all the bundler held is the system's
  // again before the pre-renderer's workers start. There, garbage is collected between one page group's server build
  // and the next (vite-builds.ts), and the bundler's allocator (Rolldown's mimalloc) hands freed memory back to the
  // system at once instead of keeping it for later: at 1,000 pages, a peak 130–150 MB lower, in the same time.
  const bundler = workerPool(new URL('../src/node/build/vite-builds.ts', import.meta.url), {
    threads: threads.helper,
    childProcess: { execArgv: ['--expose-gc'], env: { MIMALLOC_PURGE_DELAY: '0' } },
  });
  const result = await bundler.run<ViteBuildsResult>('viteBuilds', { outDir, ssrDir }).finally(() => bundler.destroy());
  const problems = result.problems.map((fields) => new ContentProblem(fields));
  if (problems.length > 0) console.log(formatReport(problems));
  if (hasErrors(problems)) {
    console.error('\nBuild stopped: fix the content errors above (npm run check lists them again).');
    process.exit(1);
  }
  if (result.contentError) {
    console.error(result.contentError);
    process.exit(1);
  }
  // Only now is content/site.ts known to be readable: loading it earlier would turn a typo there into Node's syntax
  // error instead of the check's line. So the modules that import it are not among this script's own imports (Node
  // loads all of those before the script runs), but imported only now.
  const { site } = await import('../content/site.ts');
  const { prerender } = await import('../src/node/build/prerender.ts');
  const { manifestLinkTag, writeWebAppManifest } = await import('../src/node/offline/web-app-manifest.ts');
  const files = await prerender({
    outDir,
    publicDir: path.resolve('public'),
    serverEntries: result.serverEntries,
    siteUrl: site.siteUrl,
    brand: site.brand,
    // The summary states the session's length and price from their settings, so each is written once.
    summary:
      site.summary &&
      fillTemplate(site.summary, {
        sessionLength: site.personalSession.length,
        sessionPrice: site.personalSession.price,
      }),
    base,
    headTags: [manifestLinkTag(base)],
    redirects: { addresses: site.redirects, words: site.redirectPage },
    threads: threads.prerender,
    editLink: branch === undefined ? undefined : { kind: 'github', branch },
  });
  // A page whose copy has grown past its budget is the copywriter's to answer, at its file, as a content mistake is.
  const pages = (await readdir('content', { recursive: true })).filter((file) => file.endsWith('.mdx'));
  const tooHeavy = await pageWeightProblems(
    outDir,
    pages.map((file) => `content/${file.split(path.sep).join('/')}`),
  );
  if (tooHeavy.length > 0) {
    console.log(formatReport(tooHeavy));
    console.error('\nBuild stopped: fix the content errors above.');
    process.exit(1);
  }
  // What lets a host keep the guide: the home-screen manifest, and the service worker with the guide's files.
  files.push(...(await writeWebAppManifest({ outDir, base })));
  // Workbox's build tools load only now: held in this thread while the pages render, they added to the build's peak
  // memory. (Vite never loads in this thread when a large site is bundled in a worker.)
  const { writeServiceWorker } = await import('../src/node/offline/write-service-worker.ts');
  const precache = await writeServiceWorker({ outDir, bundleDir: workerBundleDir(ssrDir), base });
  files.push('sw.js');
  console.log(
    `Service worker: ${precache.files.length} files precached for offline, ${(precache.bytes / 1024).toFixed(0)} KB`,
  );
  await rm(ssrDir, { recursive: true, force: true });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const preview = branch === undefined ? '' : `, a preview of ${branch} (each page links its file on GitHub)`;
  console.log(
    `Built ${files.length} files into ${path.relative(process.cwd(), outDir)}/ for ${base}${preview} in ${seconds}s`,
  );
} catch (error) {
  // Content errors already read "file:line:column  what to do"; print them without a stack trace.
  console.error(error instanceof Error && error.name === 'ContentError' ? error.message : error);
  process.exit(1);
}
