import { copyFile, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
// Its one function's own module: the package's index loads every other tool too (Rollup and Babel among them), a
// second more per build.
import { injectManifest } from 'workbox-build/build/inject-manifest.js';
import { GUIDE_PATH, OFFLINE_ENABLED, OFFLINE_PATH, SERVICE_WORKER_FILE } from '../../lib/offline.ts';
import { htmlFileForPath } from '../build/site-files.ts';
import { VITE_MANIFEST } from './bundle-files.ts';
import { pageNeeds, pageScripts, type ViteManifest } from './guide-precache.ts';
import { PHONE_SCREENS } from './phone-picture.ts';

export interface PrecacheReport {
  /** The precached files, as paths under the site. */
  files: string[];
  /** Their bytes on disk, before any compression a host adds. */
  bytes: number;
}

/**
 * Writes dist/sw.js: the bundled worker with its precache list, the guide and the offline page as a phone shows
 * them (their HTML, the stylesheet, the preloaded fonts, of each picture the widest copy any of PHONE_SCREENS
 * takes, and the scripts of their islands), each with a revision from its bytes (Workbox's injectManifest). Hashed files need none.
 */
export async function writeServiceWorker({
  outDir,
  bundleDir,
  base,
}: {
  outDir: string;
  bundleDir: string;
  base: string;
}): Promise<PrecacheReport> {
  const manifest = JSON.parse(await readFile(path.join(outDir, VITE_MANIFEST), 'utf8')) as ViteManifest;
  await rm(path.join(outDir, path.dirname(VITE_MANIFEST)), { recursive: true, force: true });
  const swDest = path.join(outDir, SERVICE_WORKER_FILE);
  if (!OFFLINE_ENABLED) {
    await copyFile(path.join(bundleDir, SERVICE_WORKER_FILE), swDest);
    return { files: [], bytes: 0 };
  }
  const files = await precacheFiles(outDir, base, manifest);
  const pages = new Map([GUIDE_PATH, OFFLINE_PATH].map((page) => [htmlFileForPath(page), page.slice(1)]));
  const { count, size, warnings } = await injectManifest({
    swSrc: path.join(bundleDir, SERVICE_WORKER_FILE),
    swDest,
    globDirectory: outDir,
    globPatterns: files,
    // Pages are kept under their address ('lighthouse', relative to the worker: the base path), not their file.
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.map((entry) => ({ ...entry, url: pages.get(entry.url) ?? entry.url })),
        warnings: [],
      }),
    ],
    dontCacheBustURLsMatching: /^(assets|_pictures)\//,
    maximumFileSizeToCacheInBytes: 1024 ** 2,
  });
  if (warnings.length > 0 || count !== files.length) {
    throw new Error(
      `The service worker's precache is not what the guide needs (${count} of ${files.length} files): ${warnings.join('; ')}`,
    );
  }
  return { files, bytes: size };
}

/** The files the guide and the offline page show on the phones of PHONE_SCREENS, under the site's folder (paths relative to it, as Workbox lists them). */
export async function precacheFiles(outDir: string, base: string, manifest: ViteManifest): Promise<string[]> {
  const files = new Set<string>();
  for (const page of [GUIDE_PATH, OFFLINE_PATH]) {
    const pageFile = htmlFileForPath(page);
    const needs = pageNeeds(await readFile(path.join(outDir, pageFile), 'utf8'), PHONE_SCREENS);
    files.add(pageFile);
    for (const file of needs.files) {
      if (!file.startsWith(base)) throw new Error(`${page} asks for ${file}, outside the base path ${base}.`);
      files.add(file.slice(base.length));
    }
    for (const file of pageScripts(manifest, needs.islands)) files.add(file);
  }
  for (const file of files) {
    if (!(await stat(path.join(outDir, file)).catch(() => null))?.isFile())
      throw new Error(`The service worker would precache ${file}, which the build did not write.`);
  }
  return [...files];
}
