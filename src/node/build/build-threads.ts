import { readdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';

/**
 * From this many pages on, the build's heavy steps run beside the build's own thread: Vite's builds, which check the
 * content as they compile it, in a child process of their own (all they hold is freed when it ends), and the
 * pre-rendering in a worker thread per core. A smaller site runs them in the build's own thread: it needs neither the
 * memory nor the second core, and each worker's start (a second or so of loading modules again) would only make it
 * slower.
 */
export const PAGES_FOR_WORKERS = 100;

export interface BuildThreads {
  /** For Vite's builds and the content check inside them: 1 (a child process of their own) or 0 (the build's thread). */
  helper: 0 | 1;
  /** For pre-rendering: worker threads, or 0 for the build's thread. PRERENDER_THREADS sets it (the tests use 1). */
  prerender: number;
}

/** The threads a build of the pages under `contentDir` uses. */
export async function buildThreads(
  contentDir = 'content',
  env: NodeJS.ProcessEnv = process.env,
): Promise<BuildThreads> {
  const pages = (await readdir(contentDir, { recursive: true })).filter((file) => file.endsWith('.mdx')).length;
  const large = pages >= PAGES_FOR_WORKERS;
  const chosen = env.PRERENDER_THREADS?.trim() ? Number(env.PRERENDER_THREADS) : NaN;
  const prerender = Number.isInteger(chosen) && chosen >= 0 ? chosen : large ? availableParallelism() : 0;
  return { helper: large ? 1 : 0, prerender };
}
