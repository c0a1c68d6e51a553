import path from 'node:path';
import { build } from 'vite';
import { NOT_FOUND_PATH, routePathForFile } from '../../lib/route-path.ts';
import { BuildCheck } from '../content-check/build-check.ts';
import { hasErrors, type ContentProblem, type ProblemFields } from '../content-check/report/content-problem.ts';
import { buildCheckPlugin } from '../mdx/vite-plugin-content.ts';
import { VITE_MANIFEST, workerBundleDir } from '../offline/bundle-files.ts';
import { bundleServiceWorker } from '../offline/bundle-service-worker.ts';
import { pageGroupPlugin, pageGroups } from './page-groups.ts';

export interface ViteBuildsOptions {
  /** The site's folder: the client bundle, public/ and the page template go here. */
  outDir: string;
  /** Where the server bundle goes (a large site's, one bundle per page group: the first here, the others below it). */
  ssrDir: string;
}

export interface ViteBuildsResult {
  /**
   * Every content problem, as `npm run check` lists them, as plain fields (they come back from a child process): with
   * an error among them, nothing was built but the server bundle.
   */
  problems: ProblemFields[];
  /** A page the content check does not list (a symbolic link: it reads files only) that failed to compile, as `file:line:column  what to do`. */
  contentError?: string;
  /** The server bundles' entries: one for a small site, one per group of pages for a large one (page-groups.ts). */
  serverEntries: string[];
}

/**
 * Vite's builds, with the content check: the server bundles the pre-renderer renders with (a large site's pages in
 * groups, one bundle each, so the bundler never holds them all), whose MDX compile checks each page as it parses it
 * (build-check.ts), then, when the content has no error, the client bundle (the entry
 * script, the islands, the stylesheet) and the service worker (its precache list is written once the pages are).
 * scripts/build.ts runs them in a child process of its own, so what the bundler holds while it runs (its native memory
 * too, which a worker thread's end would leave allocated) is gone before the pre-renderer's workers start. A content error
 * comes back as its message: an error's own name does not survive the way back.
 */
export async function viteBuilds({ outDir, ssrDir }: ViteBuildsOptions): Promise<ViteBuildsResult> {
  const check = await BuildCheck.read(process.cwd());
  // Every page imports the settings file: when it cannot be read, the check reads the pages itself instead.
  if (!check.canBundle) return { problems: plain(await check.problems()), serverEntries: [] };
  const groups = pageGroups(check.pages.filter((file) => routePathForFile(file) !== NOT_FOUND_PATH));
  const groupDirs = groups.map((_, index) => (index === 0 ? ssrDir : path.join(ssrDir, `pages-${index}`)));
  try {
    for (const [index, patterns] of groups.entries()) {
      await build({
        logLevel: 'warn',
        plugins: [buildCheckPlugin(check), ...(groups.length > 1 ? [pageGroupPlugin(patterns)] : [])],
        build: {
          ssr: 'src/node/render/entry-server.tsx',
          outDir: groupDirs[index],
          emptyOutDir: true,
          copyPublicDir: false,
        },
      });
      // All the group's build held is garbage now: collected before the next group's build (where the build's child
      // process exposes gc), so the heap is reused instead of grown.
      globalThis.gc?.();
    }
    const problems = await check.problems();
    const serverEntries = groupDirs.map((dir) => path.join(dir, 'entry-server.js'));
    if (hasErrors(problems)) return { problems: plain(problems), serverEntries };
    // public/ is not copied whole: the pre-renderer copies it without the pictures (a phone's photo carries its
    // GPS position and owner), which reach the site only as their encoded copies or written again without metadata.
    // The manifest tells the service worker's precache which chunks the guide's islands load (removed from the site then).
    await build({
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, copyPublicDir: false, manifest: VITE_MANIFEST },
    });
    await bundleServiceWorker(workerBundleDir(ssrDir));
    return { problems: plain(problems), serverEntries };
  } catch (error) {
    if (error instanceof Error && error.name === 'ContentError')
      return { problems: [], contentError: error.message, serverEntries: [] };
    throw error;
  }
}

const plain = (problems: ContentProblem[]) => problems.map((problem) => problem.fields());
